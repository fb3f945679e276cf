/**
 * The short name an order uses for a place: the control measure's abbreviation and its name, without the
 * description that follows it ("Objective RAVEN, the bridge over the Lemon River at grid NK 123 456" is
 * OBJ RAVEN). The full description stays in the restated mission; tasks name the place once, briefly.
 */

// Control measures and their abbreviations (FM 1-02.2 usage), the longest first.
const CONTROL_MEASURES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^named area of interest\b/i, 'NAI'],
  [/^target area of interest\b/i, 'TAI'],
  [/^forward operating base\b/i, 'FOB'],
  [/^main supply route\b/i, 'MSR'],
  [/^alternate supply route\b/i, 'ASR'],
  [/^line of departure\b/i, 'LD'],
  [/^engagement area\b/i, 'EA'],
  [/^assembly area\b/i, 'AA'],
  [/^battle position\b/i, 'BP'],
  [/^attack position\b/i, 'ATK POS'],
  [/^landing zone\b/i, 'LZ'],
  [/^drop zone\b/i, 'DZ'],
  [/^phase line\b/i, 'PL'],
  [/^checkpoint\b/i, 'CP'],
  [/^objective\b/i, 'OBJ'],
];

// "at grid NK 123 456", "vicinity NK 1234 5678": a grid reference after the name.
const GRID = /\s+(?:at|vicinity|vic\.?|near)\s+(?:grid\s+)?[A-Z]{2}\s?\d{2,5}\s?\d{2,5}\s*$/i;

/** The short name of a place as an order writes it. */
export function placeName(place: string): string {
  const full = place.trim();
  // The name comes before its description: "Objective RAVEN, the bridge ...", "Hill 402 (the ridge)".
  const head = full.split(/\s*[,;(]\s*/)[0]!.trim() || full;
  const name = head.replace(GRID, '').trim() || head;
  for (const [pattern, abbreviation] of CONTROL_MEASURES) {
    // Only a named measure is abbreviated ("Objective RAVEN"), not the word alone ("the objective").
    if (pattern.test(name) && /\s+\S/.test(name.replace(pattern, '')))
      return name.replace(pattern, abbreviation);
  }
  return name;
}

// A place as a task's object gives it: "in AO BLUE", "at LRP 2", "from FOB HAMMER to COP KEYSTONE".
const LEADING_PREPOSITION =
  /^(?:in|at|of|on|along|near|across|within|through|vicinity of|vic\.?|(?:north|south|east|west) of)\s+/i;
const FROM_TO = /^(?:from\s+.+?\s+)?to\s+(.+)$/i;

/**
 * The place a task is done at or goes to, without the word that introduced it: "from FOB HAMMER to COP
 * KEYSTONE" goes to COP KEYSTONE, "at LRP 2" is LRP 2; a name stays as it is.
 */
export function objectiveOf(place: string): string {
  const trimmed = place.trim();
  const destination = FROM_TO.exec(trimmed);
  if (destination) return destination[1]!.trim();
  return trimmed.replace(LEADING_PREPOSITION, '').replace(/^from\s+/i, '') || trimmed;
}
