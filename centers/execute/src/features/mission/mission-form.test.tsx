import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXECUTE_LABELS, PLANNING_MESSAGES } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { MissionForm, type MissionFormProps } from './mission-form';

function renderForm(props: Partial<MissionFormProps> = {}) {
  const handlers = { onDescription: jest.fn(), onOrchestrate: jest.fn() };
  renderWithPlatform(<MissionForm description="" busy={false} message={null} {...handlers} {...props} />);
  return handlers;
}

const orchestrate = () => screen.getByRole('button', { name: EXECUTE_LABELS.orchestrate });
const description = () => screen.getByRole('textbox', { name: EXECUTE_LABELS.taskDescription });

describe('mission', () => {
  it('says what the description needs and waits for one', async () => {
    const handlers = renderForm({ description: '  ' });
    expect(orchestrate()).toBeDisabled();
    expect(description()).toHaveAccessibleDescription(PLANNING_MESSAGES.emptyDescription);
    await userEvent.setup().type(description(), 'S');
    expect(handlers.onDescription).toHaveBeenLastCalledWith('  S');
  });

  it('orchestrates the trimmed description', async () => {
    const handlers = renderForm({ description: '  2nd Battalion seizes OBJ FOX. ' });
    await userEvent.setup().click(orchestrate());
    expect(handlers.onOrchestrate).toHaveBeenCalledWith('2nd Battalion seizes OBJ FOX.', {});
  });

  it('always offers the receipt of mission, and sends it with the description', async () => {
    const user = userEvent.setup();
    const handlers = renderForm({ description: 'FRAGO 3. 2-7 IN seizes OBJ FOX NLT 150600Z MAR 27.' });
    const receipt = screen.getByLabelText(EXECUTE_LABELS.receivedAt);
    expect(receipt).toHaveAttribute('type', 'datetime-local');
    expect(receipt).toHaveAccessibleDescription(/back-planned from it/);
    await user.type(receipt, '2027-03-13T19:00');
    await user.click(orchestrate());
    expect(handlers.onOrchestrate).toHaveBeenCalledWith(
      'FRAGO 3. 2-7 IN seizes OBJ FOX NLT 150600Z MAR 27.',
      {
        receivedAt: new Date('2027-03-13T19:00').toISOString(),
      },
    );
  });

  it('orchestrates once at a time and shows what the server said', () => {
    renderForm({
      description: 'Seize OBJ FOX.',
      busy: true,
      message: 'The mission could not be orchestrated.',
    });
    expect(screen.getByRole('button', { name: 'Orchestrating…' })).toBeDisabled();
    expect(screen.getByText('The mission could not be orchestrated.')).toBeInTheDocument();
  });
});
