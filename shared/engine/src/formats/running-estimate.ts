import { estimateFormat } from './estimate-sections';

/** Any staff section's running estimate (FM 5-0), such as the S6's signal estimate. */
export const RUNNING_ESTIMATE = estimateFormat(
  'running-estimate',
  'Running Estimate',
  /\bRUNNING ESTIMATE\b|\bSTAFF ESTIMATE\b/i,
);
