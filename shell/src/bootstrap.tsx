import { createRoot } from 'react-dom/client';
import { getPlatformBus } from '@csw/event-bus';
import { loadPlatformConfig } from './federation/platform-config';
import { registerCenters } from './federation/center-registry';
import { App } from './app/app';
import { BootFailure } from './app/boot-failure';

/** Fetch and validate the per-environment config, register the centers, then render the shell. */
async function boot(): Promise<void> {
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element.');
  const root = createRoot(element);
  const bus = getPlatformBus('shell');
  try {
    const config = await loadPlatformConfig();
    registerCenters(config, bus);
    root.render(<App bus={bus} />);
  } catch (error) {
    root.render(<BootFailure message={error instanceof Error ? error.message : String(error)} />);
  }
}

void boot();
