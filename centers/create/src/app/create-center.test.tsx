import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DRAFT_CATEGORIES,
  DRAFT_PROMPT_GROUPS,
  DRAFT_RESTORED_MESSAGE,
  DRAFT_TEMPLATE_STANDARDS,
  type CenterProps,
  type DraftBody,
} from '@csw/contracts';
import { checkWriting } from '@csw/engine';
import { apiFailure, createFakeApi, type FakeHandler, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { BUILTIN_WRITER, STORAGE_KEY, createRoutes, draftFor, fill, props } from '../testing/fake-create';
import { CreateCenter } from './create-center';
import { BLUF_KEPT_MESSAGE } from './use-create';

/** Renders the screen and lets what it reads on entry (the model catalogue) arrive. */
async function setup(overrides: Record<string, FakeHandler> = {}, centerProps: Partial<CenterProps> = {}) {
  const api = createFakeApi(createRoutes(overrides));
  const rendered = renderWithPlatform(<CreateCenter {...props} {...centerProps} />, {
    wrapper: withFakeApi(api),
  });
  await act(async () => undefined);
  return { api, bus: rendered.bus, events: userEvent.setup() };
}

const intentBox = () => screen.getByRole('textbox', { name: 'Intent' });
const editor = () => screen.getByRole('textbox', { name: /^Draft/ }) as HTMLTextAreaElement;
const quickCreate = () => screen.getByRole('button', { name: 'Quick Create' });

// Rendering the whole screen and running the engine are slow on a shared machine.
jest.setTimeout(30_000);

beforeEach(() => window.localStorage.clear());

describe('CREATE screen', () => {
  it('shows the intent, the two tones, the prompts, the categories, the standards and the assistant card', async () => {
    const { events } = await setup();
    expect(quickCreate()).toBeDisabled();
    const tone = screen.getByRole('combobox', { name: 'Tone' });
    expect(
      within(tone)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Decisive (Commander)', 'Formal (Congress)']);
    await fill(events, intentBox(), '   ');
    expect(quickCreate()).toBeDisabled();
    for (const group of DRAFT_PROMPT_GROUPS) {
      expect(group.prompts).toHaveLength(4);
      for (const prompt of group.prompts)
        expect(screen.getByRole('button', { name: prompt })).toBeInTheDocument();
    }
    expect(DRAFT_PROMPT_GROUPS).toHaveLength(3);
    await events.click(screen.getByRole('button', { name: DRAFT_PROMPT_GROUPS[1]!.prompts[2]! }));
    expect(intentBox()).toHaveValue(DRAFT_PROMPT_GROUPS[1]!.prompts[2]);
    expect(screen.getAllByRole('button', { name: /^Use / })).toHaveLength(6);
    await events.click(screen.getByRole('button', { name: `Use ${DRAFT_CATEGORIES[4]}` }));
    expect(intentBox()).toHaveValue('Generate After Action Review');
    expect(quickCreate()).toBeEnabled();
    for (const standard of DRAFT_TEMPLATE_STANDARDS) expect(screen.getByText(standard)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Writing assistant' })).toBeInTheDocument();
    expect(editor()).toHaveAttribute('rows', '12');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("generates a grounded draft, states the checker's actual result under it and selects a finding's text", async () => {
    const { api, events } = await setup();
    await fill(events, intentBox(), 'Draft an OPORD for the convoy resupply on the main supply route');
    await events.click(quickCreate());
    await waitFor(() => expect(editor().value).toContain('1. SITUATION'));
    expect(api.calls.find((c) => c.path === '/api/drafts')?.body).toMatchObject({ tone: 'decisive' });
    const text = editor().value;
    const expected = checkWriting(text, { format: 'opord' });
    expect(await screen.findByText(expected.note)).toBeInTheDocument();
    expect(screen.getByText(/This draft cites a document marked SECRET/)).toBeInTheDocument();

    // The live checker follows typing: a passive sentence is found at once.
    await fill(events, editor(), '\n\nThe route was cleared by the engineers.');
    const findings = await screen.findByRole('list', { name: 'Findings' });
    const passive = within(findings).getByRole('button', { name: /Passive voice: "was cleared"/ });
    await events.click(passive);
    const box = editor();
    expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe('was cleared');
  });

  it('writes the formal tone when chosen', async () => {
    const { api, events } = await setup();
    await events.selectOptions(screen.getByRole('combobox', { name: 'Tone' }), 'formal');
    await fill(events, intentBox(), 'Summarize convoy threats');
    await events.click(quickCreate());
    await waitFor(() => expect(editor().value).toContain('Bottom line: '));
    expect(editor().value).toContain('This paper sets out what the library records on convoy threats');
    expect(api.calls.find((c) => c.path === '/api/drafts')?.body).toMatchObject({ tone: 'formal' });
  });

  it('adds a BLUF line and cited evidence, and says so when no passage matches', async () => {
    const { events } = await setup({
      'POST /api/drafts/bluf': ({ body }) => {
        const text = (body as { text: string }).text;
        return {
          text: `BLUF: Approve the plan.\n\n${text}`,
          bluf: 'BLUF: Approve the plan.',
          start: 0,
          end: 23,
        };
      },
      'POST /api/drafts/evidence': ({ body }) => {
        const { text } = body as { text: string };
        if (text.includes('nothing'))
          return {
            citation: null,
            text,
            start: 0,
            end: 0,
            message: 'No passage in the library matches this paragraph.',
          };
        const sentence =
          ' As "Convoy operations guide" records on page 1: "Escorts protect each convoy" [1].';
        const citation = {
          n: 1,
          documentId: 'doc-convoy',
          title: 'Convoy operations guide',
          classification: 'UNCLASS',
          page: 1,
          quote: 'Escorts protect each convoy.',
          start: 0,
          end: 28,
        };
        return {
          citation,
          text: `${text}${sentence}`,
          start: text.length + 1,
          end: text.length + sentence.length,
          message: null,
        };
      },
    });
    await fill(events, editor(), 'Convoys need escorts.');
    await events.click(screen.getByRole('button', { name: 'Add BLUF' }));
    await waitFor(() => expect(editor().value.startsWith('BLUF: Approve the plan.\n\n')).toBe(true));
    expect(editor().value.slice(editor().selectionStart, editor().selectionEnd)).toBe(
      'BLUF: Approve the plan.',
    );
    await events.click(screen.getByRole('button', { name: 'Add Evidence' }));
    await waitFor(() => expect(editor().value).toContain('"Escorts protect each convoy" [1].'));
    await fill(events, editor(), ' nothing');
    await events.click(screen.getByRole('button', { name: 'Add Evidence' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No passage in the library matches this paragraph.',
    );
  });

  it('selects the bottom line a draft has already instead of adding a second one', async () => {
    const { events } = await setup({
      'POST /api/drafts/bluf': ({ body }) => {
        const text = (body as { text: string }).text;
        const start = text.indexOf('BLUF:');
        const end = text.indexOf('\n', start);
        return { text, bluf: text.slice(start, end), start, end };
      },
    });
    await fill(events, editor(), 'MEMO\nBLUF: Cross at night.\n\nThere are risks.');
    editor().setSelectionRange(0, 0);
    await events.click(screen.getByRole('button', { name: 'Add BLUF' }));
    expect(await screen.findByText(BLUF_KEPT_MESSAGE)).toBeInTheDocument();
    expect(editor().value).toBe('MEMO\nBLUF: Cross at night.\n\nThere are risks.');
    await waitFor(() =>
      expect(editor().value.slice(editor().selectionStart, editor().selectionEnd)).toBe(
        'BLUF: Cross at night.',
      ),
    );
  });

  it('saves into the library, says why the marking is SECRET, and saves the same document again', async () => {
    let saves = 0;
    const { api, events } = await setup({
      'POST /api/drafts/save': () => {
        saves += 1;
        return {
          documentId: 'saved-1',
          version: saves,
          classification: 'SECRET',
          classificationReason:
            'Saved as SECRET because it cites a document marked SECRET: Route threat report.',
        };
      },
    });
    await fill(events, intentBox(), 'Write a point paper on convoy threats');
    await events.click(quickCreate());
    await waitFor(() => expect(editor().value).toContain('Issue'));
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Draft saved successfully to the library as SECRET \(version 1\)/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Saved as SECRET because it cites a document marked SECRET: Route threat report\./),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    await fill(events, editor(), ' More.');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/\(version 2\)/)).toBeInTheDocument();
    const bodies = api.calls
      .filter((c) => c.path === '/api/drafts/save')
      .map((c) => c.body as Record<string, unknown>);
    expect(bodies[0]).not.toHaveProperty('documentId');
    // The second save says which version the draft was made on, so a newer save is never overwritten.
    expect(bodies[1]).toMatchObject({ documentId: 'saved-1', version: 1 });
    expect((bodies[0]!.citations as unknown[]).length).toBeGreaterThan(0);
  });

  it('takes the saved message away as soon as the draft changes', async () => {
    const { events } = await setup();
    await fill(events, intentBox(), 'Write a point paper on convoy threats');
    await events.click(quickCreate());
    await waitFor(() => expect(editor().value).toContain('Issue'));
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Draft saved successfully/)).toBeInTheDocument();
    await fill(events, editor(), ' One more line.');
    await waitFor(() => expect(screen.queryByText(/Draft saved successfully/)).not.toBeInTheDocument());
  });

  it('checks the text against the template it follows now, not the one it was generated from', async () => {
    const { events } = await setup();
    await fill(events, intentBox(), 'Write an AAR of the convoy exercise');
    await events.click(quickCreate());
    await waitFor(() => expect(editor().value).toMatch(/What Happened/i));
    expect(await screen.findByText('Format: AAR')).toBeInTheDocument();
    // A memo pasted over the whole draft: it is checked as the policy memo it is, not as an AAR.
    await events.clear(editor());
    await fill(
      events,
      editor(),
      [
        '1. Purpose. This memorandum sets the convoy escort policy.',
        '2. Background. Convoys crossed the route without escorts last month.',
        '3. Discussion. Escorts cut losses where they ran.',
        '4. Recommendation. Escort every convoy on the main supply route.',
      ].join('\n\n'),
    );
    await waitFor(() => expect(screen.queryByText('Format: AAR')).not.toBeInTheDocument());
    expect(screen.getByText('Format: Policy Memo')).toBeInTheDocument();
    const findings = within(screen.getByRole('region', { name: 'Writing check' }));
    expect(findings.queryByText(/^AAR:/)).not.toBeInTheDocument();
    expect(findings.getByText(/^Policy Memo: Coordination is missing\./)).toBeInTheDocument();
  });

  it('after a save refused as stale (409) keeps the text as a copy', async () => {
    let saves = 0;
    const { api, events } = await setup({
      'POST /api/drafts/save': ({ body }) => {
        saves += 1;
        if ((body as { documentId?: string }).documentId && saves === 2)
          throw apiFailure(409, 'This document was changed by someone else (it is now at version 2).');
        return {
          documentId: `saved-${saves}`,
          version: 1,
          classification: 'UNCLASS',
          classificationReason: null,
        };
      },
      'GET /api/documents/saved-1': () => ({ id: 'saved-1', content: 'Their newer text.', version: 2 }),
    });
    await fill(events, editor(), 'My draft.');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Draft saved successfully/);
    await fill(events, editor(), ' More.');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Keep my text as a copy' }));
    expect(await screen.findByText(/Draft saved successfully/)).toBeInTheDocument();
    const copy = api.calls.filter((c) => c.path === '/api/drafts/save').at(-1)!.body as Record<
      string,
      unknown
    >;
    expect(copy).not.toHaveProperty('documentId');
    expect(copy.content).toBe('My draft. More.');
    expect(screen.queryByRole('button', { name: 'Keep my text as a copy' })).not.toBeInTheDocument();
  });

  it('after a save refused as stale (409) can take the saved version into the editor instead', async () => {
    let saves = 0;
    const { events } = await setup({
      'POST /api/drafts/save': () => {
        saves += 1;
        if (saves === 2) throw apiFailure(409, 'This document was changed by someone else.');
        return { documentId: 'saved-1', version: 1, classification: 'UNCLASS', classificationReason: null };
      },
      'GET /api/documents/saved-1': () => ({ id: 'saved-1', content: 'Their newer text.', version: 2 }),
    });
    await fill(events, editor(), 'My draft.');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Draft saved successfully/);
    await fill(events, editor(), ' More.');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await events.click(await screen.findByRole('button', { name: 'Reload the saved version' }));
    await waitFor(() => expect(editor().value).toBe('Their newer text.'));
    expect(screen.getByText('The saved version 2 is in the editor now.')).toBeInTheDocument();
  });

  it('exports through the server and hands the file to the browser', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, events } = await setup({
      'DOWNLOAD /api/drafts/export': () => ({ blob: new Blob(['**UNCLASSIFIED**']), fileName: 'x.md' }),
    });
    await fill(events, editor(), 'A short draft.');
    await events.click(screen.getByRole('button', { name: 'Export Markdown' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'DOWNLOAD')?.body).toMatchObject({
      format: 'markdown',
      content: 'A short draft.',
    });
    expect(created).toHaveLength(1);
    click.mockRestore();
  });

  it('keeps the unsaved draft in the browser and restores it with a notice', async () => {
    const first = await setup();
    await first.events.type(editor(), 'Unsaved words.');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!).text).toBe('Unsaved words.'),
    );
    first.api.calls.length = 0;
    // A reload, a crash or a new session: the center mounts again.
    document.body.innerHTML = '';
    await setup();
    expect(screen.getByRole('status', { name: 'Restored draft' })).toHaveTextContent(DRAFT_RESTORED_MESSAGE);
    expect(editor()).toHaveValue('Unsaved words.');
  });

  it('streams the draft from a configured model when one is chosen', async () => {
    const { api, events } = await setup({
      'GET /api/models': () => ({
        models: [
          BUILTIN_WRITER,
          {
            id: 'llama',
            name: 'Llama',
            category: 'Local',
            description: '',
            strengths: [],
            kind: 'endpoint',
            available: true,
            reason: null,
          },
        ],
        defaultModelId: 'llama',
      }),
      'POST /api/drafts': ({ body }) => ({
        draft: draftFor(body as DraftBody),
        streamPath: '/api/drafts/c1/stream',
      }),
    });
    const model = await screen.findByRole('combobox', { name: 'AI model' });
    expect(model).toHaveValue('builtin-analyst');
    await events.selectOptions(model, 'llama');
    await fill(events, intentBox(), 'Summarize convoy threats');
    await events.click(quickCreate());
    await waitFor(() => expect(api.streams).toHaveLength(1));
    act(() => api.streams[0]!.emit('token', { text: 'Bottom Line\n\n' }));
    act(() => api.streams[0]!.emit('token', { text: 'Escort every convoy.' }));
    expect(editor()).toHaveValue('Bottom Line\n\nEscort every convoy.');
    act(() =>
      api.streams[0]!.emit('done', {
        text: 'Bottom Line\n\nEscort every convoy.\n\nSources\n[1] Guide',
        check: null,
      }),
    );
    expect(editor().value).toContain('Sources');
    expect(api.calls.find((c) => c.path === '/api/drafts')?.body).toMatchObject({ modelId: 'llama' });
  });

  it('hides the prompts, the categories and the guidance in the Fatigued view', async () => {
    await setup({}, { cognitiveState: 'Fatigued', simplified: true });
    expect(intentBox()).toBeInTheDocument();
    expect(editor()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Template prompts' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Document categories' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Writing assistant' })).toBeNull();
  });
});
