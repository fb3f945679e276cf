// The built shell must find the centers through the platform config only (/platform-config.json, served
// by the server from platform.origins.cjs): a center's address compiled into the bundle would tie one build
// to one deployment. The build checks its own output, so the rule holds without a browser or a server.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const origins = require('../../platform.origins.cjs');

/** Where a federation manifest or remote entry is named by an absolute address. */
const REMOTE_BY_URL = /https?:\/\/[^"'\s]*\/(?:mf-manifest\.json|remoteEntry\.js)/;

/**
 * What in the shell bundle at `distDir` names a center's address (its URL, its port, or a remote's
 * manifest by absolute URL), one line per finding; empty when the bundle is clean.
 */
function centerAddressesIn(distDir, env = process.env) {
  const files = fs.existsSync(distDir)
    ? fs
        .readdirSync(distDir)
        .filter((name) => name.endsWith('.js') || name.endsWith('.html'))
        .sort()
    : [];
  if (files.length === 0) return [`${distDir} holds no built JavaScript or HTML`];
  const findings = [];
  for (const name of files) {
    const text = fs.readFileSync(path.join(distDir, name), 'utf8');
    for (const center of origins.CENTERS) {
      const url = origins.urlOf(center, env);
      if (text.includes(url)) findings.push(`${name} names the ${center} center's URL ${url}`);
      const port = `:${origins.portOf(center, env)}/`;
      if (text.includes(port)) findings.push(`${name} names the ${center} center's port (${port})`);
    }
    const remote = text.match(REMOTE_BY_URL);
    if (remote) findings.push(`${name} names a remote by its absolute URL ${remote[0]}`);
  }
  return findings;
}

module.exports = { centerAddressesIn };
