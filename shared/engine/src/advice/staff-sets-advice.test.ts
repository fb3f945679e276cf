import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SourceDocument } from '../analysis/types';
import { sharedMaterial } from '../test/shared-material';
import { councilReplies } from './council';
import { analyseScenario } from './strategic-analysis';

/**
 * ADVISE on the labelled staff sets (written outside the team, read where they lie): a question per set
 * about its order, naming a factor, with the set's text files as the library (the .docx and .pdf files go
 * through the product's extraction, tested on the server). The answer weighs the factor with a passage of
 * the set, the Historian takes the set's own report as a precedent, and the council's advisors never say
 * the same thing.
 */
const SETS = sharedMaterial('corpus/staff-sets');

const QUESTIONS: Readonly<Record<string, string>> = {
  'set-a-aviation-air-assault':
    'Should we launch the second lift from PZ BRAMBLE given the air defense threat?',
  'set-b-engineer-route-clearance':
    'Should the clearance patrol push past CP 9 given the IED threat at the culverts?',
  'set-c-fsc-rom-field-feeding': 'Should the FSC run the ROM at ROM MAPLE given the fuel shortfall?',
  'set-d-signal-pace-outage':
    'Should fires data go to HF as the alternate given the enemy direction-finding threat?',
};

function library(set: string): { documents: SourceDocument[]; report: string } {
  const dir = path.join(SETS, set);
  const labels = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as {
    files: { report: string };
  };
  const documents = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => ({
      id: f,
      title: f,
      classification: 'UNCLASS' as const,
      createdAt: '2027-01-01T00:00:00.000Z',
      text: readFileSync(path.join(dir, f), 'utf8'),
    }));
  return { documents, report: labels.files.report };
}

describe.each(Object.keys(QUESTIONS))('ADVISE on %s', (set) => {
  const question = QUESTIONS[set]!;
  const { documents, report } = library(set);
  const analysis = analyseScenario({ scenario: question, mode: 'Challenge', documents });

  it('weighs the factor the question names with a passage of the set, first among the recommendations', () => {
    const [factor] = analysis.factors!;
    expect(factor).toMatchObject({ kind: expect.stringMatching(/threat|shortfall/) });
    expect(factor!.bearing).not.toBe('not-evidenced');
    expect(factor!.citations.length).toBeGreaterThan(0);
    expect(analysis.recommendations[0]!.text).toBe(factor!.finding);
  });

  it("takes the set's own report as a precedent", () => {
    const history = analysis.personas.historian!;
    expect(history.analysis).not.toMatch(/no precedent/i);
    const precedents = history.details.method === 'precedents' ? history.details.precedents : [];
    expect(precedents.some((p) => p.citation.documentId === report)).toBe(true);
  });

  it('lets no two advisors of the council say the same thing', () => {
    const replies = [
      ...councilReplies({
        question,
        advisorIds: ['skeptic', 'historian', 'commander'],
        documents,
        now: () => new Date('2027-01-02T00:00:00.000Z'),
      }),
    ];
    expect(new Set(replies.map((r) => r.message)).size).toBe(replies.length);
    expect(replies[0]!.message).toMatch(/^On your question: /);
  });
});
