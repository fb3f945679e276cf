import { analyzeDocuments } from './analyze';
import { lessonKind, proseLessonKind } from './lesson-sort';
import { CONVOY_AAR, CONVOY_SOP, S2_UPDATE } from './testing/night-convoy-fixture';
import { contextOf } from './test-helpers';

const kindOf = (text: string) => lessonKind(contextOf([text]).corpus.sentences[0]!);

describe('sustains and improves, by what each sentence says', () => {
  it.each([
    ['a. The recovery team reacted within 10 minutes.', 'sustain'],
    ['Both battalions submitted situation reports every four hours without a miss.', 'sustain'],
    ['All weapons were cleared and each clearance was checked by a second person.', 'sustain'],
    ['The bridge was emplaced in 52 minutes, eight minutes faster than the battalion standard.', 'sustain'],
    ['The boat crews\u2019 recovery drill should be kept as it is.', 'sustain'],
    ['a. Strip maps were not issued to every vehicle.', 'improve'],
    ['The NVG batteries in three vehicles were dead.', 'improve'],
    ['No casualty evacuation plan for the far bank had been rehearsed.', 'improve'],
    ['Battery checks during PCIs must be supervised.', 'improve'],
  ])('files "%s" as a %s', (text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });

  it.each([
    '5. SUSTAINS.',
    '4. IMPROVES.',
    'Sustain.',
    'The convoy departed at 2215 and closed on the objective at 0140.',
    'The convoy was to cross the start point at 2200.',
    'Jamming will likely spread west next month.',
  ])('files "%s" under neither', (text) => {
    expect(kindOf(text)).toBeUndefined();
  });

  it('takes the lessons from the report, not from the rules or forecasts selected beside it', async () => {
    const result = await analyzeDocuments({
      question: '',
      analysisType: 'lessons-learned',
      documents: [CONVOY_SOP, S2_UPDATE, CONVOY_AAR],
    });
    const quotes = (title: string) =>
      result.section.groups.find((g) => g.title === title)!.items.map((i) => i.citations[0]!.quote);
    expect(quotes('Sustain')).toEqual(
      expect.arrayContaining([
        'a. The recovery team reacted within 10 minutes.',
        'b. Every vehicle carried its day of water and rations.',
      ]),
    );
    // The AAR files its own improves: a finding of WHAT HAPPENED is not one (the writer did not file it).
    expect(quotes('Improve')).toEqual(['a. Battery checks during PCIs must be supervised.']);
    const all = [...quotes('Sustain'), ...quotes('Improve')];
    expect(all.some((q) => /SUSTAINS|IMPROVES/.test(q))).toBe(false);
    expect(
      result.section.groups.flatMap((g) => g.items).every((i) => i.citations[0]!.documentId === 'aar'),
    ).toBe(true);
  });

  it.each([
    ['We should keep the two-minute radio check; it caught both bad handsets.', 'sustain'],
    ['The generator swap worked well once the crew had the spare cables.', 'sustain'],
    ['Next time the duty officer calls the range tower before anything else.', 'improve'],
    ['We need a second tow bar before the next rotation.', 'improve'],
  ])('reads "%s" in a report without lesson headings as a %s', (text, kind) => {
    expect(proseLessonKind(contextOf([text]).corpus.sentences[0]!)).toBe(kind);
  });

  it.each([
    'The tower lost power at 0915 and the range stood down for forty minutes.',
    'Nobody told the ammunition point that the range had closed.',
    'Both companies reported their strength at 0600.',
  ])('takes the finding "%s" in a report without lesson headings for no lesson', (text) => {
    expect(proseLessonKind(contextOf([text]).corpus.sentences[0]!)).toBeUndefined();
  });
});
