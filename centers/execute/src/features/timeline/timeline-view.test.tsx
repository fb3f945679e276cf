import { screen, within } from '@testing-library/react';
import { EXECUTE_LABELS } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { formatDtg } from '../../lib/dates';
import { timeline } from '../../testing/fake-plans';
import { TimelineView } from './timeline-view';

const region = () => screen.getByRole('region', { name: EXECUTE_LABELS.timeline });

describe('timeline', () => {
  it('says what will appear before a mission is orchestrated', () => {
    renderWithPlatform(<TimelineView timeline={null} />);
    expect(region()).toHaveTextContent("The mission's timeline appears here once it is orchestrated");
  });

  it('spans receipt of mission to the mission, with one line per milestone', () => {
    renderWithPlatform(<TimelineView timeline={timeline} />);
    expect(region()).toHaveTextContent(
      `${formatDtg(timeline.receivedAt)} to ${formatDtg(timeline.missionTime)}`,
    );
    const milestones = within(screen.getByRole('list', { name: 'Milestones' })).getAllByRole('listitem');
    expect(milestones.map((m) => m.textContent)).toEqual(
      timeline.milestones.map((m) => `${m.label}${formatDtg(m.start)}`),
    );
  });

  it("gives the server's reason when there is no timeline", () => {
    const message = 'No mission time is stated: add one to plan back from it.';
    renderWithPlatform(
      <TimelineView timeline={{ ...timeline, status: 'no-mission-time', message, missionTime: null }} />,
    );
    expect(within(region()).getByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('list', { name: 'Milestones' })).not.toBeInTheDocument();
  });
});
