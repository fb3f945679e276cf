import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The runtime preloads a center's exposed chunk with <link rel="preload" as="script">, but webpack then
 * loads that chunk from the center's origin with crossorigin="anonymous" (output.crossOriginLoading). A
 * preload whose credentials mode differs is not used and the chunk would be downloaded twice, so preload
 * links get the same crossorigin attribute.
 */
export function crossOriginPreloadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'csw-cross-origin-preload',
    createLink({ url, attrs }) {
      if (attrs?.rel !== 'preload') return undefined;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, String(value));
      link.setAttribute('href', url);
      link.crossOrigin = 'anonymous';
      return link;
    },
  };
}
