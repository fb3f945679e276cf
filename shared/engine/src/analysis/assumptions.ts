import { oneLine } from '../text/normalize';
import { contentTerms } from '../text/tokenize';
import { rateAssumption } from './assumption-rating';
import { claimTerms, judgeRelated, relatedInOtherDocuments } from './corroboration';
import { ASSUMPTION_CUES, HEDGE, type AssumptionForm } from './cues';
import type { AnalysisContext } from './context';
import { cite, isHeading, sourceLabel, type CorpusSentence } from './corpus';
import type { AssumptionFinding, ImpactLevel } from './types';

/** An assumption found in a sentence, split into what is assumed and what depends on it. */
export interface StatedAssumption {
  readonly sentence: number;
  readonly form: AssumptionForm;
  readonly cue: string;
  /** What is assumed. */
  readonly proposition: string;
  /** What the document builds on it, when the sentence says ("The sustainment plan"). */
  readonly dependent: string;
}

const trimClause = (text: string) =>
  oneLine(text)
    .replace(/^[\s,;:-]+|[\s,;:.!-]+$/g, '')
    .replace(/^(?:that|then)\s+/i, '');

// Any of the cues: most sentences hold none, and one pass of this tells so where each cue would
// take a pass of its own. Only cues of the same flags can be joined; otherwise every cue is tried.
const ANY_CUE = ASSUMPTION_CUES.every(({ pattern }) => pattern.flags === 'i')
  ? new RegExp(ASSUMPTION_CUES.map(({ pattern }) => `(?:${pattern.source})`).join('|'), 'i')
  : undefined;

// Who assumes, rather than what rests on the assumption: a pronoun, or the staff and its analysts.
const WRITER =
  /^(?:(?:we|i|they|he|she|you|one|it|this office|the staff|the (?:S|G|J)\d|analysts?|planners?|the (?:commander|staff|analysts?|planners?)))(?:\s+(?:also|still|now|currently))?$/i;

/** Finds the assumption of a sentence, if it states one (first cue wins). */
export function statedAssumption(sentence: CorpusSentence): StatedAssumption | undefined {
  const text = sentence.text;
  if (text.trim().endsWith('?') || sentence.tokens.length < 5 || isHeading(sentence)) return undefined;
  if (ANY_CUE && !ANY_CUE.test(text)) return undefined;
  for (const { form, pattern } of ASSUMPTION_CUES) {
    const m = pattern.exec(text);
    if (!m) continue;
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    // The clause that holds the cue, when the sentence joins several with semicolons.
    const clauseStart = before.lastIndexOf(';') + 1;
    const clauseEnd = after.indexOf(';') === -1 ? text.length : m.index + m[0].length + after.indexOf(';');
    const clause = text.slice(clauseStart, clauseEnd);
    let proposition = trimClause(clause);
    let dependent = '';
    if (form === 'premise' || form === 'expectation') {
      proposition = trimClause(after);
      // "The sustainment plan assumes that ...": the plan rests on it. "We assume that ...", "The S2
      // assesses ...": the writer assumes it, and nothing named depends on it.
      const subject = trimClause(before.replace(/\b(?:is|are|was|were)\s*$/i, ''));
      dependent = form === 'premise' && !WRITER.test(subject) ? subject : '';
      // "The CSpOC expects warnings to exceed 400": the expectation is the whole sentence.
      if (
        form === 'expectation' &&
        !/\b(?:we|I|they)\s*$/i.test(before) &&
        /\S/.test(before.slice(clauseStart))
      ) {
        proposition = trimClause(clause);
      }
    } else if (form === 'proviso' && before.trim().length === 0) {
      // "Provided that A, B": A is assumed, B depends on it. "Unless A, B": not-A is assumed.
      const comma = after.indexOf(',');
      const condition = trimClause(comma === -1 ? after : after.slice(0, comma));
      proposition = /^(?:unless|barring)$/i.test(m[0]) ? `not: ${condition}` : condition;
      dependent = comma === -1 ? '' : trimClause(after.slice(comma + 1));
    } else if (form === 'proviso') {
      // "B, provided that A".
      const condition = trimClause(after.split(/[;]/)[0] ?? after);
      proposition = /^(?:unless|barring)$/i.test(m[0]) ? `not: ${condition}` : condition;
      dependent = trimClause(before);
    } else if (form === 'conditional') {
      const rest = after;
      const split = /,\s*(?:then\s+)?|\s+then\s+/i.exec(rest);
      proposition = trimClause(split ? rest.slice(0, split.index) : rest);
      dependent = split ? trimClause(rest.slice(split.index + split[0].length)) : '';
    }
    if (proposition.split(/\s+/).length < 3) continue;
    return { sentence: sentence.index, form, cue: oneLine(m[0]), proposition, dependent };
  }
  return undefined;
}

