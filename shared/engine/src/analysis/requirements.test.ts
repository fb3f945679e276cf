import { CONVOY_AAR, CONVOY_SOP, S2_UPDATE } from './testing/night-convoy-fixture';
import { buildContext } from './context';
import { buildCorpus } from './corpus';
import { HashingEmbedder } from '../embed/hashing-embedder';
import { documentRoles, findRequirements, readRequirement } from './requirements';
import { contextOf } from './test-helpers';

function requirementOf(text: string, inStandard = true) {
  const ctx = contextOf([text]);
  return readRequirement(ctx.corpus.sentences[0]!, inStandard);
}

describe('requirements of a standard', () => {
  it.each([
    ['a. The convoy commander will issue a strip map to every vehicle.', 'obligation'],
    ['Every convoy shall conduct a rehearsal.', 'obligation'],
    ['(3) No firer may leave the firing line with a loaded weapon.', 'prohibition'],
    ['- No loud music after 2200 hours', 'prohibition'],
    ['- Ensure all unoccupied rooms in the barracks are locked', 'obligation'],
    ['- Report any damage or maintenance issues immediately', 'obligation'],
    ['- In case of fire, sound alarm and ensure safe evacuation', 'obligation'],
    ['d. Do not halt in built-up areas.', 'prohibition'],
    ['Relief will not take place until the oncoming CQ is fully briefed.', 'prohibition'],
    ['Convoy speed will not exceed 40 kilometers per hour.', 'obligation'],
    ['Faults that the operator cannot correct shall be recorded on the form.', 'obligation'],
    ['Ground guides are required whenever a vehicle moves.', 'obligation'],
    ['The tactical CP will assume control before the main CP tears down.', 'obligation'],
  ])('reads "%s" as an %s', (text, kind) => {
    expect(requirementOf(text)).toMatchObject({ kind });
  });

  it.each([
    'This annex applies to all tactical road marches.',
    '4-1. Shift change.',
    '2. PREPARATION.',
    'Jamming will likely continue through September.',
    'We assume that the bridge will hold.',
    'Live-fire training is conducted under the installation regulation.',
  ])('does not take "%s" for a rule', (text) => {
    expect(requirementOf(text)).toBeUndefined();
  });

  it('takes "will" and orders as rules only in a standard', () => {
    expect(requirementOf('The 3rd Battalion will move to the assembly area.', false)).toBeUndefined();
    expect(requirementOf('- Maintain a current visitor log', false)).toBeUndefined();
    expect(requirementOf('All convoys shall register movement requests.', false)).toMatchObject({
      kind: 'obligation',
    });
  });

  it('tells the standard from the report by what they say, not by their order', () => {
    const ctx = buildContext(
      buildCorpus([CONVOY_AAR, S2_UPDATE, CONVOY_SOP]),
      '',
      'compliance-review',
      new HashingEmbedder(),
    );
    const roles = documentRoles(ctx);
    expect([...roles.standards]).toEqual([2]);
    expect(roles.reports.has(0)).toBe(true);
    const docs = new Set(findRequirements(ctx, roles).map((r) => ctx.corpus.sentences[r.sentence]!.doc));
    // The AAR's "must be supervised" is a recommendation about what happened, not a rule to review.
    expect([...docs]).toEqual([2]);
  });
});
