'use strict';
const { createCenterConfigs } = require('../../webpack.common.js');

module.exports = (_env, argv) =>
  createCenterConfigs({ dir: __dirname, name: 'think', mode: argv.mode ?? 'production' });
