/** What each release of the workspace brought, newest first (shown in the dashboard's What's New panel). */
export interface ReleaseNote {
  version: string;
  items: readonly string[];
}

export const RELEASE_NOTES: readonly ReleaseNote[] = [
  {
    version: '1.0',
    items: [
      'Accounts on the server: passwords hashed with argon2id, sessions in a secure cookie, Team Lead and Admin granted by an administrator.',
      'The command bar recognises what you ask (analyse, draft, search, advise, plan), opens that center and hands it your text.',
      'Each center is deployed on its own: one that is down shows as unavailable with Retry while the others keep working.',
      'Your figures come from the audit log: Total Actions, Documents, This Week and each center’s uses.',
      'Administration: role requests, account status and the audit log of everyone with CSV export.',
      'Fatigued simplifies every screen; your cognitive state and team mode are saved with your account.',
    ],
  },
];
