import {
  LIST_EXCERPT_CHARS,
  type DocumentDto,
  type DocumentSummaryDto,
  type FolderDto,
} from '@csw/contracts';

/**
 * A document as the API sends it, both whole (GET /api/documents/:id, an upload's answer) and as a list's
 * summary (its excerpt and length, from `content`): the signed-in user's own by default; tests change only
 * what they look at.
 */
export function makeDocument(
  overrides: Partial<DocumentDto> & { id: string },
): DocumentDto & DocumentSummaryDto {
  const document: DocumentDto = {
    ownerId: 'me',
    ownerUsername: 'analyst.one',
    title: `Document ${overrides.id}`,
    content: 'Text of the document.',
    classification: 'UNCLASS',
    category: 'space-operations',
    documentType: 'Technical Manual',
    folderId: null,
    version: 1,
    access: 'owner',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-06T10:00:00.000Z',
    ...overrides,
  };
  return {
    ...document,
    excerpt: document.content.slice(0, LIST_EXCERPT_CHARS),
    contentLength: document.content.length,
  };
}

/** A folder the signed-in user made ('f-1', "My plans" unless told otherwise). */
export function makeFolder(overrides: Partial<FolderDto> = {}): FolderDto {
  return {
    id: 'f-1',
    name: 'My plans',
    parentId: null,
    description: 'Custom folder',
    icon: 'folder',
    builtIn: false,
    ownerId: 'me',
    ...overrides,
  };
}
