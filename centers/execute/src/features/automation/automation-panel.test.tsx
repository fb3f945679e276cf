import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTOMATION_NOTICE, EXECUTE_LABELS, type AutomationState } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { formatDtg } from '../../lib/dates';
import { AutomationPanel, type AutomationPanelProps } from './automation-panel';

const on: AutomationState = {
  enabled: true,
  time: '0600',
  nextRunAt: '2027-03-13T06:00:00.000Z',
  lastSummaryAt: null,
};

function renderPanel(props: Partial<AutomationPanelProps> = {}) {
  const handlers = { onToggle: jest.fn(), onReport: jest.fn() };
  renderWithPlatform(
    <AutomationPanel
      automation={{ ...on, enabled: false, nextRunAt: null }}
      pendingAutomation={false}
      reports={[]}
      readOnly={false}
      busy={null}
      message={null}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const automation = () => screen.getByRole('checkbox', { name: EXECUTE_LABELS.workflowAutomation });
const brief = () => screen.getByRole('button', { name: EXECUTE_LABELS.scheduleBrief });
const report = () => screen.getByRole('button', { name: EXECUTE_LABELS.autoReport });

describe('reports and automation', () => {
  it('before any plan keeps the choice for the next mission and writes no report', async () => {
    const handlers = renderPanel({ automation: null, pendingAutomation: true });
    expect(automation()).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      `${AUTOMATION_NOTICE} It starts with the mission you orchestrate next.`,
    );
    expect(brief()).toBeDisabled();
    expect(report()).toBeDisabled();
    await userEvent.setup().click(automation());
    expect(handlers.onToggle).toHaveBeenCalledWith(false);
  });

  it("turns the plan's automation on", async () => {
    const handlers = renderPanel();
    await userEvent.setup().click(automation());
    expect(handlers.onToggle).toHaveBeenCalledWith(true);
  });

  it('shows the notice of an automated plan', () => {
    renderPanel({ automation: on });
    expect(screen.getByRole('status')).toHaveTextContent(
      `${AUTOMATION_NOTICE} Next: ${formatDtg(on.nextRunAt)}.`,
    );
  });

  it("writes a plan's brief and status report and lists them, newest first", async () => {
    const events = userEvent.setup();
    const handlers = renderPanel({
      automation: on,
      reports: [
        {
          kind: 'mission-brief',
          documentId: 'r-1',
          createdAt: '2027-03-12T07:00:00.000Z',
          automated: false,
          docxPath: '/api/plans/plan-1/reports/r-1/docx',
        },
        {
          kind: 'status-report',
          documentId: 'r-2',
          createdAt: '2027-03-13T06:00:00.000Z',
          automated: true,
          docxPath: '/api/plans/plan-1/reports/r-2/docx',
        },
      ],
    });
    await events.click(brief());
    await events.click(report());
    expect(handlers.onReport.mock.calls).toEqual([['mission-brief'], ['status-report']]);
    const reports = within(screen.getByRole('list', { name: 'Reports of this plan' })).getAllByRole(
      'listitem',
    );
    expect(reports[0]).toHaveTextContent('Status Report');
    expect(reports[0]).toHaveTextContent('(daily summary)');
    expect(within(reports[1]!).getByRole('link', { name: 'Download Mission Brief (.docx)' })).toHaveAttribute(
      'href',
      '/api/plans/plan-1/reports/r-1/docx',
    );
  });

  it("leaves a team member's plan as it is", () => {
    renderPanel({ automation: on, readOnly: true });
    expect(automation()).toBeDisabled();
    expect(brief()).toBeDisabled();
    expect(report()).toBeDisabled();
  });
});
