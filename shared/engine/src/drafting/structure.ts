import type { DraftFormatId, StructureResult } from '@csw/contracts';
import { draftFormat, draftFormats, formatCheck, staffFormat } from '../formats/registry';
import type { CheckPart } from '../formats/types';
import { formatName } from './templates';

/** A required part of a format and the headings that satisfy it (matched at the start of a heading line, after its number). */
export type StructurePart = CheckPart;

/** A missing or misplaced part and where it is (or where it belongs) in the text. */
export interface StructureIssue {
  readonly part: string;
  readonly problem: 'missing' | 'out-of-order';
  readonly start: number;
  readonly end: number;
}

export interface StructureReport extends StructureResult {
  readonly issues: readonly StructureIssue[];
}

/** The parts a format requires, in order: its registry object's check (a drafted format: its sections). */
export function structureParts(format: DraftFormatId): readonly StructurePart[] {
  return formatCheck(staffFormat(format) ?? draftFormat(format))?.parts ?? [];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A heading line: optional markdown marks and a number or letter, the heading words, then the end of the
// line or a stop (`.`, `:`, `-`) before the paragraph's text.
function headingPattern(heading: string): RegExp {
  const words = heading.split(' ').map(escape).join('[ \\t]+');
  return new RegExp(
    `^[ \\t]*(?:#{1,6}[ \\t]*)?(?:\\*\\*)?(?:(?:[0-9]{1,2}|[A-Z]|[IVX]{1,4})[.)][ \\t]*)?(?:\\*\\*)?${words}(?:\\*\\*)?[ \\t]*(?:$|[.:\\-–—?])`,
    'gim',
  );
}

function findHeading(text: string, part: StructurePart): { start: number; end: number } | undefined {
  let best: { start: number; end: number } | undefined;
  for (const heading of part.headings) {
    const m = headingPattern(heading).exec(text);
    if (m && (!best || m.index < best.start)) best = { start: m.index, end: m.index + m[0].trimEnd().length };
  }
  return best;
}

/** Checks that the parts of a format are present as headings, in order. */
export function validateParts(
  text: string,
  format: DraftFormatId,
  parts: readonly StructurePart[],
): StructureReport {
  const found: string[] = [];
  const missing: string[] = [];
  const outOfOrder: string[] = [];
  const issues: StructureIssue[] = [];
  let lastEnd = 0;
  let lastAt = -1;
  for (const part of parts) {
    const at = findHeading(text, part);
    if (!at) {
      missing.push(part.label);
      issues.push({ part: part.label, problem: 'missing', start: lastEnd, end: lastEnd });
      continue;
    }
    found.push(part.label);
    if (at.start < lastAt) {
      outOfOrder.push(part.label);
      issues.push({ part: part.label, problem: 'out-of-order', ...at });
    } else {
      lastAt = at.start;
      lastEnd = at.end;
    }
  }
  return {
    format,
    formatName: formatName(format),
    ok: missing.length === 0 && outOfOrder.length === 0,
    found,
    missing,
    outOfOrder,
    issues,
  };
}

/** How many of a format's parts the text has as headings. */
function partsFound(text: string, format: DraftFormatId): { found: number; parts: number } {
  const parts = structureParts(format);
  return { found: parts.filter((part) => findHeading(text, part)).length, parts: parts.length };
}

/**
 * The format a text follows, read from the text itself, so that a checker never holds a text to a template
 * it has left (a memo pasted over a generated AAR is no AAR): `drafted`, the template the text was made
 * from, while at least half of its parts are still headings of the text; otherwise the template with the
 * most of its parts there (at least two, and at least half of them; the larger share on a tie); otherwise
 * none.
 */
export function followedFormat(text: string, drafted: DraftFormatId | null = null): DraftFormatId | null {
  if (drafted) {
    const { found, parts } = partsFound(text, drafted);
    if (found > 0 && found * 2 >= parts) return drafted;
  }
  let best: { format: DraftFormatId; found: number; share: number } | null = null;
  for (const { id: format } of draftFormats()) {
    const { found, parts } = partsFound(text, format);
    if (found < 2 || found * 2 < parts) continue;
    const share = found / parts;
    if (!best || found > best.found || (found === best.found && share > best.share))
      best = { format, found, share };
  }
  return best?.format ?? null;
}
