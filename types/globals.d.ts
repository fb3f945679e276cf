/** Build-time constants that webpack's DefinePlugin replaces (see webpack.common.js). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

/** The public path the federation runtime resolved for the running bundle (the center's own origin). */
declare let __webpack_public_path__: string;
