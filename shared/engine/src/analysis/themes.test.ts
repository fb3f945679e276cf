import { findThemes } from './themes';
import { pmesiiCoverage } from './pmesii';
import { contextOf } from './test-helpers';

describe('themes', () => {
  it('counts phrases and entities that recur across documents, folding sub-phrases', () => {
    const ctx = contextOf([
      'Air defense radars protect the port. The 3rd Battalion guards the port.',
      'Enemy drones probe our air defense radars near the port.',
      'Training schedules slipped.',
    ]);
    const themes = findThemes(ctx.corpus, ctx.entities);
    const labels = themes.patterns.map((p) => p.label);
    expect(labels).toEqual(expect.arrayContaining(['Air defense radars', 'port']));
    expect(labels).not.toContain('defense radars');
    expect(labels).not.toContain('Training schedules');
    const port = themes.patterns.find((p) => p.label === 'port')!;
    expect(port).toMatchObject({ documentCount: 2, mentions: 3 });
    expect(port.citations.map((c) => c.documentId)).toEqual(['d1', 'd2']);
    expect(themes.total).toBe(themes.keys.size);
  });
});

describe('PMESII-PT coverage', () => {
  it('counts the documents that cover each variable', () => {
    const ctx = contextOf([
      'The government and parliament debated sanctions. Budget costs rose.',
      'Troops and missiles moved; the weather and terrain slowed them.',
    ]);
    const coverage = Object.fromEntries(pmesiiCoverage(ctx.corpus).map((c) => [c.variable, c.documentCount]));
    expect(coverage).toMatchObject({
      political: 1,
      economic: 1,
      military: 1,
      'physical-environment': 1,
      social: 0,
    });
  });
});
