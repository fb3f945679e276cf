import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEnvelope, DraftCitation } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { DraftSources } from './draft-sources';

const source = (n: number, page: number): DraftCitation => ({
  n,
  documentId: `doc-${n}`,
  title: `Source ${n}`,
  classification: 'UNCLASS',
  page,
  quote: `quoted words ${n}`,
  start: 5,
  end: 19,
});

describe('the sources of a draft', () => {
  it('lists the cited sources by their marker, each opening its document at the cited page', async () => {
    const { bus } = renderWithPlatform(<DraftSources citations={[source(2, 9), source(1, 3)]} />);
    const opened: BusEnvelope<'document/open-requested'>[] = [];
    bus.subscribe('document/open-requested', (event) => opened.push(event));
    const list = screen.getByRole('list', { name: 'Sources of the draft' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('[1] Source 1, page 3');
    expect(items[1]).toHaveTextContent('[2] Source 2, page 9');
    await userEvent.click(within(list).getByRole('button', { name: 'Source 2, page 9' }));
    expect(opened[0]!.payload).toEqual({
      documentId: 'doc-2',
      title: 'Source 2',
      page: 9,
      quote: 'quoted words 2',
      start: 5,
      end: 19,
    });
  });

  it('shows nothing for a draft without sources', () => {
    renderWithPlatform(<DraftSources citations={[]} />);
    expect(screen.queryByRole('list', { name: 'Sources of the draft' })).not.toBeInTheDocument();
  });
});
