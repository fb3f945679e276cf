// The analysis thread's entry. Plain JavaScript because a worker thread does not inherit the TypeScript
// loader of its parent (on Node 20 `execArgv: ['--import', 'tsx']` is not applied to a worker's main
// module): it registers the loader itself, then loads the TypeScript part.
import { register } from 'tsx/esm/api';

register();
await import('./analysis-thread-main.ts');
