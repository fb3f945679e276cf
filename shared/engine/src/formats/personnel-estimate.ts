import { estimateFormat } from './estimate-sections';

/** The S1's personnel estimate: strength, replacements and casualty figures against the requirement. */
export const PERSONNEL_ESTIMATE = estimateFormat(
  'personnel-estimate',
  'Personnel Estimate',
  /\bPERSONNEL (?:RUNNING )?ESTIMATE\b/i,
);
