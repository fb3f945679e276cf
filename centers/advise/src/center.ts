import { defineCenter } from '@csw/event-bus';
import { AdviseCenter } from './app/advise-center';

/** The one module this remote exposes (`./Center`). */
export const center = defineCenter({
  id: 'advise',
  version: __APP_VERSION__,
  // Resolved by webpack from this bundle's own script URL: the center's origin, not the shell's.
  publicPath: typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined,
  Component: AdviseCenter,
});

export default center;
