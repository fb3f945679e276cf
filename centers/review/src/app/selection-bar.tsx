import { useState } from 'react';
import styled from '@emotion/styled';
import { MoveDialog } from '@csw/documents';
import { useBus, useDisplayedClassification } from '@csw/event-bus';
import { Button, Row } from '@csw/ui';
import type { DocumentSelection } from '../lib/use-document-selection';

const Bar = styled(Row)`
  position: sticky;
  top: 0;
  z-index: 1;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.borderInteractive};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.backgroundHeader};
  > span {
    flex: 1;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const FIRST_TITLES = 3;

/** What the selection holds, in words: its size and its first titles. */
export function selectionWords(titles: readonly string[]): string {
  const n = titles.length;
  if (n === 0) return 'No documents selected.';
  const first = titles
    .slice(0, FIRST_TITLES)
    .map((t) => `"${t}"`)
    .join(', ');
  const more = n > FIRST_TITLES ? ` and ${n - FIRST_TITLES} more` : '';
  return `${n} ${n === 1 ? 'document' : 'documents'} selected: ${first}${more}.`;
}

/**
 * The selection made in the Living Library and the search results, with 'Analyse in THINK': THINK opens
 * with exactly these documents selected (and 'Draft from these in CREATE': CREATE writes from them) ('library/documents-selected'; the shell opens the target center
 * and hands the selection over once it is mounted); and 'Move to folder' for all of them at once.
 */
export function SelectionBar({
  selection,
  onMoved,
}: {
  selection: DocumentSelection;
  /** Documents of the selection were moved: the lists and counts read again. */
  onMoved?: () => void;
}) {
  const bus = useBus();
  const [moving, setMoving] = useState(false);
  const { chosen } = selection;
  useDisplayedClassification(chosen.map((d) => d.classification));
  if (chosen.length === 0) return null;
  return (
    <Bar role="region" aria-label="Selected documents">
      <span role="status">{selectionWords(chosen.map((d) => d.title))}</span>
      <Button
        onClick={() =>
          bus.publish('library/documents-selected', {
            targetCenterId: 'think',
            documentIds: chosen.map((d) => d.id),
            titles: chosen.map((d) => d.title),
          })
        }
      >
        Analyse in THINK
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          bus.publish('library/documents-selected', {
            targetCenterId: 'create',
            documentIds: chosen.map((d) => d.id),
            titles: chosen.map((d) => d.title),
          })
        }
      >
        Draft from these in CREATE
      </Button>
      <Button variant="secondary" onClick={() => setMoving(true)}>
        Move to folder
      </Button>
      <Button variant="secondary" onClick={selection.clear}>
        Clear selection
      </Button>
      {moving ? <MoveDialog documents={chosen} onClose={() => setMoving(false)} onMoved={onMoved} /> : null}
    </Bar>
  );
}
