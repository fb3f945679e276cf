import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../testing/render-with-platform';
import { CenterLayout } from './center-layout';

describe('CenterHeader', () => {
  it('moves focus to the center title when the center opens', () => {
    renderWithPlatform(
      <CenterLayout centerId="think">
        <p>Body</p>
      </CenterLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'THINK' })).toHaveFocus();
  });

  it('leaves focus where it is when the user already works inside the center', () => {
    function Center() {
      return (
        <CenterLayout centerId="create">
          <input aria-label="Draft" autoFocus />
        </CenterLayout>
      );
    }
    renderWithPlatform(<Center />);
    expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveFocus();
  });
});
