import type { AnalysisContext } from '../context';

/**
 * Threat actors as an S2 names them: units by their designation ("212th Motorized Rifle Battalion", "2nd
 * Battery, 1131st Air Defense Regiment", "2/37 MRB", "112th Artillery Bn", "Cyber Unit 7731") and groups by
 * their name and kind ("the Vennik cell", "the Bastrow network", "Ridgeline Front", "Tessen Home Guard").
 * An acronym, a heading word, a place or a piece of equipment is none of these; a friendly unit (one the
 * document calls friendly or speaks of only as its own) is left out.
 */

// A capitalised word, hyphenated or not ("Al-Rashid").
const CAPITAL = String.raw`[A-Z][a-z]+(?:-[A-Z][a-z]+)*`;
const ORDINAL = String.raw`\d{1,4}(?:st|nd|rd|th)`;
const UNIT = String.raw`(?:Company|Battalion|Brigade|Division|Regiment|Detachment|Battery|Squadron|Group|Army|Corps|Bn|Co|Bde|Regt)`;
const PARENT = String.raw`(?:Regiment|Battalion|Brigade|Division|Bn|Regt|Bde)`;
const NAMED_UNIT = new RegExp(
  [
    // "2nd Battery, 1131st Air Defense Regiment": a sub-unit named with its parent is one actor.
    String.raw`\b${ORDINAL}\s+(?:${CAPITAL}\s+){0,4}${UNIT}\b(?:,\s+(?:the\s+)?${ORDINAL}\s+(?:${CAPITAL}\s+){0,4}${PARENT}\b)?`,
    String.raw`\b\d{1,3}\/\d{1,3}\s+[A-Z]{2,5}\b`,
    String.raw`\b(?:[A-Z][a-z]+\s+)?Unit\s+\d{3,5}\b`,
    String.raw`\b${CAPITAL}(?:\s+${CAPITAL}){0,2}\s+(?:cell|network|Front|Home Guard|militia|observers|faction)\b`,
    // "Southern Liberation Army": a movement's name of two words or more ("Caldoran Army" is a state's army).
    String.raw`\b${CAPITAL}\s+${CAPITAL}(?:\s+${CAPITAL})?\s+(?:Army|Movement)\b`,
    // "the hacker group known as SANDWORM-7": a tracking name.
    String.raw`(?<=\b(?:known as|tracked as|dubbed)\s+)[A-Z][A-Z\d-]{2,}(?:\s+[A-Z][A-Z\d-]{2,})?\b`,
    // "Enemy electronic warfare (EW) teams": the enemy's teams named by what they do.
    String.raw`\b[Ee]nemy\s+(?:[a-z]+\s+){1,3}(?:\([A-Z]{2,5}\)\s+)?(?:teams|cells|crews|squads|detachments)\b`,
  ].join('|'),
  'g',
);

// A sentence that speaks of the writer's own side: "(friendly)", "our", "we", "own forces".
const FRIENDLY = /\(friendly\)|\b(?:our|we|us|own forces|friendly forces)\b/i;
// A sentence that speaks of the threat: the enemy side, what it is assessed to do.
const ENEMY =
  /\b(?:enemy|threat|adversar(?:y|ies)|hostile|opposing|OPFOR|assess(?:ed|es)?|likely|MLCOA|MDCOA|PIR|intent|capab(?:le|ility|ilities)|attack|strike|target|jam(?:s|ming)?|reinforce|defend)\b/i;

const FRIENDLY_HEADING = /^\s*(?:\d+\.\s*|[a-z]\.\s*)?FRIENDLY\b/;

// Brigade combat teams and the like are written so only by our own side ("3/41 IBCT", "2nd Brigade
// Combat Team").
const OUR_FORMATIONS = /\b(?:IBCT|ABCT|SBCT|BCT|CAB|DIVARTY)\b/;

/** Sentences at the head of a document (its title block) at most. */
const HEAD_SENTENCES = 4;

