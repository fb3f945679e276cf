import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENTER_CONTRACT_VERSION, type CenterDefinition, type CenterProps } from '@csw/contracts';
import type { ReactNode } from 'react';
import { renderShell } from '../testing/render-shell';
import { CenterSlot } from './center-slot';
import * as registry from './center-registry';

// Jest never loads real remotes: the registry is replaced by spies.
jest.mock('./center-registry', () => ({ loadCenter: jest.fn(), loadedCenter: jest.fn() }));
const loadCenter = registry.loadCenter as jest.Mock;
const loadedCenter = registry.loadedCenter as jest.Mock;

const think: CenterDefinition<ReactNode> = {
  id: 'think',
  title: 'THINK',
  contractVersion: CENTER_CONTRACT_VERSION,
  version: '1.0.0',
  Component: ({ cognitiveState }: CenterProps) => <h1>{`THINK ${cognitiveState}`}</h1>,
};

const props: CenterProps = {
  user: { id: 'u1', username: 'demo.officer', role: 'user' },
  cognitiveState: 'Fresh',
  simplified: false,
  teamMode: false,
};

describe('center slot', () => {
  beforeEach(() => jest.resetAllMocks());

  it('renders a preloaded center in its first render, without a loading notice', () => {
    loadedCenter.mockReturnValue(think);
    renderShell(<CenterSlot centerId="think" centerProps={props} />);
    expect(screen.getByRole('heading', { name: 'THINK Fresh' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadCenter).not.toHaveBeenCalled();
  });

  it('shows the loading notice until the code arrives, then the center', async () => {
    loadCenter.mockResolvedValue(think);
    renderShell(<CenterSlot centerId="think" centerProps={props} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading THINK...');
    expect(await screen.findByRole('heading', { name: 'THINK Fresh' })).toBeInTheDocument();
    expect(loadCenter).toHaveBeenCalledWith('think', { reload: false });
  });

  it('says a center is unavailable, and Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    loadCenter
      .mockRejectedValueOnce(new Error('THINK is unavailable: its origin could not be reached.'))
      .mockResolvedValueOnce(think);
    renderShell(<CenterSlot centerId="think" centerProps={props} />);
    const alert = await screen.findByRole('alert', { name: 'THINK unavailable' });
    expect(alert).toHaveTextContent('THINK is unavailable: its origin could not be reached.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'THINK Fresh' })).toBeInTheDocument();
    expect(loadCenter).toHaveBeenLastCalledWith('think', { reload: true });
  });
});
