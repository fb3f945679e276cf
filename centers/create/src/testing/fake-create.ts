import type { UserEvent } from '@testing-library/user-event';
import type { CenterProps, DraftBody, ModelDto } from '@csw/contracts';
import { generateDraft, passagesFromDocuments } from '@csw/engine';
import type { FakeHandler } from '@csw/storage/testing';

export const user = { id: 'me', username: 'staff.one', role: 'user' };
export const props: CenterProps = { user, cognitiveState: 'Fresh', simplified: false, teamMode: false };
/** Where the browser keeps the signed-in user's unsaved draft. */
export const STORAGE_KEY = 'csw:create.me:create.draft';

// The library a test server would search: passages come from the engine, as the server's do.
export const LIBRARY = [
  {
    id: 'doc-convoy',
    title: 'Convoy operations guide',
    classification: 'UNCLASS' as const,
    createdAt: '2026-03-01T00:00:00.000Z',
    text: 'Convoy resupply moves fuel and ammunition to forward units every three days. The convoy commander briefs every driver before departure. Escorts protect each convoy on the main supply route.',
  },
  {
    id: 'doc-threat',
    title: 'Route threat report',
    classification: 'SECRET' as const,
    createdAt: '2026-03-01T00:00:00.000Z',
    text: 'Enemy forces placed improvised devices along the main supply route near the river crossing. The threat to convoys is highest at night.',
  },
];

/** The draft the built-in writer makes of `body` from LIBRARY, as the server's would. */
export function draftFor(body: DraftBody) {
  const passages = passagesFromDocuments(LIBRARY, body.intent, 12);
  return generateDraft({
    intent: body.intent,
    tone: body.tone ?? 'decisive',
    passages,
    now: new Date(2026, 2, 13),
  });
}

/** The built-in writer as the model catalogue lists it. */
export const BUILTIN_WRITER: ModelDto = {
  id: 'builtin-analyst',
  name: 'Built-in Analyst',
  category: 'Built-in',
  description: '',
  strengths: [],
  kind: 'builtin',
  available: true,
  reason: null,
};

/** The routes the CREATE screen uses, answering as a test server would. */
export function createRoutes(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/models': () => ({ models: [BUILTIN_WRITER], defaultModelId: BUILTIN_WRITER.id }),
    'POST /api/drafts': ({ body }) => ({ draft: draftFor(body as DraftBody), streamPath: null }),
    'POST /api/drafts/save': () => ({
      documentId: 'saved-1',
      version: 1,
      classification: 'SECRET',
      classificationReason: 'Saved as SECRET because it cites a document marked SECRET: Route threat report.',
    }),
    ...overrides,
  };
}

/** Types into a field as a paste (one input event): typing key by key is slow on a busy machine. */
export async function fill(events: UserEvent, box: HTMLElement, text: string) {
  await events.click(box);
  const field = box as HTMLTextAreaElement;
  field.setSelectionRange(field.value.length, field.value.length);
  await events.paste(text);
}
