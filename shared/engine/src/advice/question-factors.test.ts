import type { SourceDocument } from '../analysis/types';
import { analyseScenario } from './strategic-analysis';
import { councilReplies } from './council';
import { namedFactors } from './question-factors';

const doc = (id: string, title: string, text: string): SourceDocument => ({
  id,
  title,
  classification: 'UNCLASS',
  createdAt: '2030-05-01T00:00:00.000Z',
  text,
});

// A small day of a sapper battalion's own documents, written for these tests.
const LIBRARY: readonly SourceDocument[] = [
  doc(
    'annex',
    'Annex Q Casualty Evacuation',
    'Q-2. Ground evacuation from the far bank to the Role 2 at KESTREL takes about 95 minutes, beyond the 60-minute battalion standard. Q-3. No air CASEVAC at night beyond the river: the aviation brigade flies only by day.',
  ),
  doc(
    'rehearsal',
    'Rehearsal notes, ferry site LANTERN',
    'REHEARSAL NOTES, FERRY SITE LANTERN\n3. SUSTAINS.\nThe rafts were assembled within the standard.\n4. IMPROVES.\nThe casualty evacuation drill took 70 minutes from the far bank because the ambulances waited at the near-bank holding area.',
  ),
  doc(
    'intel',
    'S2 update 14',
    'The 4th Rocket Battery can reach the ferry sites from its firing points east of the ridge. Enemy observers were reported on the high ground above site LANTERN.',
  ),
  doc(
    'space',
    'Space support note',
    '6.1 Suspected hostile activity against a friendly satellite degraded imagery for two days last month.',
  ),
];

const QUESTION =
  'Should we raft the battalion across at site LANTERN at night given the casualty evacuation timelines?';

describe('the factors a question names', () => {
  it('reads the decision’s condition and each factor after "given", by kind', () => {
    expect(
      namedFactors(
        'Should we push the convoy through by night given the fuel shortfall, the bridge timelines and the rocket threat?',
      ).map((f) => [f.text, f.kind]),
    ).toEqual([
      ['by night', 'restriction'],
      ['the fuel shortfall', 'shortfall'],
      ['the bridge timelines', 'time'],
      ['the rocket threat', 'threat'],
    ]);
    // A list shares its head noun: each piece is a shortfall, searched by its own words.
    const shortfalls = namedFactors(
      'Can the FSC support the attack given the fuel, water and ammunition shortfalls?',
    );
    expect(shortfalls.map((f) => [f.text, f.kind, f.topic.length])).toEqual([
      ['the fuel', 'shortfall', 1],
      ['water and ammunition shortfalls', 'shortfall', 2],
    ]);
    expect(namedFactors('Should we attack OBJ IRON?')).toEqual([]);
  });

  it('weighs a time against its standard and a restriction with the passages that state them, cited', () => {
    const a = analyseScenario({ scenario: QUESTION, mode: 'Challenge', documents: LIBRARY });
    const [night, timelines] = a.factors!;
    expect(night).toMatchObject({ text: 'at night', kind: 'restriction', bearing: 'against' });
    expect(night!.citations[0]?.quote).toMatch(/^No air CASEVAC at night/);
    expect(timelines).toMatchObject({
      text: 'the casualty evacuation timelines',
      kind: 'time',
      bearing: 'against',
    });
    expect(timelines!.finding).toContain('95 minutes against a standard of 60 minutes');
    expect(timelines!.citations.map((c) => c.documentId)).toEqual(
      expect.arrayContaining(['annex', 'rehearsal']),
    );
    // They lead the recommendations and the recommended course of action; the unrelated passage does not.
    expect(a.recommendations[0]?.text).toBe(a.factors!.find((f) => f.bearing === 'against')!.finding);
    expect(a.recommendedCourseOfAction).toContain('95 minutes against a standard of 60 minutes');
    expect(JSON.stringify(a.recommendations)).not.toContain('satellite');
    expect(a.evidence.contradicting.some((e) => e.citation.documentId === 'annex')).toBe(true);
    expect(a.summary).toMatch(
      /^On your question: at night weighs against it; and the casualty evacuation timelines weighs against it\. /,
    );
  });

  it('says a factor no document speaks of is not evidenced, never weighed by a guess', () => {
    const a = analyseScenario({
      scenario: 'Should we raft the battalion across at site LANTERN given the bridging boat shortfall?',
      mode: 'Challenge',
      documents: LIBRARY,
    });
    expect(a.factors).toEqual([
      expect.objectContaining({
        text: 'the bridging boat shortfall',
        bearing: 'not-evidenced',
        citations: [],
      }),
    ]);
  });

  it("takes the user's own rehearsal notes as a precedent, with the outcome their heading gives", () => {
    const a = analyseScenario({ scenario: QUESTION, mode: 'Challenge', documents: LIBRARY });
    const history = a.personas.historian!;
    expect(history.analysis).not.toMatch(/no precedent/i);
    expect(history.details).toMatchObject({ method: 'precedents' });
    const precedents = history.details.method === 'precedents' ? history.details.precedents : [];
    expect(precedents).toContainEqual(
      expect.objectContaining({
        outcome: 'failure',
        citation: expect.objectContaining({ documentId: 'rehearsal' }),
      }),
    );
  });
});

describe('the council on a question with factors', () => {
  const now = () => new Date('2030-05-02T10:00:00.000Z');

  it('weighs the factors once, first, and no two advisors say the same thing', () => {
    const replies = [
      ...councilReplies({
        question: QUESTION,
        advisorIds: ['skeptic', 'historian', 'commander'],
        documents: LIBRARY,
        now,
      }),
    ];
    expect(replies).toHaveLength(3);
    expect(replies[0]!.message).toMatch(/^On your question: At night \(a restriction\) weighs against it/);
    expect(replies[0]!.citations.map((c) => c.documentId)).toContain('annex');
    expect(replies.slice(1).every((r) => !r.message.includes('On your question'))).toBe(true);
    expect(new Set(replies.map((r) => r.message)).size).toBe(3);
  });

  it('lets an advisor that agrees and has nothing new say so once', () => {
    // No document: the skeptic and the innovator both find nothing to check, and say the same neutral verdict.
    const replies = [
      ...councilReplies({
        question: 'Should we wait?',
        advisorIds: ['skeptic', 'innovator'],
        documents: [],
        now,
      }),
    ];
    const second = replies[1]!;
    if (second.type === 'agreement') {
      expect(second.message).not.toContain(replies[0]!.message.split(' Confidence')[0]!);
    }
    expect(second.message).not.toBe(replies[0]!.message);
  });
});