// Words that make an assumption carry the mission if it fails.
const HIGH_IMPACT =
  /\b(?:mission|operations?|plan|course of action|COA|readiness|sustainment|fuel|POL|ammunition|munitions|timeline|deadline|launch|coverage|force protection|casualt\w*|security|command and control|C2|communications|SATCOM|PNT|logistics|supply|resupply|deployment|convoys?|routes?|main supply route|MSR|movement|crossing)\b/i;

function impactOf(
  assumption: StatedAssumption,
  sentence: CorpusSentence,
  ctx: AnalysisContext,
): { level: ImpactLevel; text: string } {
  const scope = `${assumption.proposition} ${assumption.dependent}`;
  const hasFigure = (ctx.quantitiesBySentence.get(sentence.index) ?? []).length > 0;
  const level: ImpactLevel = HIGH_IMPACT.test(scope)
    ? 'high'
    : hasFigure || assumption.dependent
      ? 'medium'
      : 'low';
  const consequence = assumption.dependent
    ? `${assumption.dependent.replace(/^(?:The|A|An|This|These|Our)\b/, (w) => w.toLowerCase())} must be revisited`
    : `what ${ctx.corpus.documents[sentence.doc]!.source.title} builds on it must be revisited`;
  const figures = (ctx.quantitiesBySentence.get(sentence.index) ?? []).filter((q) =>
    assumption.proposition.includes(q.surface),
  );
  const figureNote =
    figures.length > 0
      ? `; the planning figure ${figures.map((q) => q.surface).join(', ')} would be wrong`
      : '';
  // The level is a field of its own: the screen and the text name it, so the sentence does not repeat it.
  return { level, text: `If it does not hold, ${consequence}${figureNote}.` };
}

// What the document builds on the assumption when the sentence does not say: the nearest later
// sentence of the same paragraph that shares a word with it and states a plan or a need.
const BUILDS_ON =
  /\b(?:will|must|shall|plan(?:s|ned)?|requires?|recommend(?:s|ed)?|depends?|schedul(?:e|ed)|therefore|so that)\b/i;

function whyItMustHold(assumption: StatedAssumption, ctx: AnalysisContext): { text: string } {
  const sentence = ctx.corpus.sentences[assumption.sentence]!;
  if (assumption.dependent) {
    return assumption.form === 'conditional' || assumption.form === 'proviso'
      ? { text: `It is the condition for: "${assumption.dependent}".` }
      : { text: `${assumption.dependent.replace(/^./, (c) => c.toUpperCase())} rests on it.` };
  }
  const own = new Set(claimTerms(contentTerms(assumption.proposition)));
  const paragraph = ctx.corpus.paragraphs[sentence.paragraph]!;
  for (let i = sentence.index + 1; i < paragraph.sentenceEnd; i += 1) {
    const next = ctx.corpus.sentences[i]!;
    if (BUILDS_ON.test(next.text) && next.terms.some((t) => own.has(t))) {
      return {
        text: `The document builds on it: "${oneLine(next.text)}" (${sourceLabel(cite(ctx.corpus, next))}).`,
      };
    }
  }
  return {
    text: `It is stated as a premise of ${ctx.corpus.documents[sentence.doc]!.source.title}; the findings that follow from it there assume it is true.`,
  };
}

// A sentence that introduces a list of assumptions ("The plan rests on the following:"): each item
// of the list is an assumption even when it carries no cue of its own.
const LEAD_IN =
  /\b(?:assum\w*|presum\w*|premises?|(?:rests?|relies|depends?|builds?) on the following)\b[^.]*:\s*$/i;

/** An item of a list ("- GPS is degraded ..."): the words after its bullet. */
function listItem(sentence: CorpusSentence): string | undefined {
  const m = /^\s*[-*\u2022\u2013]\s+(.+)$/s.exec(sentence.text);
  return m ? oneLine(m[1]!).replace(/[\s.;]+$/, '') : undefined;
}

