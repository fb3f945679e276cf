import { WITHHELD_SOURCE_TEXT } from '@csw/contracts';

/*
 * Saved results follow access. A saved result (THINK's analysis, an ADVISE consultation or council, a CREATE
 * draft of a model, the data export of them) keeps the words of the sources it quoted. Whenever one is shown
 * or exported, the reader's access to each quoted document is checked again, and the words of a document
 * they can no longer read (a share revoked, a document above their clearance, a document deleted) are
 * withheld: WITHHELD_SOURCE_TEXT takes their place. Every such path goes through withholdUnreadableSources,
 * against the sources the server recorded for the result (platform/recorded-sources.ts).
 *
 * Where a source's words sit in a stored result:
 * - a citation (any object with a `documentId` and a `quote`: THINK's passages, findings and evidence,
 *   ADVISE's findings, council messages and ACH evidence, CREATE's draft citations, a model answer's
 *   numbered sources): its quote;
 * - a finding that rests on withheld sources (an object whose `citation` is withheld, or whose `citations`
 *   are all withheld): its prose fields (FINDING_PROSE), which quote or paraphrase them (an assumption's
 *   statement, an item's text, a precedent's lesson ...); a passage's highlights (offsets into the quote);
 * - generated prose with no pointer of its own (THINK's plain-text rendering and most relevant passages,
 *   summaries, a model's answer, a model draft's source list ...): every run of five words or more of a
 *   withheld quote, of a withheld finding's statement, or of what a withheld finding quoted in quotation
 *   marks, wherever it is repeated; and a repeat of a withheld finding's whole text (a council reply's
 *   message is also its message's content). What such prose says in its own words about a source is not
 *   recognisable and stays.
 * Titles, markings, pages and offsets stay: the reader learns that a source was cited, not what it says.
 */

/** A stored citation: the one citation shape (contracts' citationSchema), or anything that carries one. */
interface StoredCitation {
  documentId: string;
  quote: string;
}

type Json = Record<string, unknown>;

/** The fields of a finding that speak its sources' words. */
const FINDING_PROSE = new Set([
  'text',
  'statement',
  'cue',
  'whyItMustHold',
  'ratingReason',
  'impactIfWrong',
  'reason',
  'lesson',
  'cause',
  'detail',
  'message',
  'changedAssumption',
  'whatIf',
  'consequence',
  'alternative',
  'excerpt',
  'snippet',
  'passage',
]);
/** The fields of a finding that are a sentence of its source as written (THINK's assumptions). */
const SOURCE_SENTENCES = new Set(['statement', 'cue']);
/**
 * The fields of a finding whose whole text is saved again elsewhere (a council reply's message is its
 * message's content too); other fields can be fixed sentences that readable findings share.
 */
const REPEATED_PROSE = new Set(['text', 'message']);
/** Identifiers and kinds: never prose. */
const NEVER_PROSE = new Set(['id', 'documentId', 'conversationId', 'kind', 'createdAt', 'timestamp']);

/** A run of this many words of a withheld text is withheld wherever it is repeated. */
const RUN_WORDS = 5;
/** A text shorter than this (in words) is too common to be recognised elsewhere. */
const MIN_RUN_WORDS = 3;
const WORD = /[\p{L}\p{N}]+/gu;
/** Words in quotation marks inside a withheld finding's prose: what it quoted of its source. */
const QUOTED = /["\u201c]([^"\u201c\u201d]+)["\u201d]/g;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The deepest a walk over a stored value goes. Requests deeper than 64 levels are refused at the edge, so only
 * a value stored before that limit can be deeper: what lies below this depth is dropped from the redacted
 * value rather than walked (a walk that deep would overflow the stack and answer 500).
 */
const MAX_WALK_DEPTH = 100;

const isCitation = (value: Json): value is Json & StoredCitation =>
  typeof value.documentId === 'string' && typeof value.quote === 'string';

/** Every document id a stored value's citations point at, each once. */
export function citedDocumentIds(stored: unknown): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > MAX_WALK_DEPTH) return;
    if (Array.isArray(value)) value.forEach((v) => visit(v, depth + 1));
    else if (isObject(value)) {
      if (isCitation(value)) ids.add(value.documentId);
      else Object.values(value).forEach((v) => visit(v, depth + 1));
    }
  };
  visit(stored, 0);
  return [...ids];
}

/** How the words of a stored value are withheld, once its withheld sources are known. */
class Withholder {
  /** Runs of words to withhold, by length in words. */
  private readonly runs = new Map<number, Set<string>>();
  /** The whole prose of withheld findings, withheld wherever it is repeated. */
  private readonly prose = new Set<string>();
  readonly withheld = new Set<string>();
  /** The value goes deeper than MAX_WALK_DEPTH: what lies below was not read, so it is dropped. */
  tooDeep = false;

  constructor(private readonly mayRead: (documentId: string) => boolean) {}

  private readable(value: unknown): boolean {
    return !isObject(value) || !isCitation(value) || this.mayRead(value.documentId);
  }

  /** Whether an object is a finding resting on withheld sources only (not itself a citation). */
  restsOnWithheld(value: Json): boolean {
    if (isCitation(value)) return false;
    if (isObject(value.citation) && isCitation(value.citation)) return !this.readable(value.citation);
    const citations = value.citations;
    return (
      Array.isArray(citations) &&
      citations.length > 0 &&
      citations.every((c) => isObject(c) && isCitation(c) && !this.readable(c))
    );
  }

