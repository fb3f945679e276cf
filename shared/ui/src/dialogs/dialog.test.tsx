import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithPlatform } from '../testing/render-with-platform';
import { ConfirmDialog } from './confirm-dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete it</button>
      <p>answer: {answer}</p>
      {open ? (
        <ConfirmDialog
          type="danger"
          title="Delete document"
          message='Are you sure you want to delete "Plan"? This action cannot be undone.'
          confirmText="Delete"
          cancelText="Keep"
          onConfirm={() => {
            setAnswer('confirmed');
            setOpen(false);
          }}
          onCancel={() => {
            setAnswer('cancelled');
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

describe('dialogs', () => {
  it('is a labelled modal dialog that takes the focus and gives it back', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Opener />);
    const opener = screen.getByRole('button', { name: 'Delete it' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete document' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete "Plan"? This action cannot be undone.',
    );
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('answer: cancelled')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('still answers Esc and Tab when the focus fell to the page (a button disabled while it works)', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    const keep = screen.getByRole('button', { name: 'Keep' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    await user.tab();
    expect(remove).toHaveFocus();
    await user.tab();
    expect(keep).toHaveFocus();
    await user.tab({ shift: true });
    expect(remove).toHaveFocus();
    await user.click(remove);
    expect(screen.getByText('answer: confirmed')).toBeInTheDocument();
  });

  it.each([
    ['danger', 'This cannot be undone', 'Status critical'],
    ['warning', 'Please check before you continue', 'Status caution'],
  ] as const)('marks a %s confirmation in words and with its symbol', (type, words, symbol) => {
    renderWithPlatform(
      <ConfirmDialog type={type} title="Sure?" message="Go on?" onConfirm={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: symbol })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('a default confirmation has no severity mark', () => {
    renderWithPlatform(
      <ConfirmDialog title="Sure?" message="Go on?" onConfirm={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
