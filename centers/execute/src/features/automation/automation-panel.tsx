import styled from '@emotion/styled';
import {
  EXECUTE_LABELS,
  REPORT_TITLES,
  SUMMARY_TIME,
  automationNotice,
  type AutomationState,
  type PlanReportRefDto,
  type ReportKind,
} from '@csw/contracts';
import { Button, CheckboxField, FormMessage, Muted, Row, SectionTitle, Stack } from '@csw/ui';
import { formatDtg } from '../../lib/dates';

/** The panel's own title: the checkbox alone is labelled "Workflow Automation" (one label per control). */
const PANEL_TITLE = 'Reports and automation';

/** The reports a user can ask for now, by the seed's button labels. */
const REPORT_BUTTONS: readonly { kind: ReportKind; label: string }[] = [
  { kind: 'mission-brief', label: EXECUTE_LABELS.scheduleBrief },
  { kind: 'status-report', label: EXECUTE_LABELS.autoReport },
];

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.status.normal};
  background: ${({ theme }) => theme.color.surfaceHeader};
`;

export interface AutomationPanelProps {
  /** The plan's automation; null before any plan, when `pendingAutomation` is the choice kept for the next. */
  automation: AutomationState | null;
  pendingAutomation: boolean;
  reports: readonly PlanReportRefDto[];
  readOnly: boolean;
  busy: ReportKind | 'automation' | null;
  message: string | null;
  onToggle(enabled: boolean): void;
  onReport(kind: ReportKind): void;
}

/**
 * Workflow automation (the daily summary at 0600, written by the server), Schedule Brief (the mission
 * brief) and Auto-Report (the status report of the board as it is): each report goes to the library and
 * downloads as a Word document.
 */
export function AutomationPanel({
  automation,
  pendingAutomation,
  reports,
  readOnly,
  busy,
  message,
  onToggle,
  onReport,
}: AutomationPanelProps) {
  return (
    <Stack gap="sm" role="region" aria-label={PANEL_TITLE}>
      <SectionTitle>{PANEL_TITLE}</SectionTitle>
      <CheckboxField
        label={EXECUTE_LABELS.workflowAutomation}
        checked={automation ? automation.enabled : pendingAutomation}
        disabled={readOnly || busy === 'automation'}
        onChange={(event) => onToggle(event.target.checked)}
      />
      {automation?.enabled ? (
        <Notice role="status">
          {automationNotice(automation.time)}
          {automation.nextRunAt ? ` Next: ${formatDtg(automation.nextRunAt)}.` : ''}
        </Notice>
      ) : null}
      {!automation && pendingAutomation ? (
        // The server's own time comes with the plan; before it, the default that the server starts with.
        <Notice role="status">
          {automationNotice(SUMMARY_TIME)} It starts with the mission you orchestrate next.
        </Notice>
      ) : null}
      {automation ? null : (
        <Muted>
          Schedule Brief and Auto-Report write a plan&apos;s brief and status report: orchestrate a mission
          first.
        </Muted>
      )}
      <Row>
        {REPORT_BUTTONS.map(({ kind, label }) => (
          <Button
            key={kind}
            variant="secondary"
            disabled={!automation || readOnly || busy !== null}
            onClick={() => onReport(kind)}
          >
            {busy === kind ? 'Writing…' : label}
          </Button>
        ))}
      </Row>
      <FormMessage message={message} />
      {reports.length ? (
        <ul aria-label="Reports of this plan">
          {[...reports].reverse().map((r) => (
            <li key={r.documentId}>
              {REPORT_TITLES[r.kind]}, {formatDtg(r.createdAt)}
              {r.automated ? ' (daily summary)' : ''}, in the library:{' '}
              <a href={r.docxPath} download>
                Download {REPORT_TITLES[r.kind]} (.docx)
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <Muted>No reports yet. Each brief and status report is saved to the library and listed here.</Muted>
      )}
    </Stack>
  );
}
