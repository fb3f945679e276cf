'use strict';

/**
 * The rule behind check-singletons.mjs: every package.json that declares a shared singleton must declare
 * exactly the version of the shared-dependency table.
 * @param {{file: string, json: Record<string, any>}[]} packageJsons
 * @param {Record<string, string>} singletons
 * @returns {string[]} one line per mismatch
 */
function findMismatches(packageJsons, singletons) {
  const problems = [];
  for (const { file, json } of packageJsons) {
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      for (const [name, range] of Object.entries(json[field] ?? {})) {
        if (name in singletons && range !== singletons[name]) {
          problems.push(
            `${file}: ${field}.${name} is "${range}", the shared table says "${singletons[name]}"`,
          );
        }
      }
    }
  }
  return problems;
}

module.exports = { findMismatches };
