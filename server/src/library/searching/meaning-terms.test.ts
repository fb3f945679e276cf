import { addMeaningAlternatives, isQuestion, MEANING_MAX_WORDS } from './meaning-terms';

// WordNet's answers for the words used here (a stand-in for the dictionary files).
const lexicon = {
  related: (word: string): ReadonlySet<string> =>
    new Set(
      (
        {
          find: ['discover', 'detect', 'happen upon', 'the'],
          enemy: ['foe', 'adversary'],
        } as Record<string, string[]>
      )[word] ?? [],
    ),
};

describe('words of the same meaning', () => {
  test('adds one-word alternatives the library holds, sharing a part of the word weight, to its group', () => {
    const terms = [
      { lexeme: 'find', weight: 1 },
      { lexeme: 'enemi', weight: 2 },
    ];
    const groups = [['find'], ['enemi']];
    // The library holds "detect" and "adversary", not "discover" or "foe".
    const held = (lexeme: string) => lexeme === 'detect' || lexeme === 'adversari';
    expect(addMeaningAlternatives(['find', 'enemy'], terms, groups, held, lexicon)).toBe(true);
    expect(terms).toEqual([
      { lexeme: 'find', weight: 1 },
      { lexeme: 'enemi', weight: 2 },
      { lexeme: 'detect', weight: 0.3 },
      { lexeme: 'adversari', weight: 0.6 },
    ]);
    expect(groups).toEqual([
      ['find', 'detect'],
      ['enemi', 'adversari'],
    ]);
  });

  test('a long query or one with nothing to add is left as it is', () => {
    const words = Array.from({ length: MEANING_MAX_WORDS + 1 }, () => 'find');
    const terms = [{ lexeme: 'find', weight: 1 }];
    expect(addMeaningAlternatives(words, terms, [['find']], () => true, lexicon)).toBe(false);
    expect(addMeaningAlternatives(['orbit'], terms, [['find']], () => true, lexicon)).toBe(false);
    expect(terms).toEqual([{ lexeme: 'find', weight: 1 }]);
  });
});

describe('a query asked as a question', () => {
  test('opens with an interrogative or an auxiliary', () => {
    expect(isQuestion('how do units find their way when satellite positioning is denied')).toBe(true);
    expect(isQuestion('What fuel stock must each site report?')).toBe(true);
    expect(isQuestion('Is the receiver jammed')).toBe(true);
  });

  test('a list of terms, a title or an empty query is not', () => {
    expect(isQuestion('satellite positioning denied')).toBe(false);
    expect(isQuestion('Positioning, Navigation and Timing Reference Guide')).toBe(false);
    expect(isQuestion('   ')).toBe(false);
  });
});
