import type { DraftFormatId } from '@csw/contracts';
import { validateMemoLayout } from './memo-layout';
import { structureParts, validateParts, type StructureReport } from './structure';

/** A structure report and the rule it applies, for the checker's findings. */
export interface ValidatedStructure extends StructureReport {
  /** Why the format asks for these parts, with the source of the rule. */
  readonly why: string;
}

const WHY: Partial<Record<DraftFormatId, string>> = {
  opord:
    'FM 5-0 / FM 6-0: an order has five paragraphs in order: Situation, Mission, Execution, Sustainment, Command and Signal (or Command and Control).',
  aar: 'TC 25-20: an after-action review answers four questions in order: what was supposed to happen, what happened, why it happened, and what to do next time.',
  'point-paper': 'A point paper states the issue, the facts, and the recommendation, in that order.',
  'policy-memo':
    'AR 25-50 para 2-4: a memorandum has an office symbol and date, MEMORANDUM FOR, SUBJECT, numbered paragraphs, the point of contact in the last paragraph, and a signature block.',
};

/**
 * Validates a text against a format: the template's parts as headings in order and, for the policy
 * memo, the AR 25-50 memorandum layout as well.
 */
export function validateStructure(text: string, format: DraftFormatId): ValidatedStructure {
  const parts = validateParts(text, format, structureParts(format));
  const why =
    WHY[format] ??
    `The ${parts.formatName} template has these sections in order: ${structureParts(format)
      .map((p) => p.label)
      .join(', ')}.`;
  if (format !== 'policy-memo') return { ...parts, why };
  const memo = validateMemoLayout(text);
  const missing = [...memo.missing, ...parts.missing];
  return {
    ...parts,
    found: [...memo.found, ...parts.found],
    missing,
    ok: missing.length === 0 && parts.outOfOrder.length === 0,
    issues: [...memo.issues, ...parts.issues],
    why,
  };
}
