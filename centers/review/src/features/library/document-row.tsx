import styled from '@emotion/styled';
import {
  PERMISSION_LABELS,
  SEARCH_RULES,
  formatDate,
  type AccessKind,
  type DocumentSummaryDto,
} from '@csw/contracts';
import { Checkbox, ClassificationTag, Row, Stack } from '@csw/ui';
import type { DocumentSelection } from '../../lib/use-document-selection';
import { clipExcerpt } from '../../lib/clip';
import { OpenDocumentTitle } from '../../lib/open-document-title';
import { DocumentActionButtons, type DocumentAction, type DocumentPermissions } from '@csw/documents';

const Item = styled(Stack)`
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

const Meta = styled(Row)`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Actions = styled(Row)`
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

export interface DocumentRowProps {
  document: DocumentSummaryDto;
  permissions: DocumentPermissions;
  onAction: (action: DocumentAction, document: DocumentSummaryDto) => void;
  /** The screen's selection: a checkbox adds the document to it (for 'Analyse in THINK'). */
  selection?: DocumentSelection;
}

/**
 * One document of a list: title, marking, type, access, the beginning of its text (the list's excerpt, cut
 * to SEARCH_RULES.listContentChars), and its actions.
 */
export function DocumentRow({ document, permissions, onAction, selection }: DocumentRowProps) {
  const { title } = document;
  return (
    <Item as="li" gap="xs">
      <Row>
        {selection ? (
          <Checkbox
            large
            type="checkbox"
            aria-label={`Select ${title}`}
            checked={selection.has(document.id)}
            onChange={() => selection.toggle(document)}
          />
        ) : null}
        <ClassificationTag level={document.classification} />
        <h3>
          <OpenDocumentTitle document={document} />
        </h3>
        <Actions>
          <DocumentActionButtons document={document} permissions={permissions} onAction={onAction} />
        </Actions>
      </Row>
      <Meta>
        <span>{document.documentType}</span>
        <span>{accessWords(document.access, document.ownerUsername)}</span>
        <span>Updated {formatDate(document.updatedAt)}</span>
      </Meta>
      <p>{clipExcerpt(document.excerpt, document.contentLength, SEARCH_RULES.listContentChars)}</p>
    </Item>
  );
}
