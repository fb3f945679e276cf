import { AAR } from './aar';
import { ADAPTIVE } from './adaptive';
import { BACKGROUND_PAPER } from './background-paper';
import { DECISION_PAPER } from './decision-paper';
import { EXECUTIVE_SUMMARY } from './executive-summary';
import { FRAGO } from './frago';
import { INFORMATION_PAPER } from './information-paper';
import { INTSUM } from './intsum';
import { LOGISTICS_ESTIMATE } from './logistics-estimate';
import { MEDICAL_ESTIMATE } from './medical-estimate';
import { MEMORANDUM } from './memorandum';
import { OFFICIAL_BIOGRAPHY } from './official-biography';
import { OPORD } from './opord';
import { PERSONNEL_ESTIMATE } from './personnel-estimate';
import { POINT_PAPER } from './point-paper';
import { POLICY_MEMO } from './policy-memo';
import { POSITION_PAPER } from './position-paper';
import { RUNNING_ESTIMATE } from './running-estimate';
import { SOP } from './sop';
import { SPEECH } from './speech';
import { STAFF_STUDY } from './staff-study';
import { TALKING_PAPER } from './talking-paper';
import type { FormatCheck, StaffFormat } from './types';
import { WARNORD } from './warnord';

/** The id of the format a request that names none is drafted in. */
export const ADAPTIVE_FORMAT_ID = ADAPTIVE.id;

// In this order the reader tries them where two formats read a heading differently, and CREATE lists them.
const BUILT_IN: readonly StaffFormat[] = [
  OPORD,
  FRAGO,
  WARNORD,
  AAR,
  SOP,
  INTSUM,
  LOGISTICS_ESTIMATE,
  PERSONNEL_ESTIMATE,
  MEDICAL_ESTIMATE,
  RUNNING_ESTIMATE,
  INFORMATION_PAPER,
  DECISION_PAPER,
  EXECUTIVE_SUMMARY,
  POLICY_MEMO,
  POINT_PAPER,
  TALKING_PAPER,
  BACKGROUND_PAPER,
  POSITION_PAPER,
  STAFF_STUDY,
  SPEECH,
  OFFICIAL_BIOGRAPHY,
  MEMORANDUM,
  ADAPTIVE,
];

const registry = new Map<string, StaffFormat>(BUILT_IN.map((f) => [f.id, f]));

/**
 * Adds a format to the registry: from then on the reader recognises it, CREATE drafts it (when it has a
 * `draft`) and the writing checker checks it (when it has a `check` or a draft). An id already taken is
 * refused.
 */
export function registerFormat(format: StaffFormat): void {
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(format.id))
    throw new Error(`A format id is lower case words joined by hyphens: "${format.id}"`);
  if (registry.has(format.id)) throw new Error(`The format "${format.id}" is registered already.`);
  registry.set(format.id, format);
}

/** Takes a registered format out again (a test's own format); false when there was none. */
export function unregisterFormat(id: string): boolean {
  return registry.delete(id);
}

/** Every registered format, in registration order. */
export function staffFormats(): readonly StaffFormat[] {
  return [...registry.values()];
}

/** A registered format by its id. */
export function staffFormat(id: string): StaffFormat | undefined {
  return registry.get(id);
}

/** Whether CREATE can draft in the format (the adaptive format included). */
export function isDraftFormat(id: string): boolean {
  return registry.get(id)?.draft !== undefined;
}

/** The formats CREATE drafts, the adaptive format left out. */
export function draftFormats(): readonly StaffFormat[] {
  return staffFormats().filter((f) => f.draft && f.id !== ADAPTIVE_FORMAT_ID);
}

/** A drafted format (or the adaptive one for an id nobody registered). */
export function draftFormat(id: string): StaffFormat & { readonly draft: NonNullable<StaffFormat['draft']> } {
  const format = registry.get(id);
  const chosen = format?.draft ? format : registry.get(ADAPTIVE_FORMAT_ID)!;
  return chosen as StaffFormat & { readonly draft: NonNullable<StaffFormat['draft']> };
}

/**
 * What the checker holds a format to: its own check, or for a drafted format without one its draft's
 * sections as headings in order; null for a format that is only read.
 */
export function formatCheck(format: StaffFormat): FormatCheck | null {
  if (format.check) return format.check;
  if (!format.draft) return null;
  const labels = format.draft.sections.map((s) => s.label);
  return {
    parts: labels.map((label) => ({ label, headings: [label.toLowerCase()] })),
    why: `The ${format.name} template has these sections in order: ${labels.join(', ')}.`,
  };
}
