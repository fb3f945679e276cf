// Finished bundles kept outside the clone, by app and build fingerprint (scripts/build.mjs: a hash of the
// app's sources, the shared libraries, the build config and the lockfile), so that a fresh clone whose app is
// unchanged copies its bundle instead of building it again. CI names the folder (CSW_BUILD_CACHE in .ci/run);
// without it nothing is kept. An entry is written under a temporary name and renamed when complete.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** How many bundles of one app are kept: the newest, for the commits CI sees one after another. */
const KEPT_PER_APP = 3;

const entryOf = (cacheDir, app, fingerprint) => path.join(cacheDir, `${app}-${fingerprint}`);

/** Copies the kept bundle of `app` at `fingerprint` into `distDir`; false when none is kept. */
function restoreBundle(cacheDir, app, fingerprint, distDir) {
  const entry = entryOf(cacheDir, app, fingerprint);
  if (!fs.existsSync(path.join(entry, 'complete'))) return false;
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.cpSync(path.join(entry, 'dist'), distDir, { recursive: true });
  const now = new Date();
  fs.utimesSync(entry, now, now); // The newest used, the last pruned.
  return true;
}

/** Keeps the bundle in `distDir` of `app` at `fingerprint`, and drops the oldest beyond KEPT_PER_APP. */
function keepBundle(cacheDir, app, fingerprint, distDir) {
  const entry = entryOf(cacheDir, app, fingerprint);
  const partial = `${entry}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  fs.cpSync(distDir, path.join(partial, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(partial, 'complete'), new Date().toISOString());
  fs.rmSync(entry, { recursive: true, force: true });
  fs.renameSync(partial, entry);
  const kept = fs
    .readdirSync(cacheDir)
    .filter((name) => name.startsWith(`${app}-`) && !name.includes('.partial-'))
    .map((name) => ({ name, time: fs.statSync(path.join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of kept.slice(KEPT_PER_APP))
    fs.rmSync(path.join(cacheDir, old.name), { recursive: true, force: true });
}

module.exports = { restoreBundle, keepBundle, KEPT_PER_APP };
