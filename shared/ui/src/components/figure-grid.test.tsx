import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../testing/render-with-platform';
import { FigureGrid } from './figure-grid';

describe('FigureGrid', () => {
  it('lists every figure as a term with its value, named by its label', () => {
    renderWithPlatform(
      <FigureGrid
        look="bare"
        aria-label="Team figures"
        figures={[
          { label: 'Team members', value: 3 },
          { label: 'Team documents', value: '12' },
        ]}
      />,
    );
    const list = screen.getByLabelText('Team figures');
    expect(list.tagName).toBe('DL');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Team members',
      'Team documents',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['3', '12']);
  });

  it('renders nothing but the list when there are no figures', () => {
    renderWithPlatform(<FigureGrid look="rows" aria-label="Empty" figures={[]} />);
    expect(screen.getByLabelText('Empty')).toBeEmptyDOMElement();
  });
});
