// The parsing thread of document ingestion. It reads one file and posts one message: the pages, or the
// reason for refusing the file. The API side gives it a time limit and a heap limit and kills it when
// either is passed, so a hostile file can neither freeze nor exhaust the API process.
//
// Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of its parent on
// Node 20, and this file must start the same way under `node --import tsx` and under the test runner
// (which also keeps the ES-module-only pdf.js out of the test runner's module system).
import { parentPort, workerData } from 'node:worker_threads';
import { Refusal } from './refusal.mjs';
import { decodeText } from './text-encoding.mjs';
import { assemblePages } from './pages.mjs';
import { reflowPages } from './reflow.mjs';

/** @type {{ kind: 'pdf' | 'docx' | 'txt', bytes: Uint8Array, entries?: object[] }} */
const { kind, bytes, entries } = workerData;

async function extract() {
  if (kind === 'txt') {
    const { text, encoding } = decodeText(bytes);
    return { ...assemblePages(text.split('\f')), encoding };
  }
  if (kind === 'pdf') {
    // Loaded only when needed: pdf.js takes a noticeable time to load.
    const { extractPdfPages } = await import('./pdf-text.mjs');
    return assemblePages(reflowPages(await extractPdfPages(bytes)));
  }
  const { extractDocxPages } = await import('./docx-text.mjs');
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return assemblePages(reflowPages(await extractDocxPages(buffer, entries ?? [])));
}

try {
  parentPort.postMessage({ ok: true, result: await extract() });
} catch (error) {
  const reason =
    error instanceof Refusal ? error.reason : error instanceof RangeError ? 'TOO_COMPLEX' : 'CORRUPT';
  parentPort.postMessage({ ok: false, reason, detail: String(error?.message ?? error) });
}
