// Bundles kept between clones by app and fingerprint (bundle-cache.cjs).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { KEPT_PER_APP, keepBundle, restoreBundle } = require('./bundle-cache.cjs');

let work;
let cache;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-cache-'));
  cache = path.join(work, 'cache');
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A built dist folder whose main.js says `text`. */
function dist(name, text) {
  const dir = path.join(work, name);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'main.js'), text);
  fs.writeFileSync(path.join(dir, 'assets', 'style.css'), `/* ${text} */`);
  return dir;
}

describe('the bundle cache', () => {
  it('gives back the bundle kept for the same app and fingerprint, replacing what the clone had', () => {
    keepBundle(cache, 'shell', 'f1', dist('built', 'shell at f1'));
    const target = dist('clone-dist', 'stale');
    fs.writeFileSync(path.join(target, 'leftover.js'), 'old');
    expect(restoreBundle(cache, 'shell', 'f1', target)).toBe(true);
    expect(fs.readFileSync(path.join(target, 'main.js'), 'utf8')).toBe('shell at f1');
    expect(fs.readFileSync(path.join(target, 'assets', 'style.css'), 'utf8')).toBe('/* shell at f1 */');
    expect(fs.existsSync(path.join(target, 'leftover.js'))).toBe(false);
  });

  it('has nothing for another fingerprint or another app', () => {
    keepBundle(cache, 'shell', 'f1', dist('built', 'shell at f1'));
    const target = path.join(work, 'target');
    expect(restoreBundle(cache, 'shell', 'f2', target)).toBe(false);
    expect(restoreBundle(cache, 'think', 'f1', target)).toBe(false);
    expect(fs.existsSync(target)).toBe(false);
  });

  it('never gives back an entry that was not completed', () => {
    keepBundle(cache, 'shell', 'f1', dist('built', 'shell at f1'));
    fs.rmSync(path.join(cache, 'shell-f1', 'complete'));
    expect(restoreBundle(cache, 'shell', 'f1', path.join(work, 'target'))).toBe(false);
  });

  it('keeps the newest bundles of each app only', () => {
    const old = new Date(Date.now() - 60_000);
    for (let i = 0; i < KEPT_PER_APP + 2; i++) {
      keepBundle(cache, 'think', `f${i}`, dist(`built-${i}`, `think ${i}`));
      // Each entry older than the next.
      const at = new Date(old.getTime() + i * 1000);
      fs.utimesSync(path.join(cache, `think-f${i}`), at, at);
    }
    keepBundle(cache, 'shell', 'g0', dist('shell-built', 'shell'));
    const names = fs.readdirSync(cache).sort();
    expect(names.filter((n) => n.startsWith('think-'))).toHaveLength(KEPT_PER_APP);
    expect(names).toContain(`think-f${KEPT_PER_APP + 1}`);
    expect(names).not.toContain('think-f0');
    expect(names).toContain('shell-g0');
  });
});
