import { portOf } from '../../support/origins';

/**
 * The port of the test double of an OpenAI-compatible model that the streaming test starts. The e2e
 * server is started with MODEL_INTEL_ANALYST_BASE_URL pointing here (playwright.config.ts), so Intel
 * Analyst is a configured model in these tests; outside the streaming test nothing listens on it.
 */
export const FAKE_MODEL_PORT = Number(process.env.FAKE_MODEL_PORT ?? portOf('shell') + 90);

/** The environment that maps Intel Analyst to the fake model and keeps the built-in analyst the default. */
export const FAKE_MODEL_ENV = {
  MODEL_INTEL_ANALYST_BASE_URL: `http://127.0.0.1:${FAKE_MODEL_PORT}/v1`,
  MODEL_INTEL_ANALYST_MODEL: 'e2e-fake-model',
  DEFAULT_MODEL: 'builtin-analyst',
};
