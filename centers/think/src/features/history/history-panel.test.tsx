import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedAnalysisSummary } from '@csw/contracts';
import { apiFailure, createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { thinkApi } from '../../api/think-api';
import { HistoryPanel } from './history-panel';

const saved = (id: string, type: string, titles: string[]): SavedAnalysisSummary => ({
  id,
  title: 'What threatens the ground station?',
  analysisType: null,
  analysisTypeName: type,
  documentCount: titles.length,
  documentTitles: titles.slice(0, 3),
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

const ALL = [
  saved('c1', 'Risk Analysis', ['SSA report', 'Cyber threat']),
  saved('c2', 'Threat Assessment', ['Fuel plan']),
];

function setup(
  handler = ({ query }: { query?: Record<string, unknown> }) =>
    ALL.filter((s) => !query?.q || JSON.stringify(s).toLowerCase().includes(String(query.q).toLowerCase())),
) {
  const client = createFakeApi({ 'GET /api/saved-analyses': handler });
  renderWithPlatform(<HistoryPanel api={thinkApi(client)} version={0} onOpen={() => undefined} />, {
    wrapper: withFakeApi(client),
  });
  return { client, events: userEvent.setup() };
}

jest.setTimeout(20_000);

describe('Saved analyses', () => {
  it('tells runs of one question apart by type, documents and date, and filters them', async () => {
    const { client, events } = setup();
    const list = await screen.findByRole('list', { name: 'Saved analyses' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons[0]).toHaveTextContent('Risk Analysis · 2 documents: "SSA report", "Cyber threat"');
    expect(buttons[1]).toHaveTextContent('Threat Assessment · 1 document: "Fuel plan"');
    expect(buttons[0]).toHaveTextContent('1 Mar 2026');
    await events.type(screen.getByRole('searchbox', { name: 'Filter saved analyses' }), 'fuel');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    expect(client.calls.at(-1)?.query).toMatchObject({ q: 'fuel', limit: 15 });
    await events.clear(screen.getByRole('searchbox', { name: 'Filter saved analyses' }));
    await events.type(screen.getByRole('searchbox', { name: 'Filter saved analyses' }), 'nothing');
    expect(await screen.findByText('No saved analysis matches the filter.')).toBeInTheDocument();
  });

  it('says when the list cannot be read', async () => {
    setup(() => {
      throw apiFailure(500, 'Database unavailable.');
    });
    expect(await screen.findByText(/The saved analyses could not be loaded/)).toBeInTheDocument();
  });
});
