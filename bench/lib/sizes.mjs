/**
 * Library sizes a benchmark measures: `--size 10000` or `--size 10000,100000` on the command line, else the
 * environment variable named, else the default list.
 */
export function librarySizes(envName, fallback) {
  const at = process.argv.indexOf('--size');
  const raw = at >= 0 ? process.argv[at + 1] : (process.env[envName] ?? fallback);
  return String(raw)
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n >= 0);
}
