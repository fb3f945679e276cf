import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { SearchResponse } from '@csw/contracts';
import { makeDocx } from '../../../server/src/ingestion/test-support/docx-writer';
import { makePdf, textPage } from '../../../server/src/ingestion/test-support/pdf-writer';
import { shellUrl } from '../../support/origins';
import { PASSWORD, registerViaApi, uniqueName } from '../shell/shell-helpers';

export { PASSWORD, registerViaApi, uniqueName };

export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A three-page PDF whose `word` occurs only on page 2. */
export function pdfWithWordOnPage2(word: string): Buffer {
  return makePdf([
    textPage([
      'Logistics estimate for the northern corridor.',
      'Fuel consumption is planned at 40,000 litres a day.',
    ]),
    textPage([`Annex B: the ${word} relay site covers the valley.`, 'Its generator runs for 96 hours.']),
    textPage(['Annex C: distribution list.']),
  ]);
}

/** A .docx of two pages (a page break between them) whose `word` occurs only on page 2. */
export function docxWithWordOnPage2(word: string): Promise<Buffer> {
  return makeDocx([
    'Signal plan, first page: frequencies in use.',
    null,
    `The ${word} frequency is primary after H-hour.`,
  ]);
}

/** A new account signed in on its own API context (another person). */
export async function newPerson(
  prefix: string,
): Promise<{ username: string; id: string; api: APIRequestContext }> {
  const username = uniqueName(prefix);
  const api = await playwrightRequest.newContext({ baseURL: shellUrl });
  const user = await registerViaApi(api, username);
  return { username, id: user.id, api };
}

export async function searchApi(api: APIRequestContext, query: string): Promise<SearchResponse> {
  const response = await api.post('/api/search', { data: { query } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SearchResponse;
}

export async function uploadApi(
  api: APIRequestContext,
  file: { name: string; mimeType: string; buffer: Buffer },
  fields: Record<string, string> = {},
) {
  return api.post('/api/documents/upload', { multipart: { ...fields, file } });
}

/** How many documents a user can see (to prove that a refused upload stored nothing). */
export async function visibleCount(api: APIRequestContext): Promise<number> {
  const response = await api.get('/api/documents', { params: { limit: 1 } });
  return ((await response.json()) as { total: number }).total;
}
