import { defineCenter } from '@csw/event-bus';
import { AdviseCenter } from './app/advise-center';

/** The one module this remote exposes (`./Center`). */
export const center = defineCenter('advise', AdviseCenter, {
  // This bundle's own build globals, read here and not in the shared package (see BundleGlobals).
  version: __APP_VERSION__,
  publicPath: typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined,
});

export default center;
