/**
 * The administrator of the suite's server. Demo mode has no administrator (its account is public), so the
 * server the suite starts (playwright.config.ts) creates this one through ADMIN_USERNAME and ADMIN_PASSWORD,
 * as an operator would; the tests sign in with it wherever an administrator acts.
 */
export const E2E_ADMIN = { username: 'e2e.admin', password: 'Quartz-lantern-harbour-58' } as const;

/** The settings that make the suite's server create E2E_ADMIN at start. */
export const E2E_ADMIN_ENV = { ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password };
