import { execFileSync } from 'node:child_process';

/**
 * A free loopback port chosen by the operating system, found synchronously (the Playwright config cannot
 * await). Ports of the ephemeral range are never among those the fetch standard blocks (such as 4190), which a
 * port derived from the shell's could be.
 */
function freePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/**
 * The port of the test double of an OpenAI-compatible model that the streaming test starts. The e2e
 * server is started with MODEL_INTEL_ANALYST_BASE_URL pointing here (playwright.config.ts), so Intel
 * Analyst is a configured model in these tests; outside the streaming test nothing listens on it. The runner
 * picks it once and hands it to its workers through the environment, so the server and the test agree.
 */
export const FAKE_MODEL_PORT = Number((process.env.FAKE_MODEL_PORT ??= String(freePort())));

/** The environment that maps Intel Analyst to the fake model and keeps the built-in analyst the default. */
export const FAKE_MODEL_ENV = {
  MODEL_INTEL_ANALYST_BASE_URL: `http://127.0.0.1:${FAKE_MODEL_PORT}/v1`,
  MODEL_INTEL_ANALYST_MODEL: 'e2e-fake-model',
  DEFAULT_MODEL: 'builtin-analyst',
};
