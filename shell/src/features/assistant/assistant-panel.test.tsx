import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CenterId } from '@csw/contracts';
import { createFakeApi } from '@csw/storage/testing';
import { renderShell } from '../../testing/render-shell';
import { AssistantPanel } from './assistant-panel';
import { contextualHelp } from './contextual-help';

const doc = (id: string, title: string, access: string) => ({
  id,
  ownerId: 'u9',
  ownerUsername: 'planner.two',
  title,
  content: '',
  classification: 'UNCLASS',
  category: 'user-uploaded',
  documentType: 'Memo',
  folderId: null,
  version: 1,
  access,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function show(place: CenterId | null = null, shared: ReturnType<typeof doc>[] = [], simplified = false) {
  const onAction = jest.fn();
  const api = createFakeApi({
    'GET /api/documents/shared': () => ({ items: shared, total: shared.length }),
    'GET /api/plans/summaries': () => ({ items: [], now: new Date().toISOString() }),
  });
  const props = { screenName: place ? place.toUpperCase() : 'Dashboard', userId: 'u1', simplified, onAction };
  const view = renderShell(<AssistantPanel place={place} {...props} />, { api });
  const rerenderAt = (next: CenterId | null) =>
    view.rerender(
      <AssistantPanel place={next} {...props} screenName={next ? next.toUpperCase() : 'Dashboard'} />,
    );
  return { ...view, onAction, rerenderAt };
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Assistant messages' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-status] + span')?.textContent);

describe('assistant', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens and closes from the floating button and shows the current center and quick tips', async () => {
    const user = userEvent.setup();
    show('think');
    expect(screen.queryByRole('complementary', { name: 'Assistant' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open assistant' }));
    const panel = screen.getByRole('complementary', { name: 'Assistant' });
    expect(panel).toHaveTextContent('Current center: THINK');
    expect(within(panel).getByRole('region', { name: 'Quick tips' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close assistant' }));
    expect(screen.queryByRole('complementary', { name: 'Assistant' })).not.toBeInTheDocument();
  });

  it('shows contextual help when opened, and again when the center changes while open', async () => {
    const user = userEvent.setup();
    const { rerenderAt } = show('think');
    await user.click(screen.getByRole('button', { name: 'Open assistant' }));
    expect(titles()).toEqual(contextualHelp('think').map((m) => m.title));
    rerenderAt('execute');
    expect(titles()).toEqual(contextualHelp('execute').map((m) => m.title));
    expect(screen.getByRole('complementary', { name: 'Assistant' })).toHaveTextContent(
      'Current center: EXECUTE',
    );
  });

  it("keeps the news of a center that reports itself as it opens above that center's help", async () => {
    const user = userEvent.setup();
    const { bus, rerenderAt } = show(null);
    await user.click(screen.getByRole('button', { name: 'Open assistant' }));
    // A preloaded center mounts in the same moment the place changes.
    act(() => {
      rerenderAt('execute');
      bus.publish(
        'center/mounted',
        { centerId: 'execute', version: '1.0.0', origin: 'http://localhost:4005' },
        'execute',
      );
    });
    expect(titles()).toEqual(['EXECUTE ready', ...contextualHelp('execute').map((m) => m.title)]);
  });

  it("puts the next center's help under its own news, not under the news of a center that loaded earlier", async () => {
    const user = userEvent.setup();
    const { bus, rerenderAt } = show(null);
    await user.click(screen.getByRole('button', { name: 'Open assistant' }));
    act(() => rerenderAt('think'));
    // THINK's code was still loading: it reports itself after its help was placed.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      bus.publish(
        'center/mounted',
        { centerId: 'think', version: '1.0.0', origin: 'http://localhost:4001' },
        'think',
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(titles()[0]).toBe('THINK ready');
    act(() => rerenderAt('execute'));
    expect(titles().slice(0, 2)).toEqual(contextualHelp('execute').map((m) => m.title));
  });

  it('has no help for an unknown center', () => {
    expect(contextualHelp('logistics')).toEqual([]);
    expect(contextualHelp('think').length).toBeGreaterThan(0);
    expect(contextualHelp(null).length).toBeGreaterThan(0);
  });

  it('posts what the centers report on the bus, newest first, and counts what arrived while closed', async () => {
    const user = userEvent.setup();
    const { bus } = show('think');
    act(() => {
      bus.publish(
        'center/mounted',
        { centerId: 'think', version: '1.0.0', origin: 'http://localhost:4001' },
        'think',
      );
      bus.publish(
        'think/analysis-completed',
        { query: 'threats', analysisType: 'threat', documentCount: 2, findingCount: 5 },
        'think',
      );
      bus.publish('execute/plan-created', { planId: 'p1', title: 'Relocation', taskCount: 9 }, 'execute');
      bus.publish(
        'review/document-shared',
        {
          documentId: 'd',
          title: 'Memo',
          direction: 'by-me',
          counterpart: 'planner.two',
          permissionLevel: 'admin',
        },
        'review',
      );
      bus.publish('center/unavailable', {
        centerId: 'review',
        reason: 'REVIEW is unavailable: its origin could not be reached.',
      });
      bus.publish('assistant/message-requested', {
        kind: 'guide',
        title: 'Command Processed',
        content: 'Routed.',
      });
    });
    await user.click(screen.getByRole('button', { name: 'Open assistant, 6 new' }));
    // What arrived while the panel was closed stays above the help, newest first.
    expect(titles()).toEqual([
      'Command Processed',
      'REVIEW unavailable',
      'Document shared',
      'Plan created',
      'Analysis complete',
      'THINK ready',
      ...contextualHelp('think').map((m) => m.title),
    ]);
    const panel = screen.getByRole('complementary', { name: 'Assistant' });
    // A staff officer's words: what is ready and what it is for, no version, address or error text.
    expect(panel).toHaveTextContent(
      'THINK is ready: upload or pick documents, run an analysis, and see the patterns',
    );
    expect(panel).toHaveTextContent(
      'REVIEW cannot be reached at the moment. Your work in the other centers is not affected; open REVIEW and choose Retry once it is back.',
    );
    expect(panel).toHaveTextContent('Analysis of "threats": 5 findings from 2 documents.');
    expect(panel).not.toHaveTextContent(/localhost|https?:|1\.0\.0|origin/);
    expect(panel).toHaveTextContent('"Memo" is shared with planner.two (Full Access).');
    expect(panel).toHaveTextContent('"Relocation" has 9 tasks on the board.');
  });

  it("offers 'Draft a brief from this' after an analysis: CREATE opens with the intent filled in", async () => {
    const user = userEvent.setup();
    const { bus, onAction } = show('think');
    act(() =>
      bus.publish('think/analysis-completed', {
        query: ' KESTREL threat ',
        analysisType: 'threat-assessment',
        documentCount: 3,
        findingCount: 7,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Open assistant, 1 new' }));
    await user.click(screen.getByRole('button', { name: 'Draft a brief from this' }));
    expect(onAction).toHaveBeenCalledWith({
      kind: 'prefill',
      label: 'Draft a brief from this',
      centerId: 'create',
      text: 'Draft an Executive Summary brief on: KESTREL threat',
    });
  });

  it('runs the actions of a message', async () => {
    const user = userEvent.setup();
    const { bus, onAction } = show('think');
    await user.click(screen.getByRole('button', { name: 'Open assistant' }));
    await user.click(screen.getByRole('button', { name: 'Try: threat patterns' }));
    expect(onAction).toHaveBeenCalledWith({
      kind: 'prefill',
      label: 'Try: threat patterns',
      centerId: 'think',
      text: 'Analyze threat patterns in the SSA report',
    });
    act(() => bus.publish('execute/plan-created', { planId: 'p1', title: 'Relocation', taskCount: 1 }));
    await user.click(screen.getByRole('button', { name: 'Open EXECUTE' }));
    expect(onAction).toHaveBeenLastCalledWith({
      kind: 'open-center',
      label: 'Open EXECUTE',
      centerId: 'execute',
    });
  });

  it('announces documents shared with the user since last time, once', async () => {
    const user = userEvent.setup();
    const first = show(null, [doc('s1', 'Threat brief', 'write'), doc('lib', 'Shared memo', 'read')]);
    await user.click(await screen.findByRole('button', { name: 'Open assistant, 2 new' }));
    expect(screen.getByRole('complementary', { name: 'Assistant' })).toHaveTextContent(
      'planner.two shared "Threat brief" with you (Read & Write).',
    );
    first.unmount();
    show(null, [doc('s1', 'Threat brief', 'write'), doc('lib', 'Shared memo', 'read')]);
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Open assistant' })).toBeInTheDocument();
  });

  it('hides the quick tips in the simplified view', async () => {
    const user = userEvent.setup();
    show('think', [], true);
    await user.click(screen.getByRole('button', { name: 'Open assistant' }));
    expect(screen.queryByRole('region', { name: 'Quick tips' })).not.toBeInTheDocument();
  });
});
