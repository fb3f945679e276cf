import type { AdviceFinding, PersonaAnalysis, Precedent } from '@csw/contracts';
import { IMPROVE, LESSON, OPPOSITION, SUSTAIN } from '../analysis/cues';
import { citeSentence, type AdviceContext } from './context';
import { aboutAny, bearingOn, isPassage } from './evidence';
import { clip, count, evidenceConfidence, personaAnalysis, sourceOf } from './helpers';
import type { CheckedAssumption } from './skeptic';

/** Wording of something that already happened, or of what it taught. */
export const PRECEDENT =
  /\b(?:in (?:19|20)\d{2}|during (?:the )?(?:last|previous|past|earlier)|previous(?:ly)?|last (?:year|exercise|rotation|deployment|cycle)|in the past|past (?:exercises?|operations?|deployments?|events?)|histor(?:y|ical(?:ly)?)|precedents?|lessons? (?:learned|identified)|after[- ]action|AARs?|demonstrated|proved|experienced|occurred|reported|was (?:tested|used|attempted|tried|conducted)|were (?:tested|used|attempted|tried|conducted))\b/i;

// A precedent is told in the past tense.
const PAST = /\b(?:was|were|had|did|\w{3,}ed)\b/i;

const YEAR = /\b(?:19|20)\d{2}\b/;
const MAX_PRECEDENTS = 6;

/** The outcome a passage's own wording gives, when it gives one. */
function wordedOutcome(text: string): Precedent['outcome'] | null {
  const good = SUSTAIN.test(text);
  const bad = IMPROVE.test(text) || OPPOSITION.test(text);
  return good && bad ? 'mixed' : good ? 'success' : bad ? 'failure' : null;
}

// An after-action review (TC 25-20), a memorandum for record of one, rehearsal or execution notes.
const AFTER_ACTION_TITLE =
  /\b(?:after[- ]action|AARs?|lessons?[- ]learned|rehearsal|execution notes|hot ?wash)\b/i;
const AFTER_ACTION_TEXT =
  /\b(?:after[- ]action (?:review|report|notes)|lessons? learned)\b|^\s*(?:\d+\.\s*)?(?:SUSTAINS?|IMPROVES?)\b/im;
// The headings under which a report files what went well and what did not.
const SUSTAIN_HEADING = /^\s*(?:\d+\.\s*)?(?:SUSTAINS?|what went well|went well)\b/i;
const IMPROVE_HEADING = /^\s*(?:\d+\.\s*)?(?:IMPROVES?|what went wrong|went wrong|to improve)\b/i;
const HEADING_CHARS = 4000;
const REPORT_HEADER =
  /(?:^|\s)(?:Date of \w+|Attended|Location|Distribution|Prepared by|Subject|References?|MEMORANDUM FOR|Event)\s*:/i;

const sentenceDoc = (ac: AdviceContext, i: number): number => ac.ctx.corpus.sentences[i]!.doc;

/**
 * The library's after-action reports, each with the outcome its own headings give its sentences (a sentence
 * under SUSTAIN went well, under IMPROVE went wrong). Recognised by their title or their opening words.
 */
function afterActionReports(ac: AdviceContext): Map<number, Map<number, Precedent['outcome']>> {
  const reports = new Map<number, Map<number, Precedent['outcome']>>();
  for (const doc of ac.ctx.corpus.documents.slice(ac.userTexts)) {
    // Its opening sentences as read (a document may come as pages rather than one text).
    const opening = ac.ctx.corpus.sentences
      .slice(doc.sentenceStart, doc.sentenceEnd)
      .map((s) => s.text)
      .join('\n')
      .slice(0, HEADING_CHARS);
    if (!AFTER_ACTION_TITLE.test(doc.source.title) && !AFTER_ACTION_TEXT.test(opening)) continue;
    const outcomes = new Map<number, Precedent['outcome']>();
    let section: Precedent['outcome'] | null = null;
    for (let i = doc.sentenceStart; i < doc.sentenceEnd; i += 1) {
      const sentence = ac.ctx.corpus.sentences[i]!.text;
      if (SUSTAIN_HEADING.test(sentence)) section = 'success';
      else if (IMPROVE_HEADING.test(sentence)) section = 'failure';
      else if (/^\s*\d+\.\s+[A-Z][A-Z -]{3,}\.?\s*$/.test(sentence)) section = null;
      if (section) outcomes.set(i, section);
    }
    reports.set(doc.index, outcomes);
  }
  return reports;
}

