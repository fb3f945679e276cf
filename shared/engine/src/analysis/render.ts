import { sourceLabel } from './corpus';
import type { AnalysisResult, Citation } from './types';

const MARKING: Readonly<Record<string, string>> = { UNCLASS: 'UNCLASSIFIED', SECRET: 'SECRET' };

const cited = (c: Citation) => `[${sourceLabel(c)}]`;

function heading(title: string): string {
  return `\n${title.toUpperCase()}\n${'-'.repeat(title.length)}`;
}

/**
 * Plain-text rendering of an analysis: the marking at top and bottom, then sections and bullets,
 * every finding followed by its source. Plain text only, safe to show as is.
 */
export function renderAnalysis(result: Omit<AnalysisResult, 'text'>): string {
  const marking = MARKING[result.classification] ?? result.classification;
  const lines: string[] = [
    marking,
    `${result.analysisTypeName.toUpperCase()}`,
    `Question: ${result.question}`,
  ];
  if (result.status !== 'ok') {
    lines.push('', result.message ?? '', result.hint ?? '', '', marking);
    return lines.join('\n');
  }
  const c = result.counts;
  lines.push(
    `Sources: ${c.documents} document${c.documents === 1 ? '' : 's'}, ${c.words} words. Patterns found: ${c.patterns}. Blind spots: ${c.blindSpots}. Assumptions: ${c.assumptions}.`,
  );

  lines.push(heading('Most relevant passages'));
  if (result.passages.length === 0)
    lines.push('- No passage of the selected documents matches the question.');
  for (const p of result.passages) lines.push(`- "${p.citation.quote}" ${cited(p.citation)}`);

  lines.push(heading(result.section.title), result.section.summary);
  for (const g of result.section.groups) {
    lines.push('', `${g.title}:`);
    if (g.items.length === 0) lines.push(`- ${g.emptyText}`);
    for (const item of g.items) {
      const status = item.status ? `[${item.status}] ` : '';
      const sources = item.citations.map(cited).join(' ');
      lines.push(`- ${status}${item.text}${sources ? ` ${sources}` : ''}`);
    }
  }
  if (result.section.matrix) {
    const m = result.section.matrix;
    lines.push('', 'Risk matrix (rows: likelihood, columns: impact):');
    lines.push(`${''.padEnd(16)}${m.impactLabels.map((l) => l.slice(0, 10).padEnd(11)).join('')}`);
    for (let r = m.cells.length - 1; r >= 0; r -= 1) {
      lines.push(
        `${m.likelihoodLabels[r]!.padEnd(16)}${m.cells[r]!.map((n) => String(n).padEnd(11)).join('')}`,
      );
    }
  }

  lines.push(heading(`Patterns (${c.patterns} found)`));
  if (result.patterns.length === 0) lines.push('- No theme recurs across two or more documents.');
  for (const p of result.patterns) {
    lines.push(
      `- ${p.label}: ${p.documentCount} documents, ${p.mentions} mentions ${p.citations.slice(0, 2).map(cited).join(' ')}`,
    );
  }

  lines.push(heading('Key assumptions check'));
  if (result.assumptions.length === 0) lines.push('- No stated assumption was found.');
  for (const a of result.assumptions) {
    lines.push(`- [${a.rating.toUpperCase()}] "${a.statement}" ${cited(a.citation)}`);
    lines.push(`  Why it must hold: ${a.whyItMustHold}`);
    lines.push(`  Rating: ${a.ratingReason}`);
    lines.push(
      `  Impact if wrong: ${a.impactLevel.replace(/^./, (c) => c.toUpperCase())}. ${a.impactIfWrong}`,
    );
  }

  lines.push(heading(`Blind spots (${c.blindSpots})`));
  if (result.blindSpots.length === 0) lines.push('- None found.');
  for (const b of result.blindSpots) lines.push(`- ${b.title}. ${b.detail}`);

  lines.push(heading('Entities'));
  if (result.entities.length === 0)
    lines.push('- No named unit, person, place, organisation, date or equipment found.');
  for (const e of result.entities.slice(0, 15)) {
    lines.push(
      `- ${e.name} (${e.type}): ${e.mentions} mention${e.mentions === 1 ? '' : 's'} in ${e.documentCount} document${e.documentCount === 1 ? '' : 's'}`,
    );
  }

  lines.push(
    heading('Cognitive warning'),
    result.cognitiveWarning,
    '',
    `Produced by the built-in rule-based analyst. ${marking}`,
  );
  return lines.join('\n');
}
