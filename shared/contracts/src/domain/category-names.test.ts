import {
  BUILT_IN_CATEGORIES,
  categoryName,
  conversationTitle,
  DRAFT_CATEGORY,
  UPLOAD_CATEGORY,
  wholeTitle,
} from './documents';

describe('one vocabulary', () => {
  it('names every category the platform files documents under by its display name', () => {
    for (const c of BUILT_IN_CATEGORIES) expect(categoryName(c.id)).toBe(c.name);
    expect(categoryName(UPLOAD_CATEGORY)).toBe('Uploaded Documents');
    expect(categoryName(DRAFT_CATEGORY)).toBe('Saved Drafts');
    expect(categoryName('a-user-folder-id')).toBeUndefined();
  });

  it('keeps a title whole, and shortens only past the limit, between words', () => {
    expect(wholeTitle('  Mission   Brief: Harrow Point  ')).toBe('Mission Brief: Harrow Point');
    expect(wholeTitle('alpha bravo charlie', 12)).toBe('alpha bravo');
    expect(wholeTitle('alpha bravo charlie', 12)).not.toContain('…');
  });

  it("keeps a conversation's title whole: a question of 180 characters is not cut at 100", () => {
    const question =
      'Should we keep relying on GPS for the convoy to Harrow Point during STEEL HORIZON 26, given the REDLAND posture brief expects jamming along the border to increase?';
    expect(question.length).toBeGreaterThan(150);
    expect(conversationTitle(question)).toBe(question);
    expect(conversationTitle(` ${question}\n`, 'Challenge')).toBe(`Challenge: ${question}`);
    expect(conversationTitle('x '.repeat(400))).not.toMatch(/\.\.\.|…/);
  });
});