/**
 * The assumptions the documents state: sentences with an assumption cue, and the items of a list that a
 * sentence introduces as assumptions. A condition ("If the road closes, ...") is a branch of the plan,
 * not something it assumes, and is left out.
 */
export function statedAssumptions(ctx: AnalysisContext): StatedAssumption[] {
  const found: StatedAssumption[] = [];
  const sentences = ctx.corpus.sentences;
  for (const sentence of sentences) {
    // A lead-in ends on a colon: the expression is tried only where there is one.
    if (!sentence.text.includes(':') || !LEAD_IN.test(sentence.text)) {
      const a = statedAssumption(sentence);
      if (a && a.form !== 'conditional') found.push(a);
      continue;
    }
    const paragraph = ctx.corpus.paragraphs[sentence.paragraph]!;
    for (let i = sentence.index + 1; i < paragraph.sentenceEnd; i += 1) {
      const item = listItem(sentences[i]!);
      if (item === undefined) break;
      if (statedAssumption(sentences[i]!) || item.split(/\s+/).length < 3) continue;
      found.push({
        sentence: i,
        form: 'premise',
        cue: oneLine(sentence.text),
        proposition: item,
        dependent: '',
      });
    }
  }
  return found;
}

const IMPACT_ORDER: Readonly<Record<ImpactLevel, number>> = { high: 0, medium: 1, low: 2 };

// Two statements of one assumption: one holds nearly all the content words of the other (the
// overlap coefficient, shared words over the smaller set, is 0.8 or more), as when a brief repeats a
// plan's assumption with a consequence added.
function sameClaim(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  const smaller = Math.min(a.size, b.size);
  return smaller > 0 && shared / smaller >= 0.8;
}

/**
 * The Key Assumptions Check: every stated assumption once (the same claim stated again, in the same
 * document or another, is one assumption), why it must hold, its rating by the other documents
 * (supported, caveated, unsupported) and the impact if it is wrong. Highest impact first, then most
 * relevant to the question.
 */
export function keyAssumptionsCheck(
  ctx: AnalysisContext,
  limit = 25,
): { total: number; items: AssumptionFinding[] } {
  const found = statedAssumptions(ctx).map((a) => {
    const sentence = ctx.corpus.sentences[a.sentence]!;
    return {
      a,
      impact: impactOf(a, sentence, ctx),
      terms: new Set(claimTerms(contentTerms(a.proposition))),
    };
  });
  found.sort(
    (x, y) =>
      IMPACT_ORDER[x.impact.level] - IMPACT_ORDER[y.impact.level] ||
      ctx.questionScores[y.a.sentence]! - ctx.questionScores[x.a.sentence]! ||
      x.a.sentence - y.a.sentence,
  );
  const unique: typeof found = [];
  for (const f of found) if (!unique.some((u) => sameClaim(u.terms, f.terms))) unique.push(f);
  const items = unique.slice(0, limit).map(({ a, impact }): AssumptionFinding => {
    const sentence = ctx.corpus.sentences[a.sentence]!;
    const terms = contentTerms(a.proposition);
    // The passages of the other documents that share its words, judged by meaning: those that do not
    // speak of what it is about, or say nothing of whether it holds, are not evidence.
    const evidence = judgeRelated(
      ctx,
      a.proposition,
      relatedInOtherDocuments(ctx, terms, sentence.doc, 6),
    ).slice(0, 3);
    const { rating, ratingReason } = rateAssumption(evidence, HEDGE.test(a.proposition), {
      unaddressed: 'No other selected document addresses it.',
      hedge: 'the assumption itself is hedged',
    });
    const startInSentence = sentence.text.indexOf(a.proposition);
    return {
      statement: a.proposition,
      cue: a.cue,
      whyItMustHold: whyItMustHold(a, ctx).text,
      rating,
      ratingReason,
      impactLevel: impact.level,
      impactIfWrong: impact.text,
      citation: cite(
        ctx.corpus,
        sentence,
        startInSentence >= 0
          ? {
              start: sentence.start + startInSentence,
              end: sentence.start + startInSentence + a.proposition.length,
            }
          : undefined,
      ),
      evidence,
    };
  });
  return { total: unique.length, items };
}
