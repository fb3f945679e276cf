import type { ReactNode } from 'react';
import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import {
  CENTER_CATALOG,
  CENTER_IDS,
  SUPPORTED_CENTER_CONTRACTS,
  type CenterDefinition,
  type CenterId,
  type PlatformConfig,
} from '@csw/contracts';
import type { EventBus } from '@csw/event-bus';
import { createCenterLoads, type CenterLoads } from './center-loads';
import { crossOriginPreloadPlugin } from './preload-links-plugin';
import { centerResiliencePlugin, isUnavailableModule } from './resilience-plugin';

/** A center that cannot be mounted, with a message a user understands. */
export class CenterLoadError extends Error {
  constructor(
    readonly centerId: CenterId,
    message: string,
  ) {
    super(message);
    this.name = 'CenterLoadError';
  }
}

let current: { config: PlatformConfig; bus: EventBus } | null = null;
let loads: CenterLoads<CenterDefinition<ReactNode>> = createCenterLoads(loadFromRuntime, fetchFromRuntime);

function remoteOf(config: PlatformConfig, id: CenterId) {
  return { name: id, entry: config.centers[id].manifestUrl };
}

/** Registers every center of the config with the federation runtime (nothing is fetched yet). */
export function registerCenters(config: PlatformConfig, bus: EventBus): void {
  current = { config, bus };
  loads = createCenterLoads(loadFromRuntime, fetchFromRuntime);
  registerPlugins([
    centerResiliencePlugin({
      onUnavailable: (centerId, reason) =>
        bus.publish('center/unavailable', { centerId: centerId as CenterId, reason }),
    }),
    crossOriginPreloadPlugin(),
  ]);
  registerRemotes(CENTER_IDS.map((id) => remoteOf(config, id)));
}

/** Checks what a remote exposed before the shell mounts it. */
export function acceptCenterModule(id: CenterId, module: unknown): CenterDefinition<ReactNode> {
  const title = CENTER_CATALOG[id].title;
  if (isUnavailableModule(module) || module == null) {
    const reason = isUnavailableModule(module) ? module.reason : 'it sent no module';
    throw new CenterLoadError(id, `${title} is unavailable: ${reason}.`);
  }
  const definition = (module as { center?: CenterDefinition<ReactNode> }).center;
  if (!definition || definition.id !== id || typeof definition.Component !== 'function') {
    throw new CenterLoadError(id, `${title} sent something that is not a ${title} center definition.`);
  }
  if (!SUPPORTED_CENTER_CONTRACTS.includes(definition.contractVersion)) {
    throw new CenterLoadError(
      id,
      `${title} ${definition.version} was built for center contract ${definition.contractVersion}, which this shell does not support (supported: ${SUPPORTED_CENTER_CONTRACTS.join(', ')}). Deploy a compatible ${title} or update the shell.`,
    );
  }
  return definition;
}

/**
 * Loads a center's exposed module, once per center (center-loads.ts). `reload` forgets what the runtime
 * cached for it, so a Retry after the origin comes back fetches everything again without a page reload.
 */
export function loadCenter(id: CenterId, { reload = false } = {}): Promise<CenterDefinition<ReactNode>> {
  return loads.load(id, { reload });
}

/** Starts downloading a center's code (manifest, remote entry, exposed chunk) before it is opened. */
export function preloadCenter(id: CenterId): void {
  if (current) loads.preload(id);
}

/** The center's definition if it has been loaded already: the slot then renders it without waiting. */
export function loadedCenter(id: CenterId): CenterDefinition<ReactNode> | undefined {
  return loads.peek(id);
}

/**
 * Downloads without running: the exposed chunk arrives as a preload link, so the modules it takes from
 * the shell's shared scope (zod) are fetched when the center is opened, not during the first load.
 */
function fetchFromRuntime(id: CenterId): Promise<unknown> {
  return preloadRemote([{ nameOrAlias: id, exposes: ['./Center'], resourceCategory: 'sync' }]);
}

async function loadFromRuntime(
  id: CenterId,
  { reload }: { reload: boolean },
): Promise<CenterDefinition<ReactNode>> {
  if (!current) throw new CenterLoadError(id, 'The platform configuration is not loaded yet.');
  if (reload) registerRemotes([remoteOf(current.config, id)], { force: true });
  let module: unknown;
  try {
    module = await loadRemote(`${id}/Center`);
  } catch {
    throw new CenterLoadError(
      id,
      `${CENTER_CATALOG[id].title} is unavailable: its origin could not be reached.`,
    );
  }
  try {
    return acceptCenterModule(id, module);
  } catch (error) {
    if (error instanceof CenterLoadError && !isUnavailableModule(module)) {
      current.bus.publish('center/unavailable', { centerId: id, reason: error.message });
    }
    throw error;
  }
}
