import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../testing/render-with-platform';
import { StatusNotice } from './status-notice';

describe('StatusNotice', () => {
  it('announces the message with its status symbol', () => {
    renderWithPlatform(<StatusNotice status="caution" message="Your request awaits an administrator." />);
    expect(screen.getByRole('status')).toHaveTextContent('Your request awaits an administrator.');
    expect(screen.getByRole('img', { name: 'Status caution' })).toBeInTheDocument();
  });

  it('shows nothing without a message', () => {
    renderWithPlatform(<StatusNotice status="normal" message={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
