import winkNLP, { type PartOfSpeech, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One token from the language pipeline, with its place in the analysed text (`end` exclusive). */
export interface TextToken {
  readonly value: string;
  readonly lower: string;
  readonly start: number;
  readonly end: number;
  /** Universal part-of-speech tag. */
  readonly pos: PartOfSpeech;
  /** Token kind from the tokenizer: word, number, punctuation, symbol, currency, tabCRLF ... */
  readonly kind: string;
  readonly stop: boolean;
}

/** A sentence as a token range and a character range (`end` exclusive). */
export interface TextSentence {
  readonly start: number;
  readonly end: number;
  readonly tokenStart: number;
  readonly tokenEnd: number;
}

/** A named entity found by the pipeline's own recogniser (DATE, TIME, PERCENT, MONEY, CARDINAL ...). */
export interface TextEntity {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly tokenStart: number;
  readonly tokenEnd: number;
}

export interface AnalyzedText {
  readonly tokens: TextToken[];
  readonly sentences: TextSentence[];
  readonly entities: TextEntity[];
}

let instance: WinkMethods | undefined;

// Negation and sentiment are not needed: leaving them out of the pipe saves about a fifth of the time.
function nlp(): WinkMethods {
  instance ??= winkNLP(model, ['sbd', 'pos', 'ner']);
  return instance;
}

/** The character and token range of a span of tokens given as [first, last] (inclusive). */
function tokenRange(tokens: readonly TextToken[], span: number[]): TextSentence {
  const first = tokens[span[0] ?? 0];
  const last = tokens[span[1] ?? 0];
  return {
    start: first?.start ?? 0,
    end: last?.end ?? 0,
    tokenStart: span[0] ?? 0,
    tokenEnd: (span[1] ?? -1) + 1,
  };
}

/**
 * Runs the language pipeline (tokens, sentence boundaries, part of speech, built-in entities) over a
 * text and returns plain arrays with character offsets into that text, plus `offset` (the text's
 * place in a larger one). The pipeline keeps every
 * character (values plus preceding spaces rebuild the input), which is what makes the offsets exact.
 */
export function analyzeText(text: string, offset = 0): AnalyzedText {
  const winkInstance = nlp();
  const its = winkInstance.its;
  const doc = winkInstance.readDoc(text);
  const all = doc.tokens();
  const values = all.out(its.value) as string[];
  const spaces = all.out(its.precedingSpaces) as string[];
  const pos = all.out(its.pos) as PartOfSpeech[];
  const kinds = all.out(its.type) as string[];
  const stops = all.out(its.stopWordFlag) as unknown as boolean[];

  const tokens: TextToken[] = new Array(values.length);
  let position = offset;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] ?? '';
    position += (spaces[i] ?? '').length;
    tokens[i] = {
      value,
      lower: value.toLowerCase(),
      start: position,
      end: position + value.length,
      pos: pos[i] ?? 'X',
      kind: kinds[i] ?? 'word',
      stop: stops[i] ?? false,
    };
    position += value.length;
  }

  const sentences = (doc.sentences().out(its.span) as unknown as number[][])
    .map((span) => tokenRange(tokens, span))
    .filter((s) => s.tokenEnd > s.tokenStart);
  const entityTypes = doc.entities().out(its.type) as string[];
  const entities = (doc.entities().out(its.span) as unknown as number[][]).map((span, i) => ({
    type: entityTypes[i] ?? 'UNKNOWN',
    ...tokenRange(tokens, span),
  }));
  return { tokens, sentences, entities };
}
