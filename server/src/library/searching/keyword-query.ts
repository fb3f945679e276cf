import { sql, type SQL } from 'drizzle-orm';
import { expandQuery, foldText, lowerWords, type ExpandedQuery } from '@csw/engine';

/**
 * One word of the query (or a phrase the expansion treats as one) and its alternatives: a document matches
 * the group when it holds the word or any of its expansions (POL | petroleum, oils and lubricants).
 */
export interface KeywordGroup {
  /** The query's own tokens, all required (PostgreSQL's parser splits them as it split the documents). */
  tokens: string[];
  /** Expansions and synonyms: any one of them also matches the group. */
  alternatives: string[];
  words: Set<string>;
}

export interface KeywordPlan {
  expanded: ExpandedQuery;
  groups: KeywordGroup[];
}

/** More words than this are searched by meaning only: a pasted paragraph is not a keyword query. */
export const MAX_KEYWORD_GROUPS = 32;

const wordsOf = (text: string) => lowerWords(foldText(text));

/**
 * Plans the keyword side of a search. The query's whitespace tokens become groups (the strict query needs
 * every group, the any-word fallback one of them); the engine's expansions (acronyms both ways, synonyms)
 * are attached to the groups they came from, a multi-word expansion source ("petroleum oils lubricants")
 * merging its words into one group. Nothing of the query is ever parsed as query syntax: each text goes to
 * plainto_tsquery as a bound value.
 */
export function planKeywordQuery(query: string): KeywordPlan {
  const expanded = expandQuery(query);
  const seen = new Set<string>();
  let groups: KeywordGroup[] = [];
  for (const token of expanded.original.split(' ')) {
    const words = wordsOf(token);
    const key = words.join(' ');
    if (words.length === 0 || seen.has(key)) continue;
    seen.add(key);
    groups.push({ tokens: [token], alternatives: [], words: new Set(words) });
  }
  for (const step of expanded.steps) {
    const from = new Set(wordsOf(step.from));
    const sources = groups.filter((g) => [...g.words].every((w) => from.has(w)));
    if (sources.length === 0) continue;
    const [target, ...merged] = sources;
    for (const other of merged) {
      target!.tokens.push(...other.tokens);
      target!.alternatives.push(...other.alternatives);
      for (const w of other.words) target!.words.add(w);
    }
    groups = groups.filter((g) => !merged.includes(g));
    if (!target!.alternatives.includes(step.to)) target!.alternatives.push(step.to);
  }
  return { expanded, groups: groups.slice(0, MAX_KEYWORD_GROUPS) };
}

/** A group as a tsquery: its own tokens together, or any alternative. */
function groupQuery(group: KeywordGroup): SQL {
  const parts = [group.tokens.join(' '), ...group.alternatives].map(
    (text) => sql`plainto_tsquery('english', ${text})`,
  );
  return sql`(${sql.join(parts, sql` || `)})`;
}

/**
 * The one-row FROM item `q` of a keyword search: columns g0..gN (each group), n (groups that hold a
 * searchable word: stop words make an empty tsquery), strict (every group) and anyword (any group).
 * An empty tsquery drops out of && and || by PostgreSQL's rules, so stop-word groups never block a match.
 */
export function keywordQuerySource(groups: readonly KeywordGroup[]): SQL {
  const columns = groups.map((g, i) => sql`${groupQuery(g)} AS ${sql.raw(`g${i}`)}`);
  const names = groups.map((_, i) => sql.raw(`g${i}`));
  const count = sql.join(
    names.map((g) => sql`(numnode(${g}) > 0)::int`),
    sql` + `,
  );
  return sql`(SELECT ${sql.join(names, sql`, `)}, ${count} AS n, ${sql.join(names, sql` && `)} AS strict, ${sql.join(names, sql` || `)} AS anyword
    FROM (SELECT ${sql.join(columns, sql`, `)}) AS groups) AS q`;
}

/** How many groups a document row `d` matches (for the any-word fallback; the strict query matches all). */
export function matchedGroups(groups: readonly KeywordGroup[]): SQL {
  return sql.join(
    groups.map(
      (_, i) => sql`(numnode(${sql.raw(`q.g${i}`)}) > 0 AND d.search_vector @@ ${sql.raw(`q.g${i}`)})::int`,
    ),
    sql` + `,
  );
}
