// Writes a fixture's PGlite data directory (server/test/fixtures/upgrade/*.tar.br) into a data directory:
//   node server/test/support/restore-data-dir.mjs <fixture.tar.br> <DATA_DIR>
// A process of its own because PGlite loads its parts with import(), which the test runner's CommonJS
// environment refuses; release-fixture.ts runs it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';

const [fixture, dataDir] = process.argv.slice(2);
if (!fixture || !dataDir) {
  console.error('Usage: restore-data-dir.mjs <fixture.tar.br> <DATA_DIR>');
  process.exit(2);
}
const tar = zlib.brotliDecompressSync(fs.readFileSync(fixture));
const pgDataDir = path.join(dataDir, 'pglite');
fs.mkdirSync(pgDataDir, { recursive: true });
// PGlite's own loader, the counterpart of the dumpDataDir that made the fixture.
const db = await PGlite.create({ dataDir: pgDataDir, loadDataDir: new Blob([tar]), extensions: { vector } });
await db.close();
