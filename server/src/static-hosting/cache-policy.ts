/**
 * Cache headers for built front-end files: content-hashed files never change (immutable), while the files
 * that name them (HTML, manifests, remote entries) must be revalidated on every load so a new release of
 * a center is picked up at once.
 */
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|svg)$/;

export function cacheControlFor(filePath: string): string {
  return HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
