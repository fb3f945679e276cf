import { claimTerms } from '../analysis/corroboration';
import { THREAT } from '../analysis/cues';
import type { Evidence } from '../analysis/types';
import type { Checkable } from '../meaning/corpus-readings';
import { contentTerms } from '../text/tokenize';
import { citeSentence, type AdviceContext } from './context';
import { assumptionEvidence, judgedPassages, type JudgedPassage } from './evidence';
import { clip } from './helpers';
import type { AssumptionKind } from './proposal';

/** What each kind of assumption is about, as a cue names it ("implied by "at night" (its timings)"). */
export const KIND_WORDS: Readonly<Record<AssumptionKind, string>> = {
  resource: 'what it relies on',
  threat: 'the threat',
  timeline: 'its timings',
  route: 'its route',
  capability: 'the unit',
  purpose: 'its purpose',
};

/**
 * What a passage must speak of to bear on an assumption of each kind, and what it means for the proposal
 * when it goes against the assumption or for it. A passage that shares the assumption's words but speaks
 * of something else ("the convoy was overdue" says nothing of whether the adversary interferes) is not
 * evidence on it; it may be on another ("the convoy keeps to its timings").
 */
const BEARING: Readonly<
  Record<Exclude<AssumptionKind, 'purpose'>, { pattern: RegExp; against: string; for: string }>
> = {
  threat: {
    pattern: new RegExp(
      `${THREAT.source}|\\b(?:ambush(?:es|ed)?|IEDs?|drones?|electronic warfare|EW|snipers?|mortars?|indirect fire|raids?|harass(?:ed|ment)?|interdict(?:s|ed|ion)?|observed by)\\b`,
      'i',
    ),
    against: 'the adversary can interfere with it',
    for: 'it reports no interference by the adversary',
  },
  route: {
    pattern:
      /\b(?:open|closed?|clos(?:ure|ures)|block(?:ed|s|age)?|passable|impassable|trafficable|crater(?:s|ed)?|flood(?:s|ed|ing)?|obstacles?|destroyed|damaged|mined|mines|washed out|cleared|collapsed|bridges?|fords?|turns?|detours?|checkpoints?|navigat(?:e|ed|ion)|strip maps?|lost the way|wrong turn|missed the turn|carr(?:y|ies) (?:convoy )?traffic)\b/i,
    against: 'the way may not stay open',
    for: 'the way is open',
  },
  resource: {
    // A threat to what the plan relies on bears on its being there: jamming denies GPS.
    pattern:
      /\b(?:jam(?:s|med|ming|mers?)?|spoof(?:s|ed|ing)?|attack(?:s|ed)?|destroyed|available|unavailable|availability|shortages?|shortfalls?|short of|ran short|sufficient|insufficient|stocks?|on hand|out of|lack(?:s|ed|ing)?|fail(?:s|ed|ure|ures)?|outages?|down|dead|lost|lose|loses|empty|broken|degraded|denied|supply|supplies|provides?|provided|ready|serviceable|unserviceable|issued|batter(?:y|ies)|fuel|spares?|remain(?:s)? available|backup)\b/i,
    against: 'it may not be there when it is needed',
    for: 'it is there when it is needed',
  },
  timeline: {
    pattern:
      /\b(?:late|overdue|delay(?:s|ed)?|on time|behind|ahead of|schedule[sd]?|halt(?:s|ed)?|\d+ (?:hours?|minutes?|days?)|(?:hours?|minutes?|days?) late|timings?|took|slow(?:ed|er)?|waited|deadline|NLT|not later than|before [A-Z]|arriv(?:e|ed|al) (?:late|on time)|reopen)\b/i,
    against: 'its timings may not hold',
    for: 'its timings can hold',
  },
  capability: {
    pattern:
      /\b(?:train(?:ed|ing)?|untrained|qualif(?:y|ied|ication)|certif(?:y|ied|ication)|rehears(?:e|ed|al|als)|crews?|strength|manned|understrength|equipment|equipped|skills?|experienced?|proficien(?:t|cy)|not issued|missed|failed to|did not|able to|unable to|capab(?:le|ility))\b/i,
    against: 'the unit may not be ready to do it',
    for: 'the unit can do it',
  },
};

const PURPOSE_WORDS = { against: 'it may not achieve its purpose', for: 'it serves its purpose' };
// Words of a purpose that say what kind of purpose it is, not what it is about.
const PURPOSE_VERBS = new Set(
  claimTerms(
    contentTerms(
      'avoid enable allow ensure prevent deny protect support save keep reduce give provide preserve maintain restore free cut speed improve meet window achieve purpose',
    ),
  ),
);

/** Whether a library sentence speaks of what an assumption of this kind is about. */
function bears(
  ac: AdviceContext,
  sentence: number,
  kind: AssumptionKind,
  purposeTerms: ReadonlySet<string>,
): boolean {
  const s = ac.ctx.corpus.sentences[sentence]!;
  if (kind === 'purpose') return s.terms.some((t) => purposeTerms.has(t));
  return BEARING[kind].pattern.test(s.text);
}

/**
 * The evidence for and against an assumption a course of action rests on, each passage read for what it
 * means for the proposal: only passages that speak of what the assumption is about (the threat, the
 * route, the timings, the resource, the unit, the purpose), one per document (a contradiction first), each
 * with why it matters ("AAR notes says "The convoy was overdue ...": its timings may not hold"). Stated
 * assumptions and premises are judged as they are written.
 */
export function bearingEvidence(
  ac: AdviceContext,
  assumption: Checkable,
  kind: AssumptionKind | 'stated' | 'premise',
  limit = 3,
): { evidence: Evidence[]; sentences: number[] } {
  if (kind === 'stated' || kind === 'premise') return assumptionEvidence(ac, assumption, limit);
  const purpose = assumption.statement.split(/achieves its purpose:\s*/)[1] ?? '';
  const purposeTerms = new Set(claimTerms(contentTerms(purpose)).filter((t) => !PURPOSE_VERBS.has(t)));
  const byDoc = new Map<number, JudgedPassage>();
  for (const p of judgedPassages(ac, assumption)) {
    if (!bears(ac, p.sentence, kind, purposeTerms)) continue;
    const doc = ac.ctx.corpus.sentences[p.sentence]!.doc;
    const kept = byDoc.get(doc);
    if (!kept || (kept.result.stance !== 'contradicts' && p.result.stance === 'contradicts'))
      byDoc.set(doc, p);
  }
  const meaning = kind === 'purpose' ? PURPOSE_WORDS : BEARING[kind];
  const evidence: Evidence[] = [];
  const sentences: number[] = [];
  for (const p of byDoc.values()) {
    const citation = citeSentence(ac, p.sentence);
    const against = p.result.stance === 'contradicts';
    evidence.push({
      stance: against ? 'contradicts' : 'supports',
      reason: `${citation.title} says "${clip(citation.quote, 140)}": ${against ? meaning.against : meaning.for}`,
      citation,
    });
    sentences.push(p.sentence);
    if (evidence.length >= limit) break;
  }
  return { evidence, sentences };
}
