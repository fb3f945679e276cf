import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEnvelope } from '@csw/contracts';
import { renderShell } from '../../testing/render-shell';
import { COMMAND_PLACEHOLDER, CommandBar } from './command-bar';

function show(commands = {}) {
  const onRoute = jest.fn();
  const view = renderShell(<CommandBar commands={commands} onRoute={onRoute} />);
  const messages: BusEnvelope<'assistant/message-requested'>['payload'][] = [];
  view.bus.subscribe('assistant/message-requested', (e) => messages.push(e.payload));
  return { ...view, onRoute, messages };
}

describe('command bar', () => {
  it('suggests examples and cannot send empty or blank text', async () => {
    const user = userEvent.setup();
    const { onRoute, messages } = show();
    const input = screen.getByRole('textbox', { name: 'Command' });
    expect(input).toHaveAttribute('placeholder', COMMAND_PLACEHOLDER);
    expect(COMMAND_PLACEHOLDER).toMatch(/Analyze threat patterns/);
    expect(COMMAND_PLACEHOLDER).toMatch(/Generate an OPORD/);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onRoute).not.toHaveBeenCalled();
    expect(messages).toEqual([]);
  });

  it.each([
    ['Analyze threat patterns in the SSA report', 'think', 'THINK'],
    ['Generate an OPORD for the convoy', 'create', 'CREATE'],
    ['Find documents about GPS jamming', 'review', 'REVIEW'],
    ['Red team our course of action', 'advise', 'ADVISE'],
    ['Plan the ground station relocation', 'execute', 'EXECUTE'],
  ])(
    'Enter routes "%s" to %s with the text, and the assistant gets Command Processed',
    async (text, centerId, title) => {
      const user = userEvent.setup();
      const { onRoute, messages } = show();
      const input = screen.getByRole('textbox', { name: 'Command' });
      await user.type(input, `  ${text} {Enter}`);
      await waitFor(() => expect(onRoute).toHaveBeenCalledWith(centerId, text));
      expect(messages).toEqual([
        expect.objectContaining({
          kind: 'success',
          title: 'Command Processed',
          content: expect.stringContaining(`routed to the appropriate center: ${title}`),
        }),
      ]);
      expect(input).toHaveValue('');
      expect(screen.getByRole('status')).toHaveTextContent(`Routed to ${title}.`);
    },
  );

  it('says when no intent is clear and suggests centers that take the text', async () => {
    const user = userEvent.setup();
    const { onRoute, messages } = show();
    await user.type(screen.getByRole('textbox', { name: 'Command' }), 'hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messages).toHaveLength(1));
    expect(onRoute).not.toHaveBeenCalled();
    const [message] = messages;
    expect(message).toMatchObject({
      title: 'Command Processed',
      content: expect.stringContaining('could not be routed to one center'),
    });
    expect(message?.actions).toHaveLength(5);
    expect(message?.actions?.[0]).toEqual({
      kind: 'prefill',
      label: 'Send to THINK',
      centerId: 'think',
      text: 'hello there',
    });
  });

  it('routes with the keywords a center contributed', async () => {
    const user = userEvent.setup();
    const { onRoute, messages } = show({
      execute: [{ id: 'sync', label: 'Build a sync matrix', keywords: ['sync matrix'] }],
    });
    await user.type(screen.getByRole('textbox', { name: 'Command' }), 'sync matrix for phase two{Enter}');
    await waitFor(() => expect(onRoute).toHaveBeenCalledWith('execute', 'sync matrix for phase two'));
    expect(messages[0]?.content).toContain('(Build a sync matrix)');
  });

  it('Ctrl+K and Cmd+K focus the command bar', async () => {
    const user = userEvent.setup();
    show();
    const input = screen.getByRole('textbox', { name: 'Command' });
    expect(input).not.toHaveFocus();
    await user.keyboard('{Control>}k{/Control}');
    expect(input).toHaveFocus();
    input.blur();
    await user.keyboard('{Meta>}k{/Meta}');
    expect(input).toHaveFocus();
  });
});
