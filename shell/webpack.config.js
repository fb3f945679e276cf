'use strict';
const { createShellConfig } = require('../webpack.common.js');

module.exports = (_env, argv) => createShellConfig({ dir: __dirname, mode: argv.mode ?? 'production' });
