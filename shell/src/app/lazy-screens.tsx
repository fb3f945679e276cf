import { lazy } from 'react';

// Screens and dialogs a user opens by choice load their code when first shown, not with the first paint
// (bench:web measures the shell's first load): Administration, the Team screen and the Account dialog; and
// the sign-in screen, which a restored session never shows (it loads once the server says nobody is signed in).

export const LoginScreen = lazy(() =>
  import('../features/auth/login-screen').then((m) => ({ default: m.LoginScreen })),
);

export const Administration = lazy(() =>
  import('../features/administration/administration').then((m) => ({ default: m.Administration })),
);

export const TeamScreen = lazy(() =>
  import('../features/team/team-screen').then((m) => ({ default: m.TeamScreen })),
);

export const AccountDialog = lazy(() =>
  import('../features/account/account-dialog').then((m) => ({ default: m.AccountDialog })),
);
