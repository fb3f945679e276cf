import type { AnalysisContext } from '../context';
import { isHeading } from '../corpus';
import { CAPABILITY, INDICATOR, INTENT, THREAT } from '../cues';
import type { AnalysisSection, SectionItem } from '../types';
import { threatActors } from './threat-actors';
import { threatCourses } from './threat-courses';
import { byRelevance, documentCount, group, MAX_ITEMS, plural, quoteItem, sentencesWhere } from './helpers';

/**
 * The threat statements of the selected documents: sentences that speak of a threat, and the sentences an
 * S2 product files under a threat heading ("3. ENEMY INTENT.", "Threat Situation"), which need not repeat
 * the word.
 */
export function threatStatements(ctx: AnalysisContext): number[] {
  const underThreatHeading = new Set<number>();
  let threatHeading = false;
  let doc = -1;
  for (const s of ctx.corpus.sentences) {
    if (s.doc !== doc) {
      doc = s.doc;
      threatHeading = false;
    }
    if (isHeading(s)) threatHeading = THREAT.test(s.text);
    else if (threatHeading) underThreatHeading.add(s.index);
  }
  return sentencesWhere(ctx, (s) => THREAT.test(s.text) || underThreatHeading.has(s.index));
}

/** The threat actors the selected documents name (see `threatActors`). */
export function threatActorsOf(ctx: AnalysisContext): ReturnType<typeof threatActors> {
  return threatActors(ctx, threatStatements(ctx));
}

/** Threat assessment: actors, capabilities, intent and indicators, each quoted from the sources. */
export function threatSection(ctx: AnalysisContext): AnalysisSection {
  const threat = threatStatements(ctx);
  const threatSet = new Set(threat);
  const threatParagraphs = new Set(threat.map((i) => ctx.corpus.sentences[i]!.paragraph));

  const actors = threatActors(ctx, threat);
  const actorItems: SectionItem[] = actors.slice(0, MAX_ITEMS).map((a) =>
    quoteItem(ctx, a.sentences[0]!, {
      text: `${a.name.replace(/^./, (c) => c.toUpperCase())}: named in ${plural(a.sentences.length, 'threat statement')} in ${plural(a.documents.size, 'document')}`,
      also: a.sentences.slice(1, 3),
    }),
  );

  const pick = (ids: number[]) =>
    byRelevance(ctx, ids)
      .slice(0, MAX_ITEMS)
      .map((i) => quoteItem(ctx, i));
  const capabilities = pick(threat.filter((i) => CAPABILITY.test(ctx.corpus.sentences[i]!.text)));
  const intent = pick(
    sentencesWhere(
      ctx,
      (s) => INTENT.test(s.text) && (threatSet.has(s.index) || threatParagraphs.has(s.paragraph)),
    ),
  );
  const indicators = pick(
    sentencesWhere(
      ctx,
      (s) => INDICATOR.test(s.text) && (threatSet.has(s.index) || threatParagraphs.has(s.paragraph)),
    ),
  );

  // The courses of action and PIRs as the products file them (their sections), whole and in order.
  const courses = threatCourses(ctx, new Set(threat.map((i) => ctx.corpus.sentences[i]!.doc)));
  const filed = (ids: number[]) => ids.slice(0, MAX_ITEMS).map((i) => quoteItem(ctx, i));

  return {
    type: 'threat-assessment',
    title: 'Threat Assessment',
    summary:
      threat.length === 0
        ? 'No threat statement was found in the selected documents.'
        : `${plural(threat.length, 'threat statement')} in ${plural(documentCount(ctx, threat), 'document')}; ${plural(actors.length, 'actor')} named.`,
    groups: [
      group('Actors', actorItems, 'No actor is named in a threat statement.'),
      group('Capabilities', capabilities, 'No threat capability is described.'),
      group('Intent', intent, 'No statement of intent was found.'),
      group('Indicators', indicators, 'No indicator or warning sign is described.'),
      group(
        'Most likely course of action',
        filed(courses.mlcoa),
        'No most likely course of action (MLCOA) is stated.',
      ),
      group(
        'Most dangerous course of action',
        filed(courses.mdcoa),
        'No most dangerous course of action (MDCOA) is stated.',
      ),
      group(
        'Priority intelligence requirements',
        filed(courses.pirs),
        'No priority intelligence requirement (PIR) is stated.',
      ),
    ],
  };
}
