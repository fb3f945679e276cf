import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { dataExportManifestSchema } from '@csw/contracts';
import { shellUrl } from '../../support/origins';
import { readZip } from '../../support/read-zip';
import { clearForSecret, registerViaApi, uniqueName } from './shell-helpers';

test.describe('export of all my data', () => {
  test('one click downloads a zip of what the user owns, and nothing shared with them', async ({ page }) => {
    const me = await registerViaApi(page.request, uniqueName('export'));
    await clearForSecret(me.id);
    const typed = await page.request.post('/api/documents', {
      data: {
        title: 'Route reconnaissance',
        content: 'Bridge at grid 1234 holds 40 tonnes.',
        classification: 'SECRET',
      },
    });
    expect(typed.status(), await typed.text()).toBe(201);
    const uploaded = await page.request.post('/api/documents/upload', {
      multipart: {
        file: {
          name: 'field-notes.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('Field notes: the ford is passable.\n'),
        },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);

    // Someone else's document shared with this user: readable, not owned, so not exported.
    const other = await playwrightRequest.newContext({ baseURL: shellUrl });
    await registerViaApi(other, uniqueName('export.other'));
    const foreign = await other.post('/api/documents', {
      data: { title: 'Foreign brief', content: 'NOT-MINE-MARKER' },
    });
    expect(foreign.status()).toBe(201);
    const shared = await other.post(`/api/documents/${(await foreign.json()).id}/share`, {
      data: { sharedWithUserId: me.id, permissionLevel: 'read' },
    });
    expect(shared.status(), await shared.text()).toBe(201);
    await other.dispose();

    await page.goto('/');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^my-data-${me.username.replace(/\./g, '\\.')}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );
    await expect(page.getByRole('status').filter({ hasText: 'Export successful' })).toContainText(
      download.suggestedFilename(),
    );

    const files = readZip(await readFile((await download.path())!));
    const text = (path: string) => files.get(path)!.toString('utf8');
    const manifest = dataExportManifestSchema.parse(JSON.parse(text('manifest.json')));
    expect(manifest.user.username).toBe(me.username);
    expect(manifest.counts).toMatchObject({ documents: 2, originalFiles: 1 });
    const paths = [...files.keys()];
    const markdown = paths.find((p) => /^documents\/Route-reconnaissance-[^/]+\/[^/]+\.md$/.test(p))!;
    const lines = text(markdown).trim().split('\n');
    expect(lines[0]).toBe('**SECRET**');
    expect(lines.at(-1)).toBe('**SECRET**');
    expect(paths.some((p) => /^documents\/Route-reconnaissance-[^/]+\/[^/]+\.docx$/.test(p))).toBe(true);
    const original = paths.find((p) => p.endsWith('/original/field-notes.txt'))!;
    expect(text(original)).toBe('Field notes: the ford is passable.\n');
    const audit = JSON.parse(text('audit/my-audit-entries.json')) as { action: string }[];
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['REGISTER', 'DOC_SAVE', 'DOC_UPLOAD']),
    );
    const everything = [...files.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    expect(everything).not.toContain('NOT-MINE-MARKER');
    expect(everything).not.toContain('Foreign brief');
  });
});
