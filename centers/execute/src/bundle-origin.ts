/**
 * The origin this center's code was served from. publicPath 'auto' makes webpack resolve
 * __webpack_public_path__ from this bundle's own script URL, so it names the center's origin, not the shell's.
 */
export function bundleOrigin(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return publicPath ? new URL(publicPath, window.location.href).origin : window.location.origin;
}
