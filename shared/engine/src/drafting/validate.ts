import type { DraftFormatId } from '@csw/contracts';
import { draftFormat, formatCheck, staffFormat } from '../formats/registry';
import { validateMemoLayout } from './memo-layout';
import { structureParts, validateParts, type StructureReport } from './structure';

/** A structure report and the rule it applies, for the checker's findings. */
export interface ValidatedStructure extends StructureReport {
  /** Why the format asks for these parts, with the source of the rule. */
  readonly why: string;
}

/**
 * Validates a text against a format: the parts its registry object's check requires, as headings in
 * order, and AR 25-50's memorandum layout where the check asks for it.
 */
export function validateStructure(text: string, format: DraftFormatId): ValidatedStructure {
  const check = formatCheck(staffFormat(format) ?? draftFormat(format));
  const parts = validateParts(text, format, structureParts(format));
  const why =
    check?.why ??
    `The ${parts.formatName} template has these sections in order: ${structureParts(format)
      .map((p) => p.label)
      .join(', ')}.`;
  if (!check?.memoLayout) return { ...parts, why };
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
