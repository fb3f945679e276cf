import { BUILT_IN_CATEGORIES } from '@csw/contracts';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { bootstrapAccounts } from './auth/bootstrap-accounts';
import { ensureBuiltInFolders } from './routes/folders/folders-repository';

/** What every start makes sure of after the migrations: built-in folders and configured accounts. */
export async function prepareDatabase(database: Database, config: ServerConfig): Promise<void> {
  await ensureBuiltInFolders(database.db, BUILT_IN_CATEGORIES);
  await bootstrapAccounts(database.db, config);
}
