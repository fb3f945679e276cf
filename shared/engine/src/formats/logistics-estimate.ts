import { ESTIMATE_NUMBERING, ESTIMATE_SECTIONS } from './estimate-sections';
import type { StaffFormat } from './types';

/** The S4's logistics estimate: requirements against what is on hand, class by class, and the shortfalls. */
export const LOGISTICS_ESTIMATE: StaffFormat = {
  id: 'logistics-estimate',
  name: 'Logistics Estimate',
  doctrine: 'FM 5-0 (running estimates); ATP 4-0.1',
  title: /\bLOGISTICS (?:RUNNING )?ESTIMATE\b|\bSUSTAINMENT ESTIMATE\b/i,
  sections: ESTIMATE_SECTIONS,
  numbering: ESTIMATE_NUMBERING,
  draft: {
    sections: [
      { label: 'Mission', takes: ['mission'] },
      { label: 'Facts and Assumptions', takes: ['assumptions', 'facts'] },
      { label: 'Requirements and Shortfalls', takes: ['requirements', 'shortfalls'] },
      { label: 'Discussion', takes: ['discussion', 'sustainment'] },
      { label: 'Recommendations', takes: ['recommendation', 'conclusion'] },
    ],
    layout: 'order',
    matchTerms: ['logistics estimate', 'sustainment estimate', 's4 estimate'],
    queryCue: 'fuel water rations supply required available shortfall',
    missionSection: 'Mission',
  },
  check: {
    parts: [
      { label: 'Mission', headings: ['mission'] },
      { label: 'Facts and Assumptions', headings: ['facts and assumptions', 'assumptions', 'facts'] },
      {
        label: 'Requirements and Shortfalls',
        headings: ['requirements and shortfalls', 'requirements', 'shortfalls'],
      },
      { label: 'Recommendations', headings: ['recommendations', 'recommendation'] },
    ],
    why: 'FM 5-0: a logistics estimate states the mission supported, the facts and assumptions, each requirement against what is available with the shortfall, and the recommendations that close it.',
  },
};