  private remember(text: string): void {
    const words = [...text.matchAll(WORD)].map((m) => m[0].toLowerCase());
    if (words.length < MIN_RUN_WORDS) return;
    const n = Math.min(RUN_WORDS, words.length);
    const runs = this.runs.get(n) ?? new Set<string>();
    for (let i = 0; i + n <= words.length; i += 1) runs.add(words.slice(i, i + n).join(' '));
    this.runs.set(n, runs);
  }

  /** First pass: which sources are withheld, and which words of theirs to look for. */
  learn(value: unknown, depth = 0): void {
    if (depth > MAX_WALK_DEPTH) {
      this.tooDeep = true;
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((v) => this.learn(v, depth + 1));
      return;
    }
    if (!isObject(value)) return;
    if (isCitation(value)) {
      if (!this.mayRead(value.documentId)) {
        this.withheld.add(value.documentId);
        this.remember(value.quote);
      }
      return;
    }
    if (this.restsOnWithheld(value)) {
      for (const [key, field] of Object.entries(value)) {
        if (!FINDING_PROSE.has(key) || typeof field !== 'string' || field === WITHHELD_SOURCE_TEXT) continue;
        if (REPEATED_PROSE.has(key)) this.prose.add(field);
        if (SOURCE_SENTENCES.has(key)) this.remember(field);
        for (const quoted of field.matchAll(QUOTED)) this.remember(quoted[1]!);
      }
    }
    Object.values(value).forEach((v) => this.learn(v, depth + 1));
  }

  /** Second pass: the value with the withheld words replaced. */
  redact(value: unknown, depth = 0): unknown {
    if (depth > MAX_WALK_DEPTH) return null;
    if (typeof value === 'string') return this.scrub(value);
    if (Array.isArray(value)) return value.map((v) => this.redact(v, depth + 1));
    if (!isObject(value)) return value;
    if (isCitation(value)) {
      return this.mayRead(value.documentId) ? value : { ...value, quote: WITHHELD_SOURCE_TEXT };
    }
    const finding = this.restsOnWithheld(value);
    const out: Json = {};
    for (const [key, field] of Object.entries(value)) {
      if (finding && FINDING_PROSE.has(key) && typeof field === 'string') out[key] = WITHHELD_SOURCE_TEXT;
      else if (finding && key === 'highlights' && Array.isArray(field)) out[key] = [];
      else if (NEVER_PROSE.has(key)) out[key] = field;
      else out[key] = this.redact(field, depth + 1);
    }
    return out;
  }

  /** A text with every run of withheld words in it replaced (with the quotation marks around it). */
  private scrub(text: string): string {
    if (this.prose.has(text)) return WITHHELD_SOURCE_TEXT;
    if (this.runs.size === 0) return text;
    const words = [...text.matchAll(WORD)].map((m) => ({
      word: m[0].toLowerCase(),
      start: m.index,
      end: m.index + m[0].length,
    }));
    const runAt = (i: number, n: number) =>
      words
        .slice(i, i + n)
        .map((w) => w.word)
        .join(' ');
    const covered = new Array<boolean>(words.length).fill(false);
    let any = false;
    for (const [n, runs] of this.runs) {
      for (let i = 0; i + n <= words.length; i += 1) {
        if (!runs.has(runAt(i, n))) continue;
        covered.fill(true, i, i + n);
        any = true;
      }
    }
    if (!any) return text;
    let out = '';
    let at = 0;
    for (let i = 0; i < words.length; i += 1) {
      if (!covered[i]) continue;
      let j = i;
      while (j + 1 < words.length && covered[j + 1]) j += 1;
      const [start, end] = spanAround(text, words[i]!.start, words[j]!.end);
      out += text.slice(at, Math.max(at, start)) + WITHHELD_SOURCE_TEXT;
      at = Math.max(at, end);
      i = j;
    }
    return out + text.slice(at);
  }
}

/**
 * The span a withheld run of words takes in a text: with the ellipsis and the closing stop of a clipped
 * or whole quote, and the quotation marks around it when it is all that they hold.
 */
function spanAround(text: string, start: number, end: number): [number, number] {
  let s = start;
  let e = end;
  while (s > 0 && text[s - 1] === '\u2026') s -= 1;
  while (e < text.length && /[.;:,!?\u2026]/.test(text[e]!)) e += 1;
  if (s > 0 && /["\u201c]/.test(text[s - 1]!) && e < text.length && /["\u201d]/.test(text[e]!)) {
    s -= 1;
    e += 1;
  }
  return [s, e];
}

/**
 * THE redaction of a stored result for a reader: `mayRead` says whether the reader may still read a
 * document (by id). Returns the value with the words of every other cited document withheld (see the top
 * of this file) and the ids of those documents; a value that cites nothing withheld comes back as it was.
 */
export function withholdUnreadableSources<T>(
  stored: T,
  mayRead: (documentId: string) => boolean,
): { value: T; withheld: string[] } {
  const withholder = new Withholder(mayRead);
  withholder.learn(stored);
  if (withholder.withheld.size === 0 && !withholder.tooDeep) return { value: stored, withheld: [] };
  return { value: withholder.redact(stored) as T, withheld: [...withholder.withheld] };
}
