import { expect, test, type Page } from '@playwright/test';
import {
  ADAPTIVE_FORMAT_NAME,
  DRAFT_RESTORED_MESSAGE,
  type DraftCitation,
  type EvidenceResult,
  type SaveDraftResponse,
} from '@csw/contracts';
import { expectCenterShown, openCenter } from '../../support/navigation';
import { readZip } from '../../support/read-zip';
import {
  button,
  download,
  editor,
  intent,
  openCreate,
  placeCursor,
  quickCreate,
  selectedText,
  signInAsDemo,
} from './create-helpers';

test.beforeEach(async ({ page }) => {
  await signInAsDemo(page);
});

// Added to the generated draft so that the checker has findings whose text is known.
const WEAK_PARAGRAPH =
  'The QUILLON relay was moved by the signal company. There are four crews at the relay site.';

// The text of a Word body: its runs, one paragraph a line, with XML entities decoded.
const wordText = (xml: string) =>
  xml
    .split('</w:p>')
    .map((p) => p.replace(/<[^>]+>/g, ''))
    .filter((line) => line.length > 0)
    .join('\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const banner = (classification: string) => (classification === 'SECRET' ? 'SECRET' : 'UNCLASSIFIED');

async function saveDraft(page: Page): Promise<SaveDraftResponse> {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/drafts/save' && r.request().method() === 'POST',
  );
  await button(page, 'Save').click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  const saved = (await response.json()) as SaveDraftResponse;
  await expect(
    page.getByText(
      `Draft saved successfully to the library as ${saved.classification} (version ${saved.version}).`,
    ),
  ).toBeVisible();
  return saved;
}

