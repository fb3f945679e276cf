// The advice thread's entry. Plain JavaScript because a worker thread does not inherit the TypeScript
// loader of its parent: it registers the loader itself, then loads the TypeScript part.
import { register } from 'tsx/esm/api';

register();
await import('./advice-thread-main.ts');
