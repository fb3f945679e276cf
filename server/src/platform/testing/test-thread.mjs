// The test thread of worker-runner.test.ts. Plain JavaScript for the same reason as the product's threads
// (analysis/worker/analysis-thread.mjs): it registers the TypeScript loader, then loads its TypeScript part.
import { register } from 'tsx/esm/api';

register();
await import('./test-thread-main.ts');
