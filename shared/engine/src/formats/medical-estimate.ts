import { estimateFormat } from './estimate-sections';

/** The surgeon's or medical planner's estimate: treatment and evacuation capacity against expected casualties. */
export const MEDICAL_ESTIMATE = estimateFormat(
  'medical-estimate',
  'Medical Estimate',
  /\b(?:MEDICAL|HEALTH SERVICE SUPPORT|HSS) (?:RUNNING )?ESTIMATE\b/i,
);
