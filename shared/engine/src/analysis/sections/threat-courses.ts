import type { AnalysisContext } from '../context';
import { isHeading } from '../corpus';

/**
 * The enemy's courses of action and the intelligence requirements as a threat product files them (ATP
 * 2-01.3): the paragraph a label opens ("a. MLCOA.", "Most dangerous course of action:") and the PIRs listed
 * as "PIR 1: ..." or under a PRIORITY INTELLIGENCE REQUIREMENTS heading, read from the product's own
 * structure rather than from words anywhere in it.
 */

export interface ThreatCourses {
  readonly mlcoa: number[];
  readonly mdcoa: number[];
  readonly pirs: number[];
}

const MARKER = /^\s*(?:[-*\u2022]\s*|(?:\d+|[a-z])[.)]\s+|\(\w{1,3}\)\s+)?/;
const ITEM = /^\s*(?:[-*\u2022]|(?:\d+|[a-z])[.)]|\(\w{1,3}\))\s/;
const MLCOA = /^(?:MLCOA|(?:enemy\s+)?most likely (?:enemy\s+)?course of action)\b/i;
const MDCOA = /^(?:MDCOA|(?:enemy\s+)?most dangerous (?:enemy\s+)?course of action)\b/i;
const PIR = /^PIR\s*\d+\b/i;
const PIR_HEADING = /^(?:priority intelligence requirements|PIRs?)\b/i;

type Kind = keyof ThreatCourses;

/** The sentences of each course of action and each PIR, in reading order, across the given documents. */
export function threatCourses(ctx: AnalysisContext, documents: ReadonlySet<number>): ThreatCourses {
  const out: ThreatCourses = { mlcoa: [], mdcoa: [], pirs: [] };
  let open: { kind: Kind; paragraph: number } | null = null;
  let underPirs = -1;
  for (const s of ctx.corpus.sentences) {
    if (!documents.has(s.doc)) continue;
    const body = s.text.replace(MARKER, '').trim();
    const kind: Kind | null = MLCOA.test(body)
      ? 'mlcoa'
      : MDCOA.test(body)
        ? 'mdcoa'
        : PIR.test(body)
          ? 'pirs'
          : null;
    if (kind) {
      // "a. MLCOA." alone labels the paragraph; "a. MLCOA: Defend the crossings in place." states it too.
      const rest = body.replace(kind === 'mlcoa' ? MLCOA : kind === 'mdcoa' ? MDCOA : PIR, '');
      if ((rest.match(/\p{L}+/gu) ?? []).length >= 3) out[kind].push(s.index);
      open = kind === 'pirs' ? null : { kind, paragraph: s.paragraph };
      continue;
    }
    if (PIR_HEADING.test(body)) {
      underPirs = s.paragraph;
      open = null;
      continue;
    }
    if (isHeading(s)) {
      open = null;
      underPirs = -1;
      continue;
    }
    // A question listed under the PIR heading is a PIR; a course of action runs to the end of its paragraph.
    if (underPirs !== -1 && body.endsWith('?')) out.pirs.push(s.index);
    // A new list item ("c. The Bastrow network ...") is the next point, not more of the course of action.
    else if (open && s.paragraph === open.paragraph && !ITEM.test(s.text)) out[open.kind].push(s.index);
    else open = null;
  }
  return out;
}
