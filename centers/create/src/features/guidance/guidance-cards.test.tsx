import { screen, within } from '@testing-library/react';
import { CLARITY_INDEX_TARGET, DRAFT_TEMPLATE_STANDARDS } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { GuidanceCards } from './guidance-cards';

describe('guidance', () => {
  it('lists the template standards', () => {
    renderWithPlatform(<GuidanceCards />);
    const standards = screen.getByRole('region', { name: 'Template standards' });
    expect(
      within(standards)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...DRAFT_TEMPLATE_STANDARDS]);
  });

  it('says what the writing assistant checks and what Quick Create and Add Evidence do', () => {
    renderWithPlatform(<GuidanceCards />);
    const assistant = screen.getByRole('region', { name: 'Writing assistant' });
    expect(assistant).toHaveTextContent(`target ${CLARITY_INDEX_TARGET}`);
    expect(assistant).toHaveTextContent('Select a finding to select its text in the draft.');
    expect(assistant).toHaveTextContent(
      'Quick Create builds the draft from documents in the library you may read',
    );
    expect(assistant).toHaveTextContent('Add Evidence quotes the passage that best supports the paragraph');
  });
});