/**
 * Where a document's title block ends: at its first numbered paragraph after the first line, and after at
 * most HEAD_SENTENCES sentences.
 */
function headEnd(ctx: AnalysisContext, doc: number): number {
  const { sentenceStart, sentenceEnd } = ctx.corpus.documents[doc]!;
  const last = Math.min(sentenceEnd, sentenceStart + HEAD_SENTENCES);
  for (let i = sentenceStart + 1; i < last; i += 1) {
    if (/^\s*(?:\d+|[A-Z])\.\s/.test(ctx.corpus.sentences[i]!.text)) return i;
  }
  // A document no longer than a title block has none: it is all content.
  return sentenceEnd - sentenceStart > HEAD_SENTENCES ? last : sentenceStart;
}

export interface NamedUnit {
  readonly name: string;
  readonly sentences: number[];
  readonly documents: Set<number>;
}

/** The name as shown: no leading "The"/"the". */
const shown = (name: string) =>
  name
    .replace(/^the\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The named enemy units and groups of the given sentences (a threat product's threat statements): each
 * with the sentences that name it, a name inside a longer one left to the longer ("1131st Air Defense
 * Regiment" inside "2nd Battery, 1131st Air Defense Regiment").
 */
export function namedUnits(ctx: AnalysisContext, sentences: readonly number[]): NamedUnit[] {
  const found = new Map<
    string,
    NamedUnit & { enemy: number; friendly: number; marked: boolean; head: boolean }
  >();
  for (const index of sentences) {
    const s = ctx.corpus.sentences[index]!;
    // The head of a product names who wrote it ("2nd Brigade Combat Team, S2"): its units are our own.
    const own = index < headEnd(ctx, s.doc);
    // A paragraph headed "FRIENDLY FORCES" (or "FRIENDLY AND NEUTRAL FORCES") names units that are not the threat.
    const opening = ctx.corpus.sentences[ctx.corpus.paragraphs[s.paragraph]!.sentenceStart]!;
    const friendlyParagraph = FRIENDLY_HEADING.test(opening.text) || FRIENDLY_HEADING.test(s.text);
    for (const m of s.text.matchAll(NAMED_UNIT)) {
      const name = shown(m[0]);
      const next = s.text.slice(m.index! + m[0].length, m.index! + m[0].length + 14);
      if (OUR_FORMATIONS.test(name) || /^\s+Combat Team\b/.test(next)) continue;
      const key = name.toLowerCase();
      const entry = found.get(key) ?? {
        name,
        sentences: [],
        documents: new Set<number>(),
        enemy: 0,
        friendly: 0,
        marked: false,
        head: false,
      };
      if (entry.sentences.at(-1) !== index) entry.sentences.push(index);
      entry.documents.add(s.doc);
      const after = s.text.slice(m.index! + m[0].length, m.index! + m[0].length + 12);
      if (/^\s*\(friendly\)/i.test(after) || friendlyParagraph) entry.marked = true;
      if (own) entry.head = true;
      if (own) {
        // The title block's mentions say who wrote the product, not who the threat is.
      } else if (ENEMY.test(s.text)) entry.enemy += 1;
      else if (FRIENDLY.test(s.text)) entry.friendly += 1;
      found.set(key, entry);
    }
  }
  // In a threat product a designated unit is the enemy's unless the product speaks of it only as its own.
  // A unit of the head that the product never speaks of as the threat is the writer's own.
  // A unit marked "(friendly)", or spoken of more as our own than as the threat, is ours.
  const all = [...found.values()].filter(
    (u) => !u.marked && u.friendly <= u.enemy && !(u.head && u.enemy === 0),
  );
  const keys = all.map((u) => u.name.toLowerCase());
  return all
    .filter((u) => !keys.some((k) => k !== u.name.toLowerCase() && k.includes(u.name.toLowerCase())))
    .map(({ name, sentences: named, documents }) => ({ name, sentences: named, documents }));
}
