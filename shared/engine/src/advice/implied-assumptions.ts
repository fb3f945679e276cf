import type { Lexicon } from '../meaning/lexicon';
import type { AssumptionKind, CourseOfAction, ImpliedAssumption } from './proposal-types';
import {
  ACQUISITION_VERBS,
  ACTIVITY_VERBS,
  CONDITION,
  FACILITY_NOUNS,
  gerund,
  headOf,
  INFORMATION_NOUNS,
  KEEP,
  lowerArticle,
  MOVEMENT_NOUNS,
  MOVEMENT_VERBS,
  PEOPLE,
  phrasesOf,
  PLACE_TASKS,
  PRONOUN_ACTORS,
  PURPOSE,
  RELIANCE_VERBS,
  sentenceCase,
  timePhrases,
  verbBase,
  withArticle,
} from './proposal-parts';

/** The action without its time, condition and purpose, with its first verb in base form. */
function actionCore(coa: CourseOfAction, lexicon: Lexicon): { base: string; body: string } {
  let text = coa.text;
  if (coa.time) text = text.replace(coa.time.text, ' ');
  for (const t of timePhrases(text)) text = text.replace(t.text, ' ');
  text = text.replace(PURPOSE, ' ').replace(CONDITION, ' ').replace(/\s+/g, ' ').trim();
  const [first = '', ...others] = text.split(' ');
  const body = others.join(' ');
  const base = verbBase(first, lexicon);
  return { base: `${base}${body ? ` ${body}` : ''}`, body };
}

/**
 * The assumptions a course of action rests on, each worded so that the library can be checked against
 * it: the resource it uses stays available, the adversary does not deny it, the route stays open, there
 * is time, the unit can do it, and doing it achieves its purpose.
 */
