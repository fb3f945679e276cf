import type { DocumentDto, DocumentSummaryDto, LibraryStats, SearchResult } from '@csw/contracts';
import type { ApiClient } from '@csw/storage';
import type { FakeHandler } from '@csw/storage/testing';

export { makeDocument, makeFolder } from '@csw/storage/testing';

export function makeStats(overrides: Partial<LibraryStats> = {}): LibraryStats {
  return {
    total: 4,
    byCategory: [
      { category: 'space-operations', name: 'Space Operations', count: 3 },
      { category: 'intelligence-cyber', name: 'Intelligence & Cyber Operations', count: 1 },
    ],
    byClassification: { UNCLASS: 3, SECRET: 1 },
    vectorDimension: 384,
    embedder: 'hashing-384',
    vectorSearch: true,
    ...overrides,
  };
}

export function makeResult(
  document: DocumentDto & DocumentSummaryDto,
  overrides: Partial<SearchResult> = {},
): SearchResult {
  return {
    document,
    similarity: 0.5,
    snippet: { text: document.content.slice(0, 100), highlights: [] },
    matchedBy: ['keyword'],
    page: null,
    ...overrides,
  };
}

/** The routes the REVIEW screen reads on entry, answering an empty-but-working library by default. */
export function libraryRoutes(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/library/stats': () => makeStats(),
    'GET /api/folders': () => [],
    'GET /api/documents': () => ({ items: [], total: 0 }),
    'GET /api/documents/shared': () => ({ items: [], total: 0 }),
    ...overrides,
  };
}

/** A fake API whose uploads report progress when the test says so and finish when it says so. */
export function withControlledUpload(api: ApiClient & { calls: unknown[] }) {
  const control: {
    progress: (fraction: number) => void;
    finish: (answer: unknown) => void;
    fail: (error: Error) => void;
    form: FormData | null;
  } = { progress: () => undefined, finish: () => undefined, fail: () => undefined, form: null };
  api.upload = <T>(_path: string, form: FormData, onProgress?: (fraction: number) => void) =>
    new Promise<T>((resolve, reject) => {
      control.form = form;
      control.progress = (fraction) => onProgress?.(fraction);
      control.finish = (answer) => resolve(answer as T);
      control.fail = reject;
    });
  return control;
}
