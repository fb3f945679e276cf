// The README's promise: npm scripts (npm test, npm start, the benchmarks) run on the Node that package.json
// pins as the `node` package (the current long-term-support release), not on whatever the machine has.
'use strict';

const path = require('node:path');

const pinned = require(path.join(__dirname, '..', 'package.json')).devDependencies.node;

describe('the Node the project runs on', () => {
  it('is the pinned node package, put first on the PATH of npm scripts', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(process.version).toBe(`v${pinned}`);
  });
});
