#!/usr/bin/env node
// `npm test`: every check of the repository (lint, singletons, types, unit tests, the server suite on both
// databases, the browser suite against the production build), as CI runs it. The machine has two cores and
// most steps use one (lint, the type check) or wait on databases, servers and a browser, so steps run in
// lanes side by side (run-plan.cjs): the checks beside the bundle build, then the server suite beside the
// browser suite, then the unit tests. Every step runs, whatever failed before it, so one run reports every
// failure. Each line of output is marked with its step; a summary ends the run.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { runPlan } = createRequire(import.meta.url)('./run-plan.cjs');

const npm = (name, script, ...extra) => ({
  name,
  command: 'npm',
  args: ['run', '--silent', script, ...(extra.length ? ['--', ...extra] : [])],
});
const node = (name, ...args) => ({ name, command: process.execPath, args });

export const PLAN = [
  {
    name: 'checks and bundles',
    lanes: [
      [npm('lint', 'lint'), npm('singletons', 'check:singletons')],
      [npm('typecheck', 'typecheck')],
      [node('build', 'scripts/build.mjs')],
    ],
  },
  {
    // Both wait on a server, databases and a browser more than they compute.
    name: 'server and browser suites',
    lanes: [
      [npm('server', 'test:server')],
      [node('e2e', 'node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts')],
    ],
  },
  // The unit tests compute (jsdom, the engine) and several wait 5 s at most: alone, one worker a core.
  { name: 'unit tests', lanes: [[npm('unit', 'test:unit', '--maxWorkers=2')]] },
];

/** Writes a child's output as it comes, each line marked with its step, so that side-by-side steps stay legible. */
function relay(stream, name) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (text) => {
    const lines = (rest + text).split(/\r?\n/);
    rest = lines.pop();
    for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => rest && process.stdout.write(`[${name}] ${rest}\n`));
}

/** Runs one step, its output relayed line by line; resolves true if it passed. */
export function runStep(step) {
  const started = Date.now();
  console.log(`▶ ${step.name} started`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    relay(child.stdout, step.name);
    relay(child.stderr, step.name);
    let finished = false;
    const finish = (passed, why = '') => {
      if (finished) return; // A child that cannot start reports 'error' and then 'close'.
      finished = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`■ ${step.name}: ${passed ? 'passed' : `FAILED${why}`} in ${seconds} s`);
      resolve(passed);
    };
    child.on('error', (error) => finish(false, ` (${error.message})`));
    child.on('close', (code, signal) => finish(code === 0, signal ? ` (${signal})` : ` (exit ${code})`));
  });
}

async function main() {
  const started = Date.now();
  const outcomes = await runPlan(PLAN, runStep);
  console.log('\nSummary:');
  for (const o of outcomes)
    console.log(`  ${o.passed ? 'passed' : 'FAILED'}  ${o.step} (${o.seconds.toFixed(1)} s)`);
  console.log(`  all steps in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(outcomes.every((o) => o.passed) ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
