const { findMismatches } = require('./singleton-check.cjs');
const { SINGLETONS } = require('../webpack.common.js');

describe('shared singleton versions', () => {
  it('passes when every package declares the table version', () => {
    const packages = [
      { file: 'a/package.json', json: { dependencies: { react: SINGLETONS.react, lodash: '1.0.0' } } },
    ];
    expect(findMismatches(packages, SINGLETONS)).toEqual([]);
  });

  it('fails when two packages declare different versions of a singleton', () => {
    const packages = [
      { file: 'shell/package.json', json: { dependencies: { react: SINGLETONS.react } } },
      { file: 'centers/think/package.json', json: { dependencies: { react: '^18.0.0' } } },
      { file: 'centers/create/package.json', json: { peerDependencies: { '@emotion/react': '11.0.0' } } },
    ];
    expect(findMismatches(packages, SINGLETONS)).toEqual([
      `centers/think/package.json: dependencies.react is "^18.0.0", the shared table says "${SINGLETONS.react}"`,
      `centers/create/package.json: peerDependencies.@emotion/react is "11.0.0", the shared table says "${SINGLETONS['@emotion/react']}"`,
    ]);
  });

  it('the check script fails the run on a mismatch', () => {
    const { spawnSync } = require('node:child_process');
    const result = spawnSync(process.execPath, [require.resolve('./check-singletons.mjs')], {
      encoding: 'utf8',
    });
    // The repository itself agrees with its table.
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('all agree');
  });
});
