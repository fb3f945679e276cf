#!/usr/bin/env node
// Web benchmark: what each app costs the browser and how fast a center renders composed in the shell
// versus standalone. Expects production bundles (npm run bench:web builds them first).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { median, kb } from '../lib/stats.mjs';
import { report } from '../lib/report.mjs';
import { DEMO, startPlatform } from '../lib/servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { CENTERS } = require('../../platform.origins.cjs');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3300);
const env = { PORT: String(BASE_PORT), DATA_DIR: path.join(root, '.tmp', 'bench-web-data') };
CENTERS.forEach((id, i) => (env[`${id.toUpperCase()}_PORT`] = String(BASE_PORT + i + 1)));
const shellUrl = `http://localhost:${BASE_PORT}`;
const centerUrl = (id) => `http://localhost:${BASE_PORT + CENTERS.indexOf(id) + 1}`;
const TITLES = { think: 'THINK', create: 'CREATE', review: 'REVIEW', advise: 'ADVISE', execute: 'EXECUTE' };

const gz = (buffer) => gzipSync(buffer).length;

/** The center's remoteEntry.js as built (it must stay small: it uses the shell's federation runtime). */
function remoteEntryBytes(id) {
  return gz(readFileSync(path.join(root, 'centers', id, 'dist', 'remoteEntry.js')));
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Records performance.now() when a level-1 heading with `title` appears; clicks `Open <title>` as soon as it exists. */
function watchScript({ title, click }) {
  const find = (selector, test) => [...document.querySelectorAll(selector)].find(test);
  const observer = new MutationObserver(() => {
    const w = window;
    if (click && !w.__benchClicked) {
      const button = find(
        'button',
        (b) => b.getAttribute('aria-label') === `Open ${title}` || b.textContent.trim() === `Open ${title}`,
      );
      if (button) {
        w.__benchClicked = performance.now();
        button.click();
      }
    }
    if (!w.__benchRendered && find('h1', (h) => h.textContent.trim() === title)) {
      w.__benchRendered = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

function countRenderersScript() {
  const renderers = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(internals) {
      renderers.push(internals.version);
      return renderers.length;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  window.__benchRenderers = renderers;
}

/**
 * The demo officer's session, signed in once per run and reused by every measured page: signing in for each
 * of the runs x centers would trip the server's sign-in rate limit (429) on a default installation.
 */
let session = null;

async function signedInContext(browser) {
  if (!session) {
    const context = await browser.newContext({ baseURL: shellUrl });
    const login = await context.request.post('/api/auth/login', { data: DEMO });
    if (!login.ok()) throw new Error(`demo login failed: ${login.status()} ${await login.text()}`);
    session = await context.storageState();
    await context.close();
  }
  return browser.newContext({ baseURL: shellUrl, storageState: session });
}

async function measureComposed(browser, id) {
  const context = await signedInContext(browser);
  await context.addInitScript(watchScript, { title: TITLES[id], click: true });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => window.__benchRendered, null, { timeout: 30_000 });
  const times = await page.evaluate(() => ({
    rendered: window.__benchRendered,
    clicked: window.__benchClicked,
  }));
  await context.close();
  return times;
}

async function measureStandalone(browser, id) {
  const context = await browser.newContext();
  await context.addInitScript(watchScript, { title: TITLES[id], click: false });
  const page = await context.newPage();
  await page.goto(`${centerUrl(id)}/standalone/`);
  await page.waitForFunction(() => window.__benchRendered, null, { timeout: 30_000 });
  const rendered = await page.evaluate(() => window.__benchRendered);
  await context.close();
  return rendered;
}

/** JS the shell loads for its first render, and what each center adds when it is opened, plus React copies. */
async function measureBytes(browser) {
  const context = await signedInContext(browser);
  await context.addInitScript(countRenderersScript);
  const page = await context.newPage();
  const loaded = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    try {
      const url = new URL(response.url());
      loaded.push({
        origin: url.origin,
        remoteEntry: url.pathname.endsWith('/remoteEntry.js'),
        bytes: gz(await response.body()),
      });
    } catch {
      // a response without a body (redirect); nothing to count
    }
  });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${TITLES.think}` }).waitFor();
  await page.waitForLoadState('networkidle');
  const bytesOf = (rows) => rows.reduce((s, r) => s + r.bytes, 0);
  const sum = (origin, keep = () => true) => bytesOf(loaded.filter((r) => r.origin === origin && keep(r)));
  const shellFirstRender = sum(new URL(shellUrl).origin);
  const perCenter = {};
  for (const id of CENTERS) {
    const before = loaded.length;
    const nav = page.getByRole('navigation', { name: 'Centers' });
    if (await nav.isVisible()) await nav.getByRole('button', { name: TITLES[id], exact: true }).click();
    else await page.getByRole('button', { name: `Open ${TITLES[id]}` }).click();
    await page.getByRole('heading', { name: TITLES[id], level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const origin = new URL(centerUrl(id)).origin;
    // Everything fetched from the center's origin; its own code is that without the remote entry. The
    // shared singletons (React, emotion, rxjs, the platform libraries) come from the shell and are not in it.
    // Anything else that opening the center fetched (a shared module the shell had not loaded yet) is its
    // cost too: counted apart, so that a singleton moved to the shell's origin cannot hide it.
    perCenter[id] = {
      total: sum(origin),
      own: sum(origin, (r) => !r.remoteEntry),
      elsewhere: bytesOf(loaded.slice(before).filter((r) => r.origin !== origin)),
    };
  }
  const allOpen = bytesOf(loaded);
  const renderers = await page.evaluate(() => window.__benchRenderers);
  await context.close();
  return { shellFirstRender, perCenter, allOpen, reactCopies: renderers.length };
}

async function main() {
  const stop = await startPlatform(env);
  let browser;
  try {
    // Inside the try: a browser that cannot start must not leave the platform running on the bench ports.
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const bytes = await measureBytes(browser);
    const rows = [{ app: 'shell', 'first-render JS gzip KB': kb(bytes.shellFirstRender) }];
    const timing = {};
    for (const id of CENTERS) {
      const composed = [];
      const afterClick = [];
      const standalone = [];
      // Warm the server's file cache once; then alternate so both variants see the same conditions.
      await measureStandalone(browser, id);
      for (let run = 0; run < RUNS; run++) {
        const t = await measureComposed(browser, id);
        composed.push(t.rendered);
        afterClick.push(t.rendered - t.clicked);
        standalone.push(await measureStandalone(browser, id));
      }
      timing[id] = {
        composed: median(composed),
        afterClick: median(afterClick),
        standalone: median(standalone),
      };
      rows.push({
        app: id,
        'first-render JS gzip KB': kb(bytes.perCenter[id].total),
        'own code gzip KB': kb(bytes.perCenter[id].own),
        'other origins gzip KB': kb(bytes.perCenter[id].elsewhere),
        'remoteEntry gzip KB': kb(remoteEntryBytes(id)),
        // Composed, from the user's click to the center's first render (manifest, remote entry, share
        // negotiation, exposed chunk), against the standalone page from navigation to first render.
        'composed ms (click to render)': timing[id].afterClick.toFixed(0),
        'standalone ms': timing[id].standalone.toFixed(0),
        'ratio composed/standalone': (timing[id].afterClick / timing[id].standalone).toFixed(2),
        // The whole composed path from navigation: shell boot, session restore, dashboard, then the center.
        'composed ms (from navigation)': timing[id].composed.toFixed(0),
      });
    }
    console.log(`React copies loaded with all five centers open: ${bytes.reactCopies}`);
    console.log(`JS loaded with all five centers open (shell included): ${kb(bytes.allOpen)} KB gzip`);
    console.log(`median of ${RUNS} runs per figure, headless Chromium, production build on localhost`);
    report('web', rows, { runs: RUNS, reactCopies: bytes.reactCopies, allOpenKb: Number(kb(bytes.allOpen)) });
    if (bytes.reactCopies !== 1) process.exitCode = 1;
  } finally {
    await browser?.close();
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
