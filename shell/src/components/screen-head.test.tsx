import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@csw/ui/testing';
import { ScreenHead } from './screen-head';

describe('ScreenHead', () => {
  it('titles the screen and goes back to the dashboard', async () => {
    const onDashboard = jest.fn();
    renderWithPlatform(<ScreenHead title="Team" onDashboard={onDashboard} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(onDashboard).toHaveBeenCalledTimes(1);
  });
});
