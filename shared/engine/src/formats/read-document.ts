import { oneLine } from '../text/normalize';
import { outlineLines, type OutlineLine } from './outline';
import { staffFormats } from './registry';
import type { NumberedParagraph, ReadDocument, ReadSection, SectionRole, StaffFormat } from './types';

/** Lines of a document's head where its title names its format. */
const TITLE_LINES = 15;
/** Sections a document must have, of one format, to be taken as that format without a title. */
const MIN_SECTIONS = 2;

/** A heading's words as the formats' heading patterns read them: lower case, one space, no stop. */
export function headingKey(words: string): string {
  return words
    .toLowerCase()
    .replace(/[*#]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s.:;,-]+$/, '')
    .trim();
}

/** The role a heading names in a format, or null. */
function roleIn(format: StaffFormat, key: string): SectionRole | null {
  return format.sections.find((s) => s.headings.test(key))?.role ?? null;
}

/**
 * The role a heading names: in the document's own format when it has one (an AAR's "Communications" is
 * part of what happened, not its signal paragraph), else in any registered format.
 */
export function roleOfHeading(words: string, format: StaffFormat | null = null): SectionRole | null {
  const key = headingKey(words);
  if (!key) return null;
  if (format && !format.generic) return roleIn(format, key);
  for (const f of staffFormats()) {
    const role = roleIn(f, key);
    if (role) return role;
  }
  return null;
}

/**
 * The format a document's title names (the first title among its first lines; a specific format before a
 * generic layout such as a memorandum), else the format most of whose kinds of section the document has.
 */
function recognise(lines: readonly OutlineLine[], roles: ReadonlySet<SectionRole>): StaffFormat | null {
  const head = lines
    .filter((l) => !l.blank)
    .slice(0, TITLE_LINES)
    .map((l) => l.text)
    .join('\n');
  let best: { format: StaffFormat; at: number; length: number } | null = null;
  for (const generic of [false, true]) {
    for (const format of staffFormats()) {
      if (!format.title || (format.generic ?? false) !== generic) continue;
      const m = format.title.exec(head);
      if (!m) continue;
      if (!best || m.index < best.at || (m.index === best.at && m[0].length > best.length))
        best = { format, at: m.index, length: m[0].length };
    }
    if (best) return best.format;
  }
  let byRoles: { format: StaffFormat; found: number } | null = null;
  for (const format of staffFormats()) {
    if (format.generic) continue;
    const own = new Set(format.sections.map((s) => s.role));
    const found = [...own].filter((r) => r !== 'other' && roles.has(r)).length;
    if (found >= MIN_SECTIONS && (!byRoles || found > byRoles.found)) byRoles = { format, found };
  }
  return byRoles?.format ?? null;
}

interface HeadingLine {
  readonly line: OutlineLine;
  readonly index: number;
  readonly level: number;
  readonly number: string;
}

/** The path of each numbered line through the outline ("4.b.(1)"), and the level of each heading. */
function numberPaths(lines: readonly OutlineLine[]): Array<{ path: string; level: number } | null> {
  const stack: string[] = [];
  return lines.map((line) => {
    const n = line.number;
    if (!n) {
      // An unnumbered heading on a line of its own starts a new outline ("SUSTAINS", then 1., 2.).
      if (line.heading && !line.heading.inline && !line.heading.weak) stack.length = 0;
      return null;
    }
    if (n.kind !== 'outline') return { path: n.core, level: n.level };
    stack.length = n.level - 1;
    stack[n.level - 1] = n.core;
    return { path: stack.filter((s) => s !== undefined).join('.'), level: n.level };
  });
}

/** Where a paragraph that starts at line `i` ends: before the next numbered, heading or blank line. */
function paragraphEnd(lines: readonly OutlineLine[], i: number): number {
  let j = i + 1;
  while (j < lines.length) {
    const l = lines[j]!;
    if (l.blank || l.number || (l.heading && !l.heading.weak)) break;
    // A table row's continuation (an empty id cell) belongs to the row above.
    if (l.cells && !l.number && lines[i]!.cells) {
      j += 1;
      continue;
    }
    j += 1;
  }
  return j - 1;
}

/** A table row with the rows that continue it (an empty id cell), cell by cell on one line. */
function rowCells(lines: readonly OutlineLine[], i: number, last: number): string[] {
  const cells: string[][] = [];
  for (let k = i; k <= last; k += 1) {
    const row = lines[k]!.cells;
    if (!row) continue;
    row.forEach((c, n) => {
      (cells[n] ??= []).push(c);
    });
  }
  return cells.map((parts) => oneLine(parts.filter(Boolean).join(' ')));
}

/**
 * Reads a staff document: its format (from its title, else from its sections), its sections with the
 * role of each (mission, tasks to subordinate units, sustain, improve, MLCOA, PIR, shortfalls, ...), and its
 * numbered paragraphs and rules with their numbers as paths ("4.b.(1)") or ids ("PZ-4", "ROM-02").
 * Deterministic, one pass over the lines.
 */
export function readStaffDocument(text: string): ReadDocument {
  const lines = outlineLines(text);
  const paths = numberPaths(lines);
  // First pass: roles from every format, to recognise a document without a title by its sections.
  const anyRoles = new Set<SectionRole>();
  for (const l of lines) {
    if (!l.heading) continue;
    const role = roleOfHeading(l.heading.words);
    if (role) anyRoles.add(role);
  }
  const format = recognise(lines, anyRoles);

  const headings: HeadingLine[] = [];
  const roleOf = new Map<number, SectionRole>();
  lines.forEach((line, index) => {
    if (!line.heading || line.cells) return;
    const role = roleOfHeading(line.heading.words, format);
    if (line.heading.weak && !role) return;
    roleOf.set(index, role ?? 'other');
    const path = paths[index];
    // An unnumbered heading alone on its line heads what follows until the next such heading; one with its
    // text on the line heads that paragraph only.
    const level = path ? path.level : line.heading.inline ? 99 : 0;
    headings.push({ line, index, level, number: path?.path ?? '' });
  });

  const sections: ReadSection[] = headings.map((h, k) => {
    let endLine = lines.length - 1;
    if (h.level === 99) endLine = paragraphEnd(lines, h.index);
    else {
      const next = headings.slice(k + 1).find((g) => g.level <= h.level);
      if (next) endLine = next.index - 1;
    }
    const end = Math.max(h.line.start + h.line.heading!.bodyAt, lines[endLine]!.end);
    const bodyStart = h.line.start + h.line.heading!.bodyAt;
    return {
      heading: h.line.heading!.words,
      role: roleOf.get(h.index)!,
      number: h.number,
      level: h.level === 99 ? (paths[h.index]?.level ?? 0) + 1 : h.level,
      start: h.line.start,
      bodyStart,
      end,
      text: oneLine(text.slice(bodyStart, end)),
    };
  });

  const paragraphs: NumberedParagraph[] = [];
  lines.forEach((line, i) => {
    if (!line.number || !paths[i]) return;
    const last = paragraphEnd(lines, i);
    const end = lines[last]!.end;
    const role = roleAt(sections, line.start);
    if (line.cells) {
      const cells = rowCells(lines, i, last);
      paragraphs.push({
        number: paths[i]!.path,
        label: line.number.label,
        text: cells[0] ?? '',
        cells,
        start: line.start,
        end,
        role,
      });
      return;
    }
    paragraphs.push({
      number: paths[i]!.path,
      label: line.number.label.trim(),
      text: oneLine(text.slice(line.start + line.number.rest, end)),
      start: line.start,
      end,
      role,
    });
  });
  return { format: format ? { id: format.id, name: format.name } : null, sections, paragraphs };
}

/** The sections that hold an offset, innermost first. */
export function sectionsAt(sections: readonly ReadSection[], offset: number): ReadSection[] {
  return sections
    .filter((s) => s.start <= offset && offset < Math.max(s.end, s.bodyStart + 1))
    .sort((a, b) => b.start - a.start || b.level - a.level);
}

/** The role of the innermost section with a known role that holds an offset (`other` when none). */
export function roleAt(sections: readonly ReadSection[], offset: number): SectionRole {
  return sectionsAt(sections, offset).find((s) => s.role !== 'other')?.role ?? 'other';
}

/** The sections of a document with one of the roles, in document order. */
export function sectionsWithRole(doc: ReadDocument, ...roles: SectionRole[]): ReadSection[] {
  return doc.sections.filter((s) => roles.includes(s.role));
}
