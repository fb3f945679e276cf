// `npm run backup -- <file>` and `npm run restore -- <file>` (root package.json): see server/README.md,
// "Backup and restore". The work is in server/src/backup/.
import { runBackupCli } from '../src/backup/backup-cli';

process.exitCode = await runBackupCli(process.argv.slice(2));
