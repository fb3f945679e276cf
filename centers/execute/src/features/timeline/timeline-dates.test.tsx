import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXECUTE_LABELS, PLANNING_MESSAGES, type Timeline } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { timeline } from '../../testing/fake-plans';
import { TimelineDates } from './timeline-dates';

const undated = (status: Exclude<Timeline['status'], 'ok'>): Timeline => ({
  ...timeline,
  status,
  message: PLANNING_MESSAGES.relativeTime,
  missionTime: null,
  milestones: [],
});

function renderDates(t: Timeline) {
  const onDate = jest.fn();
  renderWithPlatform(<TimelineDates timeline={t} busy={false} onDate={onDate} />);
  return onDate;
}

const dateButton = () => screen.getByRole('button', { name: EXECUTE_LABELS.dateTimeline });

describe('the times an undated timeline asks for', () => {
  it('asks for D-day, H-hour when the mission is given relative to it, and dates the timeline with it', async () => {
    const user = userEvent.setup();
    const onDate = renderDates(undated('relative'));
    const field = screen.getByLabelText(EXECUTE_LABELS.dDay);
    expect(field).toHaveAttribute('type', 'datetime-local');
    expect(screen.queryByLabelText(EXECUTE_LABELS.receivedAt)).not.toBeInTheDocument();
    await user.type(field, '2027-03-15T05:30');
    await user.click(dateButton());
    expect(onDate).toHaveBeenCalledWith({ dDay: new Date('2027-03-15T05:30').toISOString() });
  });

  it('says what is missing and sends nothing when no time is given', async () => {
    const user = userEvent.setup();
    const onDate = renderDates(undated('relative'));
    await user.click(dateButton());
    expect(onDate).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Give the ${EXECUTE_LABELS.dDay} to date the timeline.`,
    );
  });

  it('asks for the receipt of mission or a later mission time when the mission time has passed', async () => {
    const user = userEvent.setup();
    const onDate = renderDates(undated('passed'));
    await user.type(screen.getByLabelText(EXECUTE_LABELS.receivedAt), '2009-08-20T08:00');
    expect(screen.getByLabelText(EXECUTE_LABELS.missionTime)).toHaveValue('');
    await user.click(dateButton());
    expect(onDate).toHaveBeenCalledWith({ receivedAt: new Date('2009-08-20T08:00').toISOString() });
  });

  it('asks for the mission time when none is stated, and for nothing once the timeline is dated', () => {
    renderDates(undated('no-mission-time'));
    expect(screen.getByLabelText(EXECUTE_LABELS.missionTime)).toBeInTheDocument();
    expect(screen.queryByLabelText(EXECUTE_LABELS.dDay)).not.toBeInTheDocument();
  });

  it('shows nothing for a dated timeline', () => {
    renderDates(timeline);
    expect(screen.queryByRole('form', { name: 'Timeline dates' })).not.toBeInTheDocument();
  });
});
