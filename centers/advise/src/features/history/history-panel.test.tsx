import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, withheldSourcesNotice, type ConversationDto } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { HistoryPanel } from './history-panel';

const saved: ConversationDto = {
  id: 'c-1',
  centerType: 'ADVISE',
  title: 'Convoy route options',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-02T10:30:00.000Z',
};

const panel = () => screen.getByRole('navigation', { name: 'Saved consultations' });

describe('saved consultations', () => {
  it('says while they load and when there are none', () => {
    const { rerender } = renderWithPlatform(<HistoryPanel items={null} error={null} onOpen={jest.fn()} />);
    expect(within(panel()).getByText('Loading...')).toBeInTheDocument();
    rerender(<HistoryPanel items={[]} error={null} onOpen={jest.fn()} />);
    expect(within(panel()).getByText('No saved consultation yet.')).toBeInTheDocument();
  });

  it('lists each with when it changed last; one reopens', async () => {
    const onOpen = jest.fn();
    renderWithPlatform(<HistoryPanel items={[saved]} error={null} onOpen={onOpen} />);
    const [item] = within(panel()).getAllByRole('listitem');
    expect(item).toHaveTextContent(formatDateTime(saved.updatedAt));
    await userEvent.setup().click(within(item!).getByRole('button', { name: 'Convoy route options' }));
    expect(onOpen).toHaveBeenCalledWith('c-1');
  });

  it('shows why they could not be loaded', () => {
    renderWithPlatform(
      <HistoryPanel items={[]} error="Saved consultations could not be loaded." onOpen={jest.fn()} />,
    );
    expect(within(panel()).getByText('Saved consultations could not be loaded.')).toBeInTheDocument();
  });

  it('says, as a status, what the consultation it reopened withholds', () => {
    const notice = withheldSourcesNotice(2);
    const { rerender } = renderWithPlatform(
      <HistoryPanel items={[saved]} error={null} notice={notice} onOpen={jest.fn()} />,
    );
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      '2 sources of this result are withheld: you can no longer read them.',
    );
    rerender(<HistoryPanel items={[saved]} error={null} notice={null} onOpen={jest.fn()} />);
    expect(within(panel()).getByRole('status')).toBeEmptyDOMElement();
  });
});
