import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/render-shell';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first Tab stop and moves focus past the header to the main content', async () => {
    const user = userEvent.setup();
    renderShell(
      <>
        <SkipLink />
        <header>
          <button type="button">Command bar</button>
        </header>
        <main aria-label="Dashboard">Content</main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main', { name: 'Dashboard' })).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});
