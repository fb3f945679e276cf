import styled from '@emotion/styled';
import {
  EXECUTE_LABELS,
  REPORT_TITLES,
  automationNotice,
  type AutomationState,
  type PlanReportRefDto,
  type ReportKind,
} from '@csw/contracts';
import { Button, CheckboxField, FormMessage, Muted, Row, SectionTitle, Stack } from '@csw/ui';
import { formatDtg } from '../../lib/dates';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.status.normal};
  background: ${({ theme }) => theme.color.surfaceHeader};
`;

export interface AutomationPanelProps {
  automation: AutomationState;
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
  reports,
  readOnly,
  busy,
  message,
  onToggle,
  onReport,
}: AutomationPanelProps) {
  return (
    <Stack gap="sm" role="region" aria-label="Reports and automation">
      <SectionTitle>{EXECUTE_LABELS.workflowAutomation}</SectionTitle>
      <CheckboxField
        label={EXECUTE_LABELS.workflowAutomation}
        checked={automation.enabled}
        disabled={readOnly || busy === 'automation'}
        onChange={(event) => onToggle(event.target.checked)}
      />
      {automation.enabled ? (
        <Notice role="status">
          {automationNotice(automation.time)}
          {automation.nextRunAt ? ` Next: ${formatDtg(automation.nextRunAt)}.` : ''}
        </Notice>
      ) : null}
      <Row>
        <Button
          variant="secondary"
          disabled={readOnly || busy !== null}
          onClick={() => onReport('mission-brief')}
        >
          {busy === 'mission-brief' ? 'Writing…' : EXECUTE_LABELS.scheduleBrief}
        </Button>
        <Button
          variant="secondary"
          disabled={readOnly || busy !== null}
          onClick={() => onReport('status-report')}
        >
          {busy === 'status-report' ? 'Writing…' : EXECUTE_LABELS.autoReport}
        </Button>
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
        <Muted>No reports yet.</Muted>
      )}
    </Stack>
  );
}
