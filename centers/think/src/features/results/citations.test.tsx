import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WITHHELD_SOURCE_TEXT, type BusEnvelope, type Citation } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { Citations } from './citations';

const cited: Citation = {
  documentId: 'doc-7',
  title: 'Logistics estimate',
  classification: 'UNCLASS',
  page: 12,
  quote: 'fuel for 96 hours',
  start: 40,
  end: 57,
};

describe('THINK citations', () => {
  it('open the cited document at its page with the quoted words, through the bus', async () => {
    const { bus } = renderWithPlatform(
      <Citations citations={[cited, { ...cited, documentId: 'doc-8', quote: WITHHELD_SOURCE_TEXT }]} />,
    );
    const opened: BusEnvelope<'document/open-requested'>[] = [];
    bus.subscribe('document/open-requested', (event) => opened.push(event));
    const links = screen.getAllByRole('button', { name: 'Logistics estimate, page 12' });
    await userEvent.click(links[0]!);
    expect(opened.map((e) => e.payload)).toEqual([
      {
        documentId: 'doc-7',
        title: 'Logistics estimate',
        page: 12,
        quote: 'fuel for 96 hours',
        start: 40,
        end: 57,
      },
    ]);
    // A withheld source still opens its document (REVIEW says if it cannot), with no words to mark.
    await userEvent.click(links[1]!);
    expect(opened[1]!.payload).toEqual({ documentId: 'doc-8', title: 'Logistics estimate', page: 12 });
  });
});
