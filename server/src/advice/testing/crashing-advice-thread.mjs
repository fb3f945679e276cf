// An advice thread that crashes (process.exit) on a job while armed: see routes/advice/advice-thread-crash.test.ts.
import { register } from 'tsx/esm/api';

register();
await import('./crashing-advice-thread-main.ts');
