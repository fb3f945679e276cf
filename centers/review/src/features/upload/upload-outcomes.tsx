import styled from '@emotion/styled';
import { Stack, StatusSymbol } from '@csw/ui';
import type { FileOutcome } from './batch-upload';

const List = styled(Stack)`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
`;

function describe(outcome: FileOutcome): string {
  switch (outcome.state) {
    case 'uploaded':
      return `${outcome.name}: uploaded as "${outcome.document.title}"`;
    case 'refused':
    case 'duplicate':
      return `${outcome.name}: not uploaded. ${outcome.reason}`;
    case 'sending':
      return `${outcome.name}: uploading`;
    default:
      return `${outcome.name}: waiting`;
  }
}

/** What became of each file of a batch (nothing for a single file: its message says it). */
export function UploadOutcomes({ outcomes }: { outcomes: readonly FileOutcome[] }) {
  if (outcomes.length === 0) return null;
  return (
    <List as="ul" gap="xs" aria-label="Upload results">
      {outcomes.map((outcome, i) => (
        <li key={`${i}-${outcome.name}`} data-outcome={outcome.state}>
          <StatusSymbol
            status={outcome.state === 'uploaded' ? 'normal' : 'critical'}
            label={outcome.state === 'uploaded' ? 'Uploaded' : 'Not uploaded'}
          />
          <span>{describe(outcome)}</span>
        </li>
      ))}
    </List>
  );
}