export function impliedAssumptions(
  coa: CourseOfAction,
  lexicon: Lexicon,
): { means: string[]; assumptions: ImpliedAssumption[] } {
  const { base, body } = actionCore(coa, lexicon);
  const startsWithKeep =
    KEEP.has(verbBase(coa.text.split(/\s+/)[0] ?? '', lexicon)) &&
    coa.verb !== verbBase(coa.text.split(/\s+/)[0] ?? '', lexicon);
  // "keep relying on GPS ...": the parts come after the second verb.
  let afterVerbs = startsWithKeep ? body.split(' ').slice(1).join(' ') : body;
  if (RELIANCE_VERBS.has(coa.verb)) afterVerbs = afterVerbs.replace(/^(?:on|upon)\s+/i, '');
  const { object, phrases } = phrasesOf(afterVerbs);
  const window = coa.time?.kind === 'window' ? ` ${coa.time.text}` : '';
  const when = coa.time ? ` ${coa.time.text}` : '';
  const means: string[] = [];
  if (RELIANCE_VERBS.has(coa.verb) && object) means.push(object);
  for (const p of phrases) {
    if (p.prep === 'using' || p.prep === 'via') means.push(p.text);
    if (p.prep === 'with' && !PEOPLE.test(p.text)) means.push(p.text);
    if (p.prep === 'by' && !/\d/.test(p.text)) means.push(p.text);
  }
  // "for the convoy to Harrow Point": the beneficiary, with the destination that belongs to it.
  const forAt = phrases.findIndex((p) => p.prep === 'for');
  const forPhrase =
    forAt >= 0
      ? ` for ${phrases[forAt]!.text}${phrases[forAt + 1]?.prep === 'to' ? ` to ${phrases[forAt + 1]!.text}` : ''}`
      : '';
  const movementNoun = [object, ...phrases.map((p) => p.text)].find((t) => MOVEMENT_NOUNS.has(headOf(t)));
  const moves =
    (MOVEMENT_VERBS.has(coa.verb) && !INFORMATION_NOUNS.has(headOf(object))) || movementNoun !== undefined;
  const destination = phrases.find(
    (p) => p.prep === 'to' || p.prep === 'into' || p.prep === 'towards' || p.prep === 'toward',
  );
  const routePhrase = phrases.find((p) => ['along', 'across', 'via', 'through', 'over'].includes(p.prep));
  const site = phrases.find((p) => p.prep === 'at');
  const out: ImpliedAssumption[] = [];
  // Every assumption names the words of the course of action it comes from; words that are not there
  // (a place read from a time, say) imply nothing.
  const add = (kind: AssumptionKind, source: string, statement: string, about?: string) => {
    const words = source.replace(/\s+/g, ' ').trim();
    if (!words || !coa.sentence.replace(/\s+/g, ' ').includes(words)) return;
    out.push({
      kind,
      statement: statement.replace(/\s+/g, ' ').replace(/\s+([.,:])/g, '$1'),
      source: words,
      ...(about ? { about } : {}),
    });
  };
  const phrase = (p: { prep: string; text: string }) => `${p.prep} ${p.text}`;
  // "move the convoy": the verb as written and what it acts on.
  const verbWords = coa.text
    .split(/\s+/)
    .slice(0, startsWithKeep ? 2 : 1)
    .join(' ');
  const action = `${verbWords}${object ? ` ${object}` : ''}`;

  // The resource: what it relies on or uses, what it must obtain, where it moves to, or what it needs to run.
  const meansSource = (m: string) => {
    const p = phrases.find((x) => x.text === m);
    return p ? phrase(p) : m;
  };
  for (const m of means)
    add(
      'resource',
      meansSource(m),
      `${sentenceCase(m)} stays available${forPhrase}${window}.`,
      sentenceCase(m),
    );
  if (ACQUISITION_VERBS.has(coa.verb) && object) {
    add(
      'resource',
      object,
      `${sentenceCase(object)} is available and ready${forPhrase || (destination ? ` for ${destination.text}` : '')}${when}.`,
      sentenceCase(object),
    );
  }
  if (destination && FACILITY_NOUNS.has(headOf(destination.text)) && object) {
    const at = site && phrases.indexOf(site) === phrases.indexOf(destination) + 1 ? ` at ${site.text}` : '';
    add(
      'resource',
      phrase(destination),
      `${sentenceCase(destination.text)}${at} is ready to take ${lowerArticle(withArticle(object))}${window}.`,
      sentenceCase(destination.text),
    );
  }
  if (means.length === 0 && ACTIVITY_VERBS.has(coa.verb) && object && !ACQUISITION_VERBS.has(coa.verb)) {
    add(
      'resource',
      object,
      `${sentenceCase(object)} ${/s$/i.test(headOf(object)) ? 'have' : 'has'} the people, equipment and facilities ${/s$/i.test(headOf(object)) ? 'they need' : 'it needs'}${when}.`,
      sentenceCase(object),
    );
  }
  // The threat: the adversary does not deny what it relies on, or stop the move.
  if (means.length > 0) {
    add(
      'threat',
      means[0]!,
      `The adversary does not jam, spoof, deny or disrupt ${means.join(' or ')}${window}.`,
      means[0],
    );
  } else if (moves || PLACE_TASKS.has(coa.verb) || ACQUISITION_VERBS.has(coa.verb)) {
    add(
      'threat',
      movementNoun && !object.includes(movementNoun) ? movementNoun : action,
      `The adversary does not interfere with ${gerund(coa.verb)} ${afterVerbs || object}${window}.`,
      movementNoun ?? (object || undefined),
    );
  }
  // The route: where it moves stays open.
  if (moves) {
    if (routePhrase)
      add(
        'route',
        phrase(routePhrase),
        `${sentenceCase(routePhrase.text)} stays open${window}.`,
        sentenceCase(routePhrase.text),
      );
    if (site && MOVEMENT_VERBS.has(coa.verb))
      add(
        'route',
        phrase(site),
        `${sentenceCase(site.text)} stays passable${window}.`,
        sentenceCase(site.text),
      );
    const place = destination ?? (movementNoun ? phrases.find((p) => p.prep === 'to') : undefined);
    if (place)
      add(
        'route',
        phrase(place),
        `The route to ${place.text} stays open${window}.`,
        `route to ${place.text}`,
      );
  }
  if (PLACE_TASKS.has(coa.verb) && object)
    add('route', object, `${sentenceCase(object)} can be reached${when}.`, sentenceCase(object));
  // The time: there is time to do it, or the plan holds for the whole window.
  const activity = movementNoun ?? (object || undefined);
  // "the convoy to Harrow Point": a movement with where it goes.
  const movementAt = movementNoun ? phrases.findIndex((p) => p.text === movementNoun) : -1;
  const movement =
    movementNoun && phrases[movementAt + 1]?.prep === 'to' && movementAt >= 0
      ? `${movementNoun} to ${phrases[movementAt + 1]!.text}`
      : movementNoun;
  if (coa.time?.kind === 'deadline')
    add('timeline', coa.time.text, `There is time to ${base} ${coa.time.text}.`, activity);
  else if (coa.time && movement)
    add(
      'timeline',
      coa.time.text,
      `${sentenceCase(withArticle(movement))} keeps to its timings ${coa.time.text}.`,
      activity,
    );
  else if (coa.time)
    add('timeline', coa.time.text, `The timeline holds ${coa.time.text}: ${base}.`, activity);
  // The unit can do it.
  if (coa.actor && !PRONOUN_ACTORS.has(coa.actor.toLowerCase()) && !RELIANCE_VERBS.has(coa.verb)) {
    add(
      'capability',
      coa.actor,
      `${sentenceCase(coa.actor)} has the people, equipment and training to ${base}.`,
      sentenceCase(coa.actor),
    );
  }
  // Doing it achieves the purpose.
  if (coa.purpose) {
    add(
      'purpose',
      coa.purpose,
      `${sentenceCase(gerund(base.split(' ')[0]!))}${base.includes(' ') ? base.slice(base.indexOf(' ')) : ''}${window} achieves its purpose: ${coa.purpose}.`,
      object || undefined,
    );
  }
  return { means, assumptions: out };
}
