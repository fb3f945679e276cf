import { useEffect, type ComponentType, type ReactNode } from 'react';
import {
  CENTER_CATALOG,
  CENTER_CONTRACT_VERSION,
  type CenterDefinition,
  type CenterId,
  type CenterProps,
} from '@csw/contracts';
import { BusProvider, useCenterBus } from './react';

/**
 * What only the center's own bundle knows, read in the center's code: webpack defines these per bundle,
 * and this package is shared, so here they would be the shell's.
 */
export interface BundleGlobals {
  /** The center's release (its package version, `__APP_VERSION__`). */
  version: string;
  /**
   * The public path webpack resolved for the center's bundle (`__webpack_public_path__`): the center's
   * origin, not the shell's. Undefined when the center runs outside webpack (tests): the page's origin is used.
   */
  publicPath: string | undefined;
}

/** The origin a bundle was served from, from its resolved public path. */
export function bundleOrigin(publicPath: string | undefined): string {
  return publicPath ? new URL(publicPath, window.location.href).origin : window.location.origin;
}

/**
 * A center's definition (the one module its remote exposes) around its screen. The scaffold gives the
 * screen a bus whose events say they come from this center, and announces 'center/mounted' with the
 * center's version and origin once it is on the page, which is when the shell delivers routed text.
 */
export function defineCenter(
  id: CenterId,
  Component: ComponentType<CenterProps>,
  { version, publicPath }: BundleGlobals,
): CenterDefinition<ReactNode> {
  function MountedCenter(props: CenterProps) {
    const bus = useCenterBus(id);
    useEffect(() => {
      bus.publish('center/mounted', { centerId: id, version, origin: bundleOrigin(publicPath) });
    }, [bus]);
    return (
      <BusProvider bus={bus}>
        <Component {...props} />
      </BusProvider>
    );
  }
  MountedCenter.displayName = `${CENTER_CATALOG[id].title}Center`;
  return {
    id,
    title: CENTER_CATALOG[id].title,
    contractVersion: CENTER_CONTRACT_VERSION,
    version,
    Component: MountedCenter,
  };
}
