import type { AnalysisContext } from '../context';
import { CAPABILITY, INDICATOR, INTENT, THREAT } from '../cues';
import type { AnalysisSection, SectionItem } from '../types';
import { byRelevance, documentCount, group, MAX_ITEMS, plural, quoteItem, sentencesWhere } from './helpers';

// Nouns that name an actor without naming who ("the adversary").
const ACTOR_NOUNS: ReadonlyMap<string, string> = new Map(
  'adversary adversaries enemy enemies insurgent insurgents militia militias hacker hackers terrorist terrorists attacker attackers proxy proxies rival rivals opponent opponents'
    .split(' ')
    .map((w) => [w, w.replace(/ies$/, 'y').replace(/s$/, '')]),
);
const ACTOR_TYPES = new Set(['organization', 'unit', 'person', 'place']);

/** Threat assessment: actors, capabilities, intent and indicators, each quoted from the sources. */
export function threatSection(ctx: AnalysisContext): AnalysisSection {
  const threat = sentencesWhere(ctx, (s) => THREAT.test(s.text));
  const threatSet = new Set(threat);
  const threatParagraphs = new Set(threat.map((i) => ctx.corpus.sentences[i]!.paragraph));

  const actors = new Map<string, { sentences: number[]; docs: Set<number> }>();
  const note = (name: string, sentence: number) => {
    const entry = actors.get(name) ?? { sentences: [], docs: new Set<number>() };
    entry.sentences.push(sentence);
    entry.docs.add(ctx.corpus.sentences[sentence]!.doc);
    actors.set(name, entry);
  };
  for (const i of threat) {
    for (const m of ctx.entitiesBySentence.get(i) ?? []) if (ACTOR_TYPES.has(m.type)) note(m.name, i);
    const seen = new Set<string>();
    for (const t of ctx.corpus.sentences[i]!.tokens) {
      const actor = ACTOR_NOUNS.get(t.lower);
      if (actor && !seen.has(actor)) {
        seen.add(actor);
        note(`the ${actor}`, i);
      }
    }
  }
  const actorItems: SectionItem[] = [...actors.entries()]
    .sort(
      (a, b) =>
        b[1].sentences.length - a[1].sentences.length ||
        b[1].docs.size - a[1].docs.size ||
        (a[0] < b[0] ? -1 : 1),
    )
    .slice(0, MAX_ITEMS)
    .map(([name, e]) =>
      quoteItem(ctx, e.sentences[0]!, {
        text: `${name.replace(/^./, (c) => c.toUpperCase())}: named in ${plural(e.sentences.length, 'threat statement')} in ${plural(e.docs.size, 'document')}`,
        also: e.sentences.slice(1, 3),
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

  return {
    type: 'threat-assessment',
    title: 'Threat Assessment',
    summary:
      threat.length === 0
        ? 'No threat statement was found in the selected documents.'
        : `${plural(threat.length, 'threat statement')} in ${plural(documentCount(ctx, threat), 'document')}; ${plural(actors.size, 'actor')} named.`,
    groups: [
      group('Actors', actorItems, 'No actor is named in a threat statement.'),
      group('Capabilities', capabilities, 'No threat capability is described.'),
      group('Intent', intent, 'No statement of intent was found.'),
      group('Indicators', indicators, 'No indicator or warning sign is described.'),
    ],
  };
}
