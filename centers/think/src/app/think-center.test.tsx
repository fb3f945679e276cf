import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADD_ATTACHMENTS_TO_LIBRARY_LABEL,
  ANALYSIS_TYPES,
  ATTACHMENTS_KEPT_HINT,
  type AnalysisAttachment,
  NO_DOCUMENTS_HINT,
  NO_DOCUMENTS_MESSAGE,
  WITHHELD_SOURCE_TEXT,
  withheldSourcesNotice,
  type BusEnvelope,
  type CenterProps,
} from '@csw/contracts';
import { createFakeApi, type FakeHandler, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { cite, makeDocument, makeResult, makeRun, thinkRoutes } from '../testing/fake-think';
import { ThinkCenter } from './think-center';

const user = { id: 'me', username: 'analyst.one', role: 'user' };
const props: CenterProps = { user, cognitiveState: 'Fresh', simplified: false, teamMode: false };

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Renders the screen and waits until what it reads on entry (documents, models, history) has arrived. */
async function setup(overrides: Record<string, FakeHandler> = {}, centerProps: Partial<CenterProps> = {}) {
  const api = createFakeApi(thinkRoutes(overrides));
  const rendered = renderWithPlatform(<ThinkCenter {...props} {...centerProps} />, {
    wrapper: withFakeApi(api),
  });
  const completed: BusEnvelope<'think/analysis-completed'>[] = [];
  rendered.bus.subscribe('think/analysis-completed', (e) => completed.push(e));
  await screen.findByRole('tab', { name: 'Vector Database (3)' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'AI model' })).toBeEnabled());
  if (!centerProps.simplified)
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/saved-analyses')).toBe(true));
  return { api, completed, bus: rendered.bus, events: userEvent.setup() };
}

const NOTES_ATTACHMENT: AnalysisAttachment = {
  name: 'notes.txt',
  title: 'notes',
  classification: 'UNCLASS',
  pages: [{ page: 1, text: 'Notes of the convoy.' }],
};

const analyzeButton = () => screen.getByRole('button', { name: /^(Analyze|Analyzing\.\.\.)$/ });
const query = () => screen.getByRole('textbox', { name: 'Analysis query' });

