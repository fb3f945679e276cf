import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { button, intent, openCreate, quickCreate, signInAsDemo } from './create-helpers';

// Staff writing of our own (the coverage evaluation's material): a unit SOP and an S2 threat update.
const MATERIAL = path.resolve(__dirname, '../../../shared/engine/src/eval/draft-sources/material');

test.beforeEach(async ({ page }) => {
  await signInAsDemo(page);
});

test.describe('CREATE from chosen sources', () => {
  test('a draft written from the documents the user chooses, each section from what they say on it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = Date.now().toString(36);
    const ids: string[] = [];
    try {
      for (const [file, title] of [
        ['night-convoy-sop.txt', `Annex D night convoy SOP ${tag}`],
        ['s2-gps-jamming-update.txt', `S2 threat update GPS jamming ${tag}`],
      ]) {
        const content = await readFile(path.join(MATERIAL, file!), 'utf8');
        const reply = await page.request.post('/api/documents', { data: { title, content } });
        expect(reply.status(), await reply.text()).toBe(201);
        ids.push(((await reply.json()) as { id: string }).id);
      }
      await openCreate(page);
      const chooser = page.getByRole('region', { name: 'Draft from' });
      await expect(chooser.getByText(/^The library:/)).toBeVisible();
      const find = chooser.getByRole('searchbox', { name: 'Find documents to draft from' });
      for (const title of [`Annex D night convoy SOP ${tag}`, `S2 threat update GPS jamming ${tag}`]) {
        await find.fill(tag);
        await chooser.getByRole('button', { name: `Draft from ${title}`, exact: true }).click();
        await expect(chooser.getByRole('list', { name: 'Chosen sources' })).toContainText(title);
      }
      await intent(page).fill('Draft an OPORD for the night convoy to FOB LANCE under GPS jamming');
      const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/drafts');
      const draft = await quickCreate(page);
      expect((await sent).postDataJSON()).toMatchObject({ sourceIds: ids });
      // Every citation is of a chosen source; Sustainment and Command and Signal come from the SOP.
      for (const c of draft.citations) expect(ids).toContain(c.documentId);
      const section = (heading: string) => {
        const s = draft.sections.find((x) => x.heading === heading)!;
        return draft.text.slice(s.start, s.end);
      };
      expect(section('Sustainment')).not.toContain('holds nothing');
      expect(section('Sustainment')).toMatch(/\[\d+\]/);
      expect(section('Command and Signal')).not.toContain('holds nothing');
      await expect(button(page, 'Quick Create')).toBeEnabled();
    } finally {
      for (const id of ids) await page.request.delete(`/api/documents/${encodeURIComponent(id)}`);
    }
  });
});
