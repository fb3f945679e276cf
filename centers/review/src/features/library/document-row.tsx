import styled from '@emotion/styled';
import {
  PERMISSION_LABELS,
  SEARCH_RULES,
  formatDate,
  type AccessKind,
  type DocumentSummaryDto,
} from '@csw/contracts';
import { Button, ClassificationTag, Stack } from '@csw/ui';
import type { DocumentSelection } from '../../lib/use-document-selection';
import { clipExcerpt } from '../../lib/clip';
import type { DocumentPermissions } from './document-access';

const Row = styled(Stack)`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.base};
  }
  p {
    margin: 0;
    line-height: 1.5;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Meta = styled(Line)`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Actions = styled(Line)`
  margin-left: auto;
`;

/** How the user reaches the document, in words. */
function accessWords(access: AccessKind, owner: string | null): string {
  switch (access) {
    case 'owner':
      return 'Yours';
    case 'library':
      return 'Organisation library';
    case 'team':
      return owner ? `Team: ${owner}` : 'Team';
    default:
      return `Shared${owner ? ` by ${owner}` : ''}: ${PERMISSION_LABELS[access]}`;
  }
}

export type DocumentAction = keyof DocumentPermissions;

/** The buttons of a row, in order, each shown when the user may take its action. */
const ACTIONS: readonly { action: DocumentAction; label: string }[] = [
  { action: 'edit', label: 'Edit' },
  { action: 'share', label: 'Share' },
  { action: 'delete', label: 'Delete' },
];

export interface DocumentRowProps {
  document: DocumentSummaryDto;
  permissions: DocumentPermissions;
  onAction: (action: DocumentAction, document: DocumentSummaryDto) => void;
  /** The screen's selection: a checkbox adds the document to it (for 'Analyse in THINK'). */
  selection?: DocumentSelection;
}

const Check = styled.input`
  width: 1.1rem;
  height: 1.1rem;
  accent-color: ${({ theme }) => theme.color.interactive};
`;

/**
 * One document of a list: title, marking, type, access, the beginning of its text (the list's excerpt, cut
 * to SEARCH_RULES.listContentChars), and its actions.
 */
export function DocumentRow({ document, permissions, onAction, selection }: DocumentRowProps) {
  const { title } = document;
  return (
    <Row as="li" gap="xs">
      <Line>
        {selection ? (
          <Check
            type="checkbox"
            aria-label={`Select ${title}`}
            checked={selection.has(document.id)}
            onChange={() => selection.toggle(document)}
          />
        ) : null}
        <ClassificationTag level={document.classification} />
        <h3>{title}</h3>
        <Actions>
          {ACTIONS.map(({ action, label }) =>
            permissions[action] ? (
              <Button
                key={action}
                variant="secondary"
                aria-label={`${label} ${title}`}
                onClick={() => onAction(action, document)}
              >
                {label}
              </Button>
            ) : null,
          )}
        </Actions>
      </Line>
      <Meta>
        <span>{document.documentType}</span>
        <span>{accessWords(document.access, document.ownerUsername)}</span>
        <span>Updated {formatDate(document.updatedAt)}</span>
      </Meta>
      <p>{clipExcerpt(document.excerpt, document.contentLength, SEARCH_RULES.listContentChars)}</p>
    </Row>
  );
}