test.describe('CREATE', () => {
  test('intent to a cited draft, findings that select their text, Add BLUF, Add Evidence, Save (seen in REVIEW) and both exports', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    let documentId: string | undefined;
    try {
      await openCreate(page);
      await expect(button(page, 'Quick Create')).toBeDisabled();
      await expect(button(page, 'Save')).toBeDisabled();

      // A template prompt fills the intent.
      const prompt = 'Write an Executive Summary of the cyber threat assessment';
      await page.getByRole('button', { name: prompt, exact: true }).click();
      await expect(intent(page)).toHaveValue(prompt);

      const draft = await quickCreate(page);
      expect(draft.format).toBe('executive-summary');
      expect(draft.citations.length).toBeGreaterThan(0);
      const first = draft.citations[0]!;
      expect(draft.text).toContain('[1]');
      expect(draft.text).toContain(`\nSources\n[1] ${first.title}, page ${first.page}`);
      await expect(page.getByText('Format: Executive Summary')).toBeVisible();
      // The note under the draft is the checker's actual result, not a blanket claim.
      await expect(page.getByText(draft.check.note, { exact: true })).toBeVisible();

      // Findings of known text: clicking one selects that text in the editor.
      const withWeakText = draft.text.replace('\nSources\n', `\n${WEAK_PARAGRAPH}\n\nSources\n`);
      await editor(page).fill(withWeakText);
      const findings = page.getByRole('list', { name: 'Findings' });
      const passive = findings.getByRole('button', { name: /^Passive voice: "was moved"\./ });
      await passive.click();
      await expect.poll(() => selectedText(page)).toBe('was moved');
      await findings.getByRole('button', { name: /^Sentence opens with "There are"\./ }).click();
      await expect.poll(() => selectedText(page)).toBe('There are');

      // Add BLUF: a BLUF line built from the draft, selected for the user to edit.
      await button(page, 'Add BLUF').click();
      // The generated draft opens with a BLUF line already: the sign that Add BLUF is done is its line
      // selected in place of the finding's words.
      await expect.poll(() => selectedText(page)).toMatch(/^BLUF: \S/);
      await expect(editor(page)).toHaveValue(/(^|\n)BLUF: \S[^\n]*\n/);
      const bluf = await selectedText(page);
      expect(bluf).not.toContain('State the main point here');

      // Add Evidence: the library's passage for the paragraph at the cursor, quoted and cited.
      const before = await editor(page).inputValue();
      await placeCursor(page, before.indexOf('[1]'));
      const evidenceAnswer = page.waitForResponse((r) => r.url().endsWith('/api/drafts/evidence'));
      await button(page, 'Add Evidence').click();
      const evidence = (await (await evidenceAnswer).json()) as EvidenceResult;
      expect(evidence.citation, evidence.message ?? '').not.toBeNull();
      const added = evidence.citation as DraftCitation;
      expect(added.n).toBe(draft.citations.length + 1);
      await expect(editor(page)).toHaveValue(evidence.text);
      expect(evidence.text).toContain(`[${added.n}]`);
      expect(evidence.text).toContain(`[${added.n}] ${added.title}, page ${added.page}`);
      await expect.poll(() => selectedText(page)).toBe(evidence.text.slice(evidence.start, evidence.end));

      // Save, then save again: the same document, its version incremented.
      const saved = await saveDraft(page);
      documentId = saved.documentId;
      expect(saved.version).toBe(1);
      const cited = [...draft.citations, added];
      expect(saved.classification).toBe(
        cited.some((c) => c.classification === 'SECRET') ? 'SECRET' : 'UNCLASS',
      );
      if (saved.classificationReason) await expect(page.getByText(saved.classificationReason)).toBeVisible();
      await editor(page).press('End');
      await editor(page).pressSequentially(' ');
      const again = await saveDraft(page);
      expect(again).toMatchObject({ documentId: saved.documentId, version: 2 });

      // Both exports: the banner top and bottom, the citations as a source list.
      const expected = banner(saved.classification);
      const docx = await download(page, 'Export .docx');
      expect(docx.fileName).toMatch(/\.docx$/);
      const body = wordText(readZip(docx.bytes).get('word/document.xml')?.toString('utf8') ?? '');
      expect(body.startsWith(expected), body.slice(0, 80)).toBe(true);
      expect(body.endsWith(expected), body.slice(-80)).toBe(true);
      expect(body).toContain('Sources');
      expect(body).toContain(`${first.title}, page ${first.page}`);
      const markdown = await download(page, 'Export Markdown');
      expect(markdown.fileName).toMatch(/\.md$/);
      const md = markdown.bytes.toString('utf8').trim();
      expect(md.startsWith(`**${expected}**`)).toBe(true);
      expect(md.endsWith(`**${expected}**`)).toBe(true);
      expect(md).toContain('## Sources');
      expect(md).toContain(`- [${added.n}] `);

      // The saved draft is a library document REVIEW lists.
      const stored = await page.request.get(`/api/documents/${encodeURIComponent(saved.documentId)}`);
      expect(stored.status()).toBe(200);
      const { title } = (await stored.json()) as { title: string };
      await page.goto('/');
      await openCenter(page, 'review');
      await expectCenterShown(page, 'review');
      await expect(
        page.getByRole('list', { name: 'Living Library' }).getByRole('heading', { name: title, exact: true }),
      ).toBeVisible();
    } finally {
      if (documentId) await page.request.delete(`/api/documents/${encodeURIComponent(documentId)}`);
    }
  });

  test("an intent that names no template gets the 'Adaptive military format'", async ({ page }) => {
    await openCreate(page);
    await intent(page).fill('Summarize satellite ground station cyber threats for the staff');
    const draft = await quickCreate(page);
    expect(draft.format).toBe('adaptive');
    expect(draft.formatName).toBe(ADAPTIVE_FORMAT_NAME);
    expect(draft.text).toContain(`${ADAPTIVE_FORMAT_NAME}, ${draft.date}`);
    await expect(page.getByText(`Format: ${ADAPTIVE_FORMAT_NAME}`)).toBeVisible();
    expect(draft.citations.length).toBeGreaterThan(0);
  });

  test('an unsaved draft survives a reload and is restored with a notice', async ({ page }) => {
    const text = `Staff note ${Date.now().toString(36)}.\n\nMove the relay crews to the alternate site by 0600.`;
    await openCreate(page);
    await intent(page).fill('Note for the relay crews');
    await editor(page).fill(text);

    await page.reload();
    await openCreate(page);
    const notice = page.getByRole('status', { name: 'Restored draft' });
    await expect(notice).toContainText(DRAFT_RESTORED_MESSAGE);
    await expect(editor(page)).toHaveValue(text);
    await expect(intent(page)).toHaveValue('Note for the relay crews');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    await expect(editor(page)).toHaveValue(text);
  });
});
