'use strict';
const { createCenterConfigs } = require('../../webpack.common.js');

module.exports = (_env, argv) =>
  createCenterConfigs({ dir: __dirname, name: 'review', mode: argv.mode ?? 'production' });
