import styled from '@emotion/styled';
import type { WritingCheck, WritingFinding } from '@csw/contracts';
import { Button, Card, Muted, SectionTitle, Stack } from '@csw/ui';

const Findings = styled(Stack)`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 24rem;
  overflow-y: auto;
`;

const FindingButton = styled(Button)`
  width: 100%;
  text-align: left;
  display: block;
  white-space: normal;
  height: auto;
`;

const Why = styled.span`
  display: block;
  font-weight: normal;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface CheckerPanelProps {
  check: WritingCheck;
  /** Hides each finding's reason (simplified view). */
  brief: boolean;
  onSelect: (finding: WritingFinding) => void;
}

/** The writing checker's result: the clarity index and each finding; selecting one selects its text. */
export function CheckerPanel({ check, brief, onSelect }: CheckerPanelProps) {
  const { clarity, findings } = check;
  return (
    <Card aria-labelledby="create-checker">
      <Stack gap="sm">
        <SectionTitle id="create-checker">Writing check</SectionTitle>
        <p>
          {clarity.index === null
            ? 'Clarity index: no prose to measure yet.'
            : `Clarity index ${clarity.index} (${clarity.rating}): ${clarity.averageSentenceLength} words per sentence, ${clarity.longWordPercent}% long words.`}
        </p>
        {findings.length === 0 ? (
          <Muted>No findings: the text meets the checks of the writing standard.</Muted>
        ) : (
          <Findings as="ol" gap="xs" aria-label="Findings">
            {findings.map((finding, i) => (
              <li key={`${finding.kind}-${finding.start}-${finding.end}-${i}`}>
                <FindingButton variant="secondary" onClick={() => onSelect(finding)}>
                  {finding.message}
                  {brief ? null : <Why>{finding.why}</Why>}
                </FindingButton>
              </li>
            ))}
          </Findings>
        )}
      </Stack>
    </Card>
  );
}
