// The one webpack config factory and the one shared-dependency table for the shell and every center.
'use strict';

const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { portOf, urlOf } = require('./platform.origins.cjs');
const { pureDeclarationsTransformer } = require('./scripts/build/pure-declarations.cjs');

/** Modules whose top-level code only declares (sideEffects: false): their unused schemas can be dropped. */
const CONTRACTS_SOURCE = path.join(__dirname, 'shared', 'contracts', 'src') + path.sep;

/**
 * Every singleton the shell and the centers share, with the one version all packages must declare
 * (scripts/check-singletons.mjs fails the tests when a package.json disagrees).
 *
 * Left out on purpose, because a shared module is loaded whole and cannot be tree-shaken:
 * - @csw/contracts holds no state; sharing it would put the whole schema library on the first render.
 * - @csw/documents (the document dialogs) holds no state: its dialogs reach the one API client and bus
 *   through the singletons above, so each app that uses it bundles its own copy.
 * - rxjs holds no state either: the one bus is @csw/event-bus (a singleton below), so events cannot split.
 *   Shared, rxjs cost the shell's first render 17.8 KB gzip; bundled, each app keeps the few kB it uses,
 *   and rxjs 7 Observables interoperate across copies.
 */
const SINGLETONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@emotion/cache': '11.14.0',
  '@csw/event-bus': '1.0.0',
  '@csw/storage': '1.0.0',
  '@csw/ui': '1.0.0',
  zod: '4.6.7',
};

/**
 * Singletons provided from a module of ours rather than the package's own entry. zod's entry, shared, would
 * be loaded whole (JSON Schema conversion and forty translations included): the shell provides the builders
 * our browser code uses (shared/contracts/src/shared-zod.ts), so every center parses its answers with the
 * copy the shell's first render already loads.
 */
const PROVIDED_FROM = {
  zod: path.join(__dirname, 'shared/contracts/src/shared-zod.ts'),
};

const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/runtime',
  '@module-federation/webpack-bundler-runtime',
];

/** Packages whose deep imports (react/jsx-runtime, react-dom/client) must resolve to the same copy. */
const PREFIXED = ['react', 'react-dom'];

function sharedTable() {
  const shared = {};
  for (const [name, version] of Object.entries(SINGLETONS)) {
    shared[name] = { singleton: true, requiredVersion: version, version, eager: false };
    if (PROVIDED_FROM[name]) shared[name].import = PROVIDED_FROM[name];
  }
  for (const name of PREFIXED) {
    shared[`${name}/`] = { singleton: true, requiredVersion: SINGLETONS[name], version: SINGLETONS[name] };
  }
  return shared;
}

function baseConfig({ dir, mode, name }) {
  const production = mode === 'production';
  const pkg = require(path.join(dir, 'package.json'));
  return {
    mode,
    context: dir,
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // The federation runtime is required in CommonJS form by its own plugins and imported as ES modules
      // by our code, which put both builds in the shell. One (ES module) build of each serves both.
      alias: Object.fromEntries(
        FEDERATION_RUNTIME_PACKAGES.map((name) => [
          `${name}$`,
          require.resolve(name).replace(/\.cjs$/, name.endsWith('error-codes') ? '.mjs' : '.js'),
        ]),
      ),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              // Type-checking runs once for the whole repository (`npm run typecheck`); here we only transpile.
              transpileOnly: true,
              configFile: path.join(__dirname, 'tsconfig.base.json'),
              compilerOptions: { noEmit: false, sourceMap: !production },
              getCustomTransformers: () => ({
                before: [
                  pureDeclarationsTransformer((file) => path.resolve(file).startsWith(CONTRACTS_SOURCE)),
                ],
              }),
            },
          },
        },
      ],
    },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, parallel: 2 })],
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(pkg.version),
      }),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** The host: fetches its config at start, registers the centers at runtime, provides the federation runtime. */
function createShellConfig({ dir, mode = 'production' }) {
  const config = baseConfig({ dir, mode, name: 'shell' });
  config.entry = { main: './src/index.ts' };
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedTable(),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      // Centers use this runtime instead of shipping their own copy in every remoteEntry.js.
      experiments: { provideExternalRuntime: true },
    }),
    new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
  );
  config.devServer = {
    port: portOf('shell'),
    historyApiFallback: true,
    hot: true,
    // The API and the platform config come from the server that `npm run dev` starts on API_PORT.
    proxy: [
      { context: ['/api', '/platform-config.json'], target: process.env.API_URL ?? 'http://localhost:3100' },
    ],
  };
  return config;
}

/**
 * A center: one remote that exposes only `./Center`, plus a standalone page that renders the same center
 * without the shell (for development and for the composed-versus-standalone benchmark).
 */
function createCenterConfigs({ dir, name, mode = 'production' }) {
  const remote = baseConfig({ dir, mode, name });
  remote.name = name;
  remote.entry = {};
  remote.plugins.push(
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: { './Center': './src/center.ts' },
      shared: sharedTable(),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
      experiments: { externalRuntime: true },
    }),
  );
  // The standalone page is emitted into dist/standalone by the second compiler: keep it when cleaning.
  remote.output.clean = { keep: /^standalone\// };
  remote.devServer = {
    port: portOf(name),
    hot: false,
    headers: { 'Access-Control-Allow-Origin': urlOf('shell') },
    static: false,
  };

  const standalone = baseConfig({ dir, mode, name: `${name}-standalone` });
  standalone.name = `${name}-standalone`;
  standalone.entry = { main: './src/standalone.tsx' };
  standalone.output.path = path.join(dir, 'dist', 'standalone');
  standalone.output.clean = false;
  standalone.plugins.push(
    new HtmlWebpackPlugin({ template: path.join(__dirname, 'shared/ui/standalone.html'), title: name }),
  );
  standalone.devServer = { port: portOf(name), hot: true };
  return [remote, standalone];
}

module.exports = { SINGLETONS, PREFIXED, sharedTable, createShellConfig, createCenterConfigs };