describe('THINK screen', () => {
  it('lists the readable documents with marking, type and NEW for user uploads', async () => {
    await setup();
    expect(await screen.findByRole('tab', { name: 'Vector Database (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = screen.getByRole('list', { name: 'Documents to analyse' });
    const secret = within(list).getByRole('checkbox', { name: /SSA Report/ });
    expect(secret.closest('label')).toHaveTextContent('SECRET');
    expect(secret.closest('label')).toHaveTextContent('Intelligence Report');
    expect(
      within(list)
        .getByRole('checkbox', { name: /My field notes/ })
        .closest('label'),
    ).toHaveTextContent('NEW');
    expect(
      within(list)
        .getByRole('checkbox', { name: /Satellite Ops Manual/ })
        .closest('label'),
    ).not.toHaveTextContent('NEW');
  });

  it('fills the query with the chosen type’s question, clears it for custom, and shows its description and placeholder', async () => {
    const { events } = await setup();
    const type = screen.getByRole('combobox', { name: 'Analysis type' });
    expect(type).toHaveValue('custom');
    expect(query()).toHaveValue('');
    expect(query()).toHaveAttribute('placeholder', ANALYSIS_TYPES.custom.placeholder);
    await events.selectOptions(type, 'risk-analysis');
    expect(query()).toHaveValue(ANALYSIS_TYPES['risk-analysis'].question);
    expect(query()).toHaveAttribute('placeholder', ANALYSIS_TYPES['risk-analysis'].placeholder);
    expect(screen.getByText(ANALYSIS_TYPES['risk-analysis'].description)).toBeInTheDocument();
    await events.selectOptions(type, 'custom');
    expect(query()).toHaveValue('');
  });

  it('lists models as "name - category", unavailable ones disabled with the reason, with description and best-for', async () => {
    const { events } = await setup();
    const select = await screen.findByRole('combobox', { name: 'AI model' });
    await waitFor(() => expect(select).toBeEnabled());
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Built-in Analyst - Rule-based, offline',
      'Grok-2 - Advanced Reasoning (Not configured on this server)',
      'Intel Analyst - Intelligence',
    ]);
    expect(options[1]).toBeDisabled();
    expect(select).toHaveValue('builtin-analyst');
    expect(screen.getByText('Best for: Works offline, Every finding cited')).toBeInTheDocument();
    await events.selectOptions(select, 'intel-analyst');
    expect(screen.getByText('About intel-analyst.')).toBeInTheDocument();
  });

  it('disables Analyze while the query is empty and no extra file is attached, and while it runs', async () => {
    const answer = deferred<unknown>();
    const { events } = await setup({ 'POST /api/analysis': () => answer.promise });
    expect(analyzeButton()).toBeDisabled();
    await events.type(query(), '   ');
    expect(analyzeButton()).toBeDisabled();
    await events.clear(query());
    await events.upload(
      screen.getByLabelText('Additional files (optional)'),
      new File(['x'], 'photo.jpg', { type: 'image/jpeg' }),
    );
    expect(analyzeButton()).toBeEnabled();
    await events.click(screen.getByRole('button', { name: 'Remove photo.jpg' }));
    await events.type(query(), 'Which threats?');
    await events.click(await screen.findByRole('checkbox', { name: /SSA Report/ }));
    await events.click(analyzeButton());
    expect(analyzeButton()).toHaveTextContent('Analyzing...');
    expect(analyzeButton()).toBeDisabled();
    await act(async () => answer.resolve(makeRun()));
    expect(analyzeButton()).toHaveTextContent('Analyze');
    expect(analyzeButton()).toBeEnabled();
  });

  it('keeps the question, the chosen documents and the result when the user leaves THINK and comes back', async () => {
    const api = createFakeApi(thinkRoutes({ 'POST /api/analysis': () => makeRun() }));
    const first = renderWithPlatform(<ThinkCenter {...props} />, { wrapper: withFakeApi(api) });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('checkbox', { name: /SSA Report/ }));
    await events.type(query(), 'Which threats?');
    await events.click(analyzeButton());
    await screen.findByRole('region', { name: 'Most relevant content' });
    // Another center opens (or a citation opens REVIEW's document view): THINK is unmounted.
    first.unmount();
    renderWithPlatform(<ThinkCenter {...props} />, { wrapper: withFakeApi(api) });
    expect(query()).toHaveValue('Which threats?');
    expect(await screen.findByRole('checkbox', { name: /SSA Report/ })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Most relevant content' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/analysis')).toHaveLength(1);
  });

  it("says 'No documents selected for analysis.' with the hint when a query has no documents, without calling the API", async () => {
    const { api, events } = await setup();
    await events.type(query(), 'Which threats?');
    await events.click(analyzeButton());
    // The seed's rule: a message without 'success' is red and announced, with what to do under it.
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent(NO_DOCUMENTS_MESSAGE);
    expect(message).toHaveTextContent(NO_DOCUMENTS_HINT);
    expect(api.calls.some((c) => c.path === '/api/analysis')).toBe(false);
  });

  it('lists extra files with their size in KB, reads the text ones for this analysis only and sends only the metadata of media files', async () => {
    const { api, events } = await setup({
      'POST /api/analysis/attachments': () => NOTES_ATTACHMENT,
      'POST /api/analysis': () => makeRun(),
    });
    const input = screen.getByLabelText('Additional files (optional)');
    await events.upload(input, [
      new File(['a'.repeat(2048)], 'notes.txt', { type: 'text/plain' }),
      new File(['b'.repeat(1536)], 'overflight.jpg', { type: 'image/jpeg' }),
      new File(['c'.repeat(512)], 'brief.mp3', { type: 'audio/mpeg' }),
    ]);
    const list = screen.getByRole('list', { name: 'Additional files' });
    expect(within(list).getByText('notes.txt (2.0 KB)')).toBeInTheDocument();
    expect(within(list).getByText('overflight.jpg (1.5 KB) - listed only')).toBeInTheDocument();
    await events.click(within(list).getByRole('button', { name: 'Remove brief.mp3' }));
    expect(within(list).queryByText(/brief\.mp3/)).not.toBeInTheDocument();

    // Off by default: the files serve this analysis and are kept with it, not added to the library.
    const addToLibrary = screen.getByRole('checkbox', { name: ADD_ATTACHMENTS_TO_LIBRARY_LABEL });
    expect(addToLibrary).not.toBeChecked();
    expect(addToLibrary).toHaveAccessibleDescription(ATTACHMENTS_KEPT_HINT);

    await events.click(analyzeButton());
    await screen.findByRole('region', { name: 'Most relevant content' });
    expect(api.calls.some((c) => c.path === '/api/documents/upload')).toBe(false);
    const read = api.calls.find((c) => c.path === '/api/analysis/attachments')!;
    expect(((read.body as FormData).get('file') as File).name).toBe('notes.txt');
    const sent = api.calls.find((c) => c.path === '/api/analysis')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      documentIds: [],
      attachments: [NOTES_ATTACHMENT],
      question: '',
      analysisType: 'custom',
      modelId: 'builtin-analyst',
    });
    expect(sent.mediaAttachments).toEqual([{ name: 'overflight.jpg', type: 'image/jpeg', size: 1536 }]);
  });

  it('adds the attached files to the library only when the user ticks the box that says so', async () => {
    const { api, events } = await setup({
      'POST /api/documents/upload': () =>
        makeDocument({ id: 'up-1', title: 'notes', category: 'user-uploaded' }),
      'POST /api/analysis': () => makeRun(),
    });
    await events.upload(
      screen.getByLabelText('Additional files (optional)'),
      new File(['a'.repeat(2048)], 'notes.txt', { type: 'text/plain' }),
    );
    await events.click(screen.getByRole('checkbox', { name: ADD_ATTACHMENTS_TO_LIBRARY_LABEL }));
    await events.click(analyzeButton());
    await screen.findByRole('region', { name: 'Most relevant content' });
    const upload = api.calls.find((c) => c.path === '/api/documents/upload')!;
    expect((upload.body as FormData).get('category')).toBe('user-uploaded');
    expect(api.calls.some((c) => c.path === '/api/analysis/attachments')).toBe(false);
    const sent = api.calls.find((c) => c.path === '/api/analysis')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ documentIds: ['up-1'], attachments: [] });
  });

  it('shows the cited analysis, the real counts on the pattern panel, the warning, and tells the platform', async () => {
    const { api, completed, events } = await setup({ 'POST /api/analysis': () => makeRun() });
    await events.click(await screen.findByRole('checkbox', { name: /SSA Report/ }));
    await events.click(screen.getByRole('checkbox', { name: /Satellite Ops Manual/ }));
    const panel = screen.getByRole('region', { name: 'Pattern Recognition' });
    expect(panel).toHaveTextContent('Documents selected2');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Analysis type' }), 'threat-assessment');
    await events.click(analyzeButton());

    expect(await screen.findByRole('region', { name: 'Most relevant content' })).toHaveTextContent(
      'KESTREL revisit time fell to 45 minutes',
    );
    expect(api.calls.find((c) => c.path === '/api/analysis')!.body).toMatchObject({
      documentIds: ['d1', 'd2'],
      analysisType: 'threat-assessment',
    });
    expect(panel).toHaveTextContent('Patterns found7');
    expect(panel).toHaveTextContent('Blind spots4');
    const section = screen.getByRole('region', { name: 'Threat Assessment findings' });
    expect(section).toHaveTextContent('REDLAND operates KESTREL.');
    expect(within(section).getByRole('list', { name: 'Sources' })).toHaveTextContent(
      'Document d1, page 1: KESTREL revisit time fell to 45 minutes.',
    );
    const kac = screen.getByRole('region', { name: 'Key Assumptions Check' });
    expect(within(kac).getByRole('row', { name: /fuel convoy/ })).toHaveTextContent('Unsupported');
    expect(screen.getByRole('region', { name: 'Blind spots' })).toHaveTextContent(
      'Economic factors not covered',
    );
    expect(screen.getByRole('region', { name: 'Entities' })).toHaveTextContent('Harrow Point');
    expect(screen.getByRole('note', { name: 'Cognitive warning' })).toHaveTextContent(
      'Most findings rest on one source.',
    );
    expect(completed.map((e) => e.payload)).toEqual([
      {
        query: 'What threatens the ground station?',
        analysisType: 'threat-assessment',
        documentCount: 2,
        findingCount: 7 + 1 + 4 + 1,
      },
    ]);
  });

  it('streams the answer of a configured model under the engine result', async () => {
    const { completed, events, api } = await setup({
      'POST /api/analysis': () =>
        makeRun({
          model: { id: 'intel-analyst', name: 'Intel Analyst' },
          streamPath: '/api/analysis/c1/stream',
        }),
    });
    await events.click(await screen.findByRole('checkbox', { name: /SSA Report/ }));
    await events.type(query(), 'Which threats?');
    await events.click(analyzeButton());
    const answer = await screen.findByRole('region', { name: 'Answer of Intel Analyst' });
    const stream = api.streams.at(-1)!;
    expect(stream.path).toBe('/api/analysis/c1/stream');
    expect(analyzeButton()).toHaveTextContent('Analyzing...');
    act(() => stream.emit('token', { text: 'KESTREL threatens ' }));
    act(() => stream.emit('token', { text: 'the station [1].' }));
    expect(answer).toHaveTextContent('KESTREL threatens the station [1].');
    expect(completed).toHaveLength(0);
    act(() => stream.emit('done', { answer: 'KESTREL threatens the station [1].', messageId: 'm3' }));
    expect(stream.closed).toBe(true);
    expect(analyzeButton()).toHaveTextContent('Analyze');
    expect(completed).toHaveLength(1);

    await events.click(analyzeButton());
    await screen.findByRole('region', { name: 'Answer of Intel Analyst' });
    act(() =>
      api.streams.at(-1)!.emit('error', {
        message: 'Intel Analyst answered HTTP 401: Incorrect API key provided.',
      }),
    );
    expect(
      await screen.findByText('Intel Analyst answered HTTP 401: Incorrect API key provided.'),
    ).toBeInTheDocument();

    await events.click(analyzeButton());
    await screen.findByRole('region', { name: 'Answer of Intel Analyst' });
    act(() => api.streams.at(-1)!.fail());
    expect(
      await screen.findByText('The connection to the server was lost before the model finished its answer.'),
    ).toBeInTheDocument();
  });

  it('reopens a saved analysis from the history, with its question, type and model answer', async () => {
    const result = makeResult({
      question: 'Saved question?',
      counts: { ...makeResult().counts, patterns: 11 },
    });
    const { events } = await setup({
      'GET /api/saved-analyses': () => [
        {
          id: 'c9',
          title: 'Saved question?',
          analysisType: 'gap-analysis',
          analysisTypeName: 'Gap Analysis',
          documentCount: 1,
          documentTitles: ['Satellite Ops Manual'],
          createdAt: '2026-03-01T10:00:00.000Z',
          updatedAt: '2026-03-01T10:00:00.000Z',
        },
      ],
      'GET /api/conversations/c9': () => ({
        id: 'c9',
        centerType: 'THINK',
        title: 'Saved question?',
        createdAt: '2026-03-01T10:00:00.000Z',
        updatedAt: '2026-03-01T10:00:00.000Z',
        messages: [
          {
            id: 'm2',
            conversationId: 'c9',
            role: 'assistant',
            content: 'text',
            createdAt: '2026-03-01T10:00:00.000Z',
            metadata: { kind: 'analysis-result', result, notices: [] },
          },
          {
            id: 'm1',
            conversationId: 'c9',
            role: 'user',
            content: 'Saved question?',
            createdAt: '2026-03-01T10:00:00.000Z',
            metadata: {
              kind: 'analysis-request',
              question: 'Saved question?',
              analysisType: 'gap-analysis',
              documentIds: ['d2'],
              modelId: 'intel-analyst',
              mediaAttachments: [],
            },
          },
          {
            id: 'm3',
            conversationId: 'c9',
            role: 'assistant',
            content: 'The saved answer [1].',
            createdAt: '2026-03-01T10:00:01.000Z',
            metadata: { kind: 'model-answer' },
          },
        ],
      }),
    });
    const history = await screen.findByRole('region', { name: 'Saved analyses' });
    await screen.findByRole('combobox', { name: 'AI model' });
    await events.click(await within(history).findByRole('button', { name: /Saved question\?/ }));
    expect(await screen.findByRole('region', { name: 'Answer of Intel Analyst' })).toHaveTextContent(
      'The saved answer [1].',
    );
    expect(query()).toHaveValue('Saved question?');
    expect(screen.getByRole('combobox', { name: 'Analysis type' })).toHaveValue('gap-analysis');
    expect(screen.getByRole('checkbox', { name: /Satellite Ops Manual/ })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Pattern Recognition' })).toHaveTextContent('Patterns found11');
  });

  it('reopens a saved analysis whose source the user can no longer read, saying it is withheld', async () => {
    const gone = cite('d7', WITHHELD_SOURCE_TEXT);
    const result = makeResult({
      question: 'Revoked question?',
      section: {
        ...makeResult().section,
        groups: [
          {
            title: 'Actors',
            items: [{ text: WITHHELD_SOURCE_TEXT, status: 'HIGH', citations: [gone] }],
            emptyText: 'No actor named.',
          },
        ],
      },
    });
    const at = '2026-03-01T10:00:00.000Z';
    const { events } = await setup({
      'GET /api/saved-analyses': () => [
        {
          id: 'c7',
          title: 'Revoked question?',
          analysisType: 'threat-assessment',
          analysisTypeName: 'Threat Assessment',
          documentCount: 2,
          documentTitles: ['Document d1', 'Document d7'],
          createdAt: at,
          updatedAt: at,
        },
      ],
      'GET /api/conversations/c7': () => ({
        id: 'c7',
        centerType: 'THINK',
        title: 'Revoked question?',
        createdAt: at,
        updatedAt: at,
        withheldSources: 1,
        messages: [
          {
            id: 'm1',
            conversationId: 'c7',
            role: 'user',
            content: 'Revoked question?',
            createdAt: at,
            metadata: {
              kind: 'analysis-request',
              analysisType: 'threat-assessment',
              documentIds: ['d1', 'd7'],
            },
          },
          {
            id: 'm2',
            conversationId: 'c7',
            role: 'assistant',
            content: 'text',
            createdAt: at,
            metadata: { kind: 'analysis-result', result, notices: [] },
          },
        ],
      }),
    });
    const history = await screen.findByRole('region', { name: 'Saved analyses' });
    await events.click(await within(history).findByRole('button', { name: /Revoked question\?/ }));
    expect(await screen.findByText(withheldSourcesNotice(1))).toBeInTheDocument();
    const findings = screen.getByRole('region', { name: 'Threat Assessment findings' });
    const sources = within(findings).getByRole('list', { name: 'Sources' });
    expect(sources).toHaveTextContent(`Document d7, page 1: ${WITHHELD_SOURCE_TEXT}`);
    // Said as what it is, not shown as a quotation of the source.
    expect(within(sources).getByText(WITHHELD_SOURCE_TEXT).closest('q')).toBeNull();
  });

  it('fills the query from a command routed to THINK, without running it', async () => {
    const { api, bus } = await setup();
    act(() =>
      bus.publish('command/routed', { centerId: 'think', text: 'Analyze threat patterns in the SSA report' }),
    );
    expect(query()).toHaveValue('Analyze threat patterns in the SSA report');
    expect(query()).toHaveFocus();
    act(() => bus.publish('command/routed', { centerId: 'create', text: 'Draft an OPORD' }));
    expect(query()).toHaveValue('Analyze threat patterns in the SSA report');
    expect(api.calls.some((c) => c.path === '/api/analysis')).toBe(false);
  });

  it('uploads a file in upload mode, lists it for removal and analyses it', async () => {
    const { api, events } = await setup({
      'POST /api/documents/upload': () =>
        makeDocument({
          id: 'up-2',
          title: 'field-report',
          category: 'user-uploaded',
          classification: 'SECRET',
        }),
      'POST /api/analysis': () => makeRun(),
    });
    await events.click(screen.getByRole('tab', { name: 'Upload New Files' }));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Classification' }), 'SECRET');
    await events.upload(
      screen.getByLabelText('File'),
      new File(['report'], 'field-report.pdf', { type: 'application/pdf' }),
    );
    const uploaded = await screen.findByRole('list', { name: 'Uploaded files' });
    expect(uploaded).toHaveTextContent('field-report SECRET');
    expect(
      (api.calls.find((c) => c.path === '/api/documents/upload')!.body as FormData).get('classification'),
    ).toBe('SECRET');
    await events.type(query(), 'What does the report say?');
    await events.click(analyzeButton());
    await screen.findByRole('region', { name: 'Most relevant content' });
    expect(api.calls.find((c) => c.path === '/api/analysis')!.body).toMatchObject({ documentIds: ['up-2'] });
    await events.click(within(uploaded).getByRole('button', { name: 'Remove field-report' }));
    expect(screen.getByText('No file uploaded yet.')).toBeInTheDocument();
  });

  it('counts an uploaded file as chosen: the list shows it ticked and the count says what the analysis reads', async () => {
    const { api, events } = await setup({
      'POST /api/documents/upload': () =>
        makeDocument({ id: 'up-3', title: 'patrol-report', category: 'user-uploaded' }),
      'POST /api/analysis': () => makeRun(),
    });
    await events.click(await screen.findByRole('checkbox', { name: /SSA Report/ }));
    await events.click(screen.getByRole('tab', { name: 'Upload New Files' }));
    await events.upload(
      screen.getByLabelText('File'),
      new File(['report'], 'patrol-report.txt', { type: 'text/plain' }),
    );
    await screen.findByRole('list', { name: 'Uploaded files' });
    await events.click(screen.getByRole('tab', { name: /Vector Database/ }));
    expect(await screen.findByRole('checkbox', { name: /patrol-report/ })).toBeChecked();
    expect(screen.getByText('2 documents selected')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pattern Recognition' })).toHaveTextContent(
      'Documents selected2',
    );
    await events.type(query(), 'What did the patrol see?');
    await events.click(analyzeButton());
    await screen.findByRole('region', { name: 'Most relevant content' });
    expect(api.calls.find((c) => c.path === '/api/analysis')!.body).toMatchObject({
      documentIds: ['d1', 'up-3'],
    });
    // Unticked in the list, it is no longer analysed, nor listed as attached.
    await events.click(screen.getByRole('checkbox', { name: /patrol-report/ }));
    expect(screen.getByText('1 document selected')).toBeInTheDocument();
    await events.click(screen.getByRole('tab', { name: 'Upload New Files' }));
    expect(screen.getByText('No file uploaded yet.')).toBeInTheDocument();
  }, 20_000);

  it('the simplified view hides the pattern panel, the history and secondary details', async () => {
    const { events } = await setup(
      { 'POST /api/analysis': () => makeRun() },
      { simplified: true, cognitiveState: 'Fatigued' },
    );
    await events.click(await screen.findByRole('checkbox', { name: /SSA Report/ }));
    await events.type(query(), 'Which threats?');
    await events.click(analyzeButton());
    await screen.findByRole('region', { name: 'Most relevant content' });
    expect(screen.queryByRole('region', { name: 'Pattern Recognition' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Saved analyses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Entities' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Key Assumptions Check' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Cognitive warning' })).toBeInTheDocument();
  });
});
