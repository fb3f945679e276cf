import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanSummaryDto } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { formatDtg } from '../../lib/dates';
import { PlanPicker, type PlanPickerProps } from './plan-picker';

const plan: PlanSummaryDto = {
  id: 'plan-1',
  ownerId: 'me',
  title: 'Seize OBJ FOX',
  description: '2nd Battalion seizes OBJ FOX.',
  missionTime: '2027-03-15T06:00:00.000Z',
  taskCount: 1,
  classification: 'UNCLASS',
  createdAt: '2027-03-12T06:00:00.000Z',
  updatedAt: '2027-03-12T06:00:00.000Z',
};

function renderPicker(props: Partial<PlanPickerProps> = {}) {
  const handlers = { onOpen: jest.fn(), onNew: jest.fn(), onRetry: jest.fn() };
  renderWithPlatform(<PlanPicker plans={[plan]} error={null} currentId={null} {...handlers} {...props} />);
  return handlers;
}

describe('plans', () => {
  it('names each plan by its title, when it was made, its size and its mission time; one opens', async () => {
    const handlers = renderPicker({
      plans: [plan, { ...plan, id: 'plan-2', taskCount: 3, missionTime: null }],
    });
    const plans = screen.getByRole('combobox', { name: 'Plans' });
    const made = formatDtg(plan.createdAt);
    expect(
      within(plans)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'New plan',
      `Seize OBJ FOX (made ${made}, 1 task, mission ${formatDtg(plan.missionTime)})`,
      `Seize OBJ FOX (made ${made}, 3 tasks, no mission time)`,
    ]);
    expect(screen.getByRole('button', { name: 'New plan' })).toBeDisabled();
    await userEvent.setup().selectOptions(plans, 'plan-2');
    expect(handlers.onOpen).toHaveBeenCalledWith('plan-2');
  });

  it('starts a new plan from the one open', async () => {
    const handlers = renderPicker({ currentId: 'plan-1' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'New plan' }));
    expect(handlers.onNew).toHaveBeenCalledTimes(1);
  });

  it('says while the plans load', () => {
    renderPicker({ plans: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your plans…');
  });

  it('says when there is no plan yet', () => {
    renderPicker({ plans: [] });
    expect(screen.getByText('No plans yet. Describe a mission and orchestrate it.')).toBeInTheDocument();
  });

  it('offers Retry when the list could not be read', async () => {
    const handlers = renderPicker({ error: 'The list of your plans could not be loaded.' });
    expect(screen.getByText('The list of your plans could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(handlers.onRetry).toHaveBeenCalledTimes(1);
  });
});