/**
 * Precedents: the passages most relevant to the scenario that tell what happened before (an exercise, an
 * operation, a lesson learned) and speak of what the course of action rests on; never a heading. Each is
 * judged by what it says of those assumptions: a precedent that contradicts one went wrong for this plan,
 * one that supports it went well; otherwise its own wording decides, and without any, the record is mixed.
 * The lesson names the assumption or the event, so that it is this scenario's lesson.
 */
export function findPrecedents(ac: AdviceContext, assumptions: readonly CheckedAssumption[]): Precedent[] {
  const statements = assumptions;
  const out: Precedent[] = [];
  const perDocument = new Map<number, number>();
  const reports = afterActionReports(ac);
  // The user's own after-action reports first: everything they tell already happened to this unit, so a
  // passage of theirs on the question is a precedent whatever its wording.
  const order = [...ac.relevant.filter((i) => reports.has(sentenceDoc(ac, i))), ...ac.relevant];
  for (const i of new Set(order)) {
    if (out.length >= MAX_PRECEDENTS) break;
    const s = ac.ctx.corpus.sentences[i]!;
    if (!isPassage(s)) continue;
    const report = reports.get(s.doc);
    // A report's header (its date, who attended, where) tells no event.
    if (report && REPORT_HEADER.test(s.text)) continue;
    if (!report) {
      if (!(PRECEDENT.test(s.text) && PAST.test(s.text)) && !LESSON.test(s.text)) continue;
      if (statements.length > 0 && !aboutAny(ac, i, statements)) continue;
    }
    // At most two per document, so that one after-action report does not speak for all history.
    if ((perDocument.get(s.doc) ?? 0) >= 2) continue;
    perDocument.set(s.doc, (perDocument.get(s.doc) ?? 0) + 1);
    const citation = citeSentence(ac, i);
    const bearing = statements.length > 0 ? bearingOn(ac, i, statements) : undefined;
    const outcome: Precedent['outcome'] = bearing
      ? bearing.result.stance === 'contradicts'
        ? 'failure'
        : 'success'
      : (report?.get(i) ?? wordedOutcome(s.text) ?? 'mixed');
    const event = clip(citation.quote, 90);
    const lesson = bearing
      ? outcome === 'failure'
        ? `It went against "${clip(bearing.statement, 90)}" before: plan for it failing again.`
        : `"${clip(bearing.statement, 90)}" held before: confirm it still holds.`
      : outcome === 'failure'
        ? `It went wrong before ("${event}"): plan against a repeat.`
        : outcome === 'success'
          ? `It worked before ("${event}"): build on it.`
          : `It happened before ("${event}"): find out how it went before relying on it.`;
    out.push({
      text: clip(citation.quote, 240),
      outcome,
      year: YEAR.exec(s.text)?.[0] ?? null,
      lesson,
      citation,
    });
  }
  return out;
}

/** The historian: precedents retrieved from the library and cited. */
export function historianAnalysis(
  ac: AdviceContext,
  assumptions: readonly CheckedAssumption[],
): PersonaAnalysis {
  const precedents = findPrecedents(ac, assumptions);
  const successes = precedents.filter((p) => p.outcome === 'success');
  const failures = precedents.filter((p) => p.outcome === 'failure');
  const { confidence, basis } = evidenceConfidence(successes.length, failures.length, {
    supporting: 'precedents that went well',
    contradicting: 'precedents that went wrong',
  });
  const first = precedents[0];
  const analysis = !first
    ? 'The library holds no precedent for this course of action: it would be tried for the first time here, so rehearse it.'
    : `I found ${count(precedents.length, 'precedent')}: ${successes.length} went well, ${failures.length} went wrong, ${precedents.length - successes.length - failures.length} mixed. The closest, in ${sourceOf(first.citation)}${first.year ? ` (${first.year})` : ''}: "${clip(first.text, 150)}" ${first.lesson}`;
  const risks: AdviceFinding[] = failures.map((p) => ({
    text: `It went wrong before: ${clip(p.text, 160)}`,
    citations: [p.citation],
  }));
  const recommendations: AdviceFinding[] = precedents.slice(0, 4).map((p) => ({
    text: `${p.lesson} (${sourceOf(p.citation)}${p.year ? `, ${p.year}` : ''})`,
    citations: [p.citation],
  }));
  if (!first) {
    recommendations.push({
      text: 'With no precedent, rehearse the critical events before execution.',
      citations: [],
    });
  }
  return personaAnalysis('historian', {
    analysis,
    confidence,
    basis,
    risks,
    recommendations,
    details: { method: 'precedents', precedents },
  });
}
