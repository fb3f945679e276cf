import names from './gazetteers.json';

/**
 * Gazetteers of names the language model does not know: military units, organisations, places
 * (countries, regions, waters, bases and space sites) and equipment. An entry is a canonical name
 * followed by its aliases; matching is case-sensitive and on word boundaries.
 *
 * The lists are gazetteers.json, where a name without aliases is written alone. Places run: the
 * countries and states that staff documents name most often; the aliases of some of them, and the
 * nationality adjectives that name the state behind an actor ("a Russian inspector satellite"); regions,
 * waters and chokepoints; bases, ranges and space sites; orbits.
 */
type GazetteerEntry = string | readonly string[];

const entries = (list: readonly GazetteerEntry[]): readonly (readonly string[])[] =>
  list.map((entry) => (typeof entry === 'string' ? [entry] : entry));

export const UNIT_NAMES = entries(names.units);
export const ORGANIZATION_NAMES = entries(names.organizations);
export const PLACE_NAMES = entries(names.places);
export const EQUIPMENT_NAMES = entries(names.equipment);
