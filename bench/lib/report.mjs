import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

/** Prints a table and writes the figures as JSON under bench/results/<name>.json. */
export function report(name, rows, extra = {}) {
  console.table(rows);
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  writeFileSync(
    file,
    JSON.stringify({ name, measuredAt: new Date().toISOString(), rows, ...extra }, null, 2),
  );
  console.log(`written ${path.relative(process.cwd(), file)}`);
}
