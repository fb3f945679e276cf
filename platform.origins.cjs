// Where every app of the platform is served. One table, read by the start script, the dev servers,
// the server's config endpoint, the end-to-end tests and the benchmarks. Every value can be
// overridden by an environment variable (documented in README.md).
'use strict';

/** The five centers, in the order the product presents them. */
const CENTERS = ['think', 'create', 'review', 'advise', 'execute'];

const DEFAULT_PORTS = { shell: 3000, think: 3001, create: 3002, review: 3003, advise: 3004, execute: 3005 };

function portOf(app, env = process.env) {
  const key = app === 'shell' ? 'PORT' : `${app.toUpperCase()}_PORT`;
  const value = Number(env[key] ?? DEFAULT_PORTS[app]);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${key} must be a TCP port number, got "${env[key]}"`);
  }
  return value;
}

/** The address a server binds to. */
function hostOf(env = process.env) {
  return env.HOST ?? 'localhost';
}

/** The public URL of an app as a browser reaches it (no trailing slash). */
function urlOf(app, env = process.env) {
  const key = app === 'shell' ? 'SHELL_URL' : `${app.toUpperCase()}_URL`;
  const explicit = env[key];
  if (explicit) return explicit.replace(/\/+$/, '');
  return `http://${env.PUBLIC_HOST ?? 'localhost'}:${portOf(app, env)}`;
}

module.exports = { CENTERS, DEFAULT_PORTS, portOf, hostOf, urlOf };
