import { DEMO_ACCOUNT, DEMO_CLEARANCE, type Role } from '@csw/contracts';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import {
  disableDemoAccounts,
  setDemoClearance,
  findAccountByName,
  insertAccount,
  setAccountRole,
  setAccountStatus,
} from '../data/accounts-repository';
import { recordAudit } from '../data/audit-repository';
import { passwordProblem } from './password-policy';
import { hashPassword } from './passwords';

async function ensureAccount(
  db: Db,
  username: string,
  password: string,
  role: Role,
  isDemo: boolean,
  source: string,
): Promise<void> {
  const existing = await findAccountByName(db, username);
  if (existing) {
    // A demo account disabled by an earlier start without demo mode comes back, with no more than its
    // role (a public account never holds more); a real account that happens to bear the name is left alone.
    if (isDemo && existing.isDemo) {
      if (existing.role !== role) await setAccountRole(db, existing.id, role);
      if (existing.status !== 'active') await setAccountStatus(db, existing.id, 'active');
    }
    return;
  }
  const account = await insertAccount(db, {
    username,
    email: null,
    passwordHash: await hashPassword(password),
    role,
    isDemo,
  });
  await recordAudit(db, {
    action: 'ACCOUNT_CREATE',
    userId: account.id,
    username,
    details: { role, source },
  });
}

/**
 * Accounts that exist because of configuration, checked at every start:
 * - ADMIN_USERNAME / ADMIN_PASSWORD: an administrator, created if missing (never overwritten);
 * - demo mode: the public demo officer, a user; without demo mode it is disabled, so a production server never
 *   accepts the published demo password. Demo mode has no administrator: whatever demo account is not the
 *   demo officer (the demo administrator of earlier releases, whose password was published too) is disabled
 *   and signed out at every start. An administrator comes from ADMIN_USERNAME / ADMIN_PASSWORD.
 */
export async function bootstrapAccounts(db: Db, config: ServerConfig): Promise<void> {
  if (config.initialAdmin) {
    const { username, password } = config.initialAdmin;
    const problem = passwordProblem(password, username);
    if (problem) throw new Error(`ADMIN_PASSWORD is refused: ${problem}`);
    await ensureAccount(db, username, password, 'admin', false, 'ADMIN_USERNAME');
  }
  if (config.demoMode) {
    await ensureAccount(db, DEMO_ACCOUNT.username, DEMO_ACCOUNT.password, 'user', true, 'demo mode');
    // The demo officer reads the seeded SECRET documents, so that a demo shows how markings behave; the
    // login hint says so. Without demo mode the account is disabled (below).
    await setDemoClearance(db, DEMO_ACCOUNT.username, DEMO_CLEARANCE);
    await disableDemoAccounts(db, { except: DEMO_ACCOUNT.username });
  } else {
    await disableDemoAccounts(db);
  }
}
