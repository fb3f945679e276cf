import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdviceCitation, BusEnvelope } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { Citations } from './citations';

const cited: AdviceCitation = {
  documentId: 'doc-3',
  title: 'Threat assessment',
  classification: 'SECRET',
  page: 4,
  quote: 'two brigades west of the river',
  start: 10,
  end: 40,
};

describe('ADVISE citations', () => {
  it('open the cited document at its page with the quoted words, through the bus', async () => {
    const { bus } = renderWithPlatform(<Citations citations={[cited]} />);
    const opened: BusEnvelope<'document/open-requested'>[] = [];
    bus.subscribe('document/open-requested', (event) => opened.push(event));
    const list = screen.getByRole('list', { name: 'Citations' });
    await userEvent.click(within(list).getByRole('button', { name: 'Threat assessment, p. 4' }));
    expect(opened).toHaveLength(1);
    expect(opened[0]!.payload).toEqual({
      documentId: 'doc-3',
      title: 'Threat assessment',
      page: 4,
      quote: 'two brigades west of the river',
      start: 10,
      end: 40,
    });
  });
});
