import { HashingEmbedder } from '../embed/hashing-embedder';
import { analyzeDocuments } from './analyze';
import { reviewCompliance } from './compliance-judge';
import { buildContext } from './context';
import { buildCorpus } from './corpus';
import { CONVOY_AAR, CONVOY_SOP, S2_UPDATE } from './testing/night-convoy-fixture';
import { contextOf } from './test-helpers';

function verdicts(documents = [S2_UPDATE, CONVOY_AAR, CONVOY_SOP]) {
  const ctx = buildContext(buildCorpus(documents), '', 'compliance-review', new HashingEmbedder());
  return reviewCompliance(ctx).findings.map((f) => ({
    requirement: ctx.corpus.sentences[f.requirement.sentence]!.text.trim(),
    verdict: f.verdict,
    evidence: f.evidence === undefined ? undefined : ctx.corpus.sentences[f.evidence]!.text.trim(),
    reason: f.reason,
  }));
}

const find = (list: ReturnType<typeof verdicts>, words: string) =>
  list.find((v) => v.requirement.includes(words));

describe('compliance review of a report against a standard', () => {
  it('judges each rule of the SOP against the AAR: met, not met or not evidenced', () => {
    const list = verdicts();
    // Paragraph 4 is one rule of two sentences: one finding, met by its water and rations.
    expect(list).toHaveLength(7);
    expect(find(list, 'strip maps are issued')).toMatchObject({
      verdict: 'not met',
      evidence: 'a. Strip maps were not issued to two of the nine vehicles.',
      reason: 'it says "were not issued"',
    });
    expect(find(list, 'fresh batteries')).toMatchObject({
      verdict: 'not met',
      reason: 'it says "were dead"',
    });
    expect(find(list, 'overdue convoy will be treated')).toMatchObject({
      verdict: 'not met',
      reason: '35 minutes where the limit is 15 minutes',
    });
    expect(find(list, 'pre-combat inspections')).toMatchObject({ verdict: 'met' });
    expect(find(list, 'water and rations')).toMatchObject({
      verdict: 'met',
      evidence: 'b. Every vehicle carried its day of water and rations.',
    });
    expect(find(list, 'combat lifesaver')).toBeUndefined();
    expect(find(list, 'radio contact')).toMatchObject({ verdict: 'not evidenced', evidence: undefined });
  });

  it('reads a prohibition the other way round: the forbidden act reported is not met, denied is met', () => {
    const sop =
      'SOP.\n\n- No alcohol in the barracks\n- No loud music in the barracks after 2200 hours\n- Maintain the visitor log';
    const log =
      'No alcohol was found in the barracks during the room checks. Loud music played in the barracks until 0130 and the CQ did not stop it.';
    const ctx = contextOf([log, sop]);
    const findings = reviewCompliance(ctx).findings.map((f) => [
      ctx.corpus.sentences[f.requirement.sentence]!.text,
      f.verdict,
    ]);
    expect(findings).toEqual(
      expect.arrayContaining([
        ['- No alcohol in the barracks', 'met'],
        ['- No loud music in the barracks after 2200 hours', 'not met'],
      ]),
    );
  });

  it('words the section with both citations and the verdict counts', async () => {
    const result = await analyzeDocuments({
      question: '',
      analysisType: 'compliance-review',
      documents: [S2_UPDATE, CONVOY_AAR, CONVOY_SOP],
    });
    expect(result.section.summary).toBe(
      '7 requirements of Night Convoy SOP Annex reviewed against S2 Threat Update GPS Jamming, AAR Notes Night Convoy: 3 not met, 2 met, 2 not evidenced.',
    );
    const notMet = result.section.groups.find((g) => g.title === 'Not met')!.items;
    expect(notMet[0]!.citations.map((c) => c.documentId)).toEqual(['sop', 'aar']);
    expect(notMet[0]!.text).toContain('Not met: AAR Notes Night Convoy says "a. Strip maps were not issued');
    expect(result.section.groups.map((g) => g.title)).toEqual(['Not met', 'Met', 'Not evidenced']);
  });

  it('names what the question or the standard asks that no document covers', async () => {
    const result = await analyzeDocuments({
      question: 'Is casualty evacuation planned for the convoy?',
      analysisType: 'gap-analysis',
      documents: [S2_UPDATE, CONVOY_AAR, CONVOY_SOP],
    });
    const group = (title: string) => result.section.groups.find((g) => g.title === title)!.items;
    expect(group('Gaps (requirement against status)').length).toBeGreaterThanOrEqual(3);
    expect(group('Requirements no document covers').map((i) => i.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('c. Do not halt in built-up areas.')]),
    );
    expect(group('Question not covered').map((i) => i.text)).toEqual([
      'The question asks about "casualty evacuation", but no selected document covers it.',
    ]);
    expect(result.section.summary).not.toMatch(/^0 gaps/);
  });
});
