import { CLARITY_INDEX_TARGET, type WritingCheck, type WritingFindingKind } from '@csw/contracts';

const KIND_NAMES: Record<WritingFindingKind, [string, string]> = {
  clarity: ['clarity finding', 'clarity findings'],
  'passive-voice': ['passive voice', 'passive voice'],
  'long-sentence': ['long sentence', 'long sentences'],
  'long-paragraph': ['long paragraph', 'long paragraphs'],
  'weak-opening': ['weak opening', 'weak openings'],
  bluf: ['bottom line not up front', 'bottom line not up front'],
  structure: ['structure gap', 'structure gaps'],
};

/**
 * The note shown under a draft: what the writing checker actually found, never a blanket claim that the
 * text meets the standard.
 */
export function checkerNote(check: Omit<WritingCheck, 'note'>): string {
  const { clarity, findings, structure } = check;
  const index =
    clarity.index === null
      ? 'no prose to measure for the clarity index'
      : `clarity index ${clarity.index} (${clarity.rating}; target ${CLARITY_INDEX_TARGET})`;
  const counts = new Map<WritingFindingKind, number>();
  for (const f of findings) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  const listed = [...counts].map(([kind, n]) => `${n} ${KIND_NAMES[kind][n === 1 ? 0 : 1]}`);
  const shape = structure
    ? structure.ok
      ? `; ${structure.formatName} structure complete`
      : `; ${structure.formatName} structure: missing ${[...structure.missing, ...structure.outOfOrder.map((p) => `${p} (out of order)`)].join(', ') || 'nothing'}`
    : '';
  const result =
    findings.length === 0
      ? 'no findings: meets the checked rules of the Army writing standard'
      : `${findings.length} ${findings.length === 1 ? 'finding' : 'findings'} (${listed.join(', ')})`;
  return `Writing check: ${index}${shape}; ${result}.`;
}
