import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetWorkingState, useRemembered } from './working-memory';

function Question({ id = 'think/query' }: { id?: string }) {
  const [query, setQuery] = useRemembered(id, '');
  return <input aria-label="Question" value={query} onChange={(event) => setQuery(event.target.value)} />;
}

const box = () => screen.getByRole('textbox', { name: 'Question' });

describe('useRemembered', () => {
  it('keeps a value across unmount and mount for the session, and forgets it when the session ends', async () => {
    const user = userEvent.setup();
    const first = render(<Question />);
    await user.type(box(), 'What are the risks?');
    first.unmount();
    const second = render(<Question />);
    expect(box()).toHaveValue('What are the risks?');
    second.unmount();
    forgetWorkingState();
    render(<Question />);
    expect(box()).toHaveValue('');
  });

  it('keeps values of different keys apart', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Question id="advise/scenario" />);
    await user.type(box(), 'Night crossing');
    unmount();
    render(<Question id="think/query" />);
    expect(box()).toHaveValue('');
  });
});
