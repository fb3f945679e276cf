import styled from '@emotion/styled';
import { UPLOAD_CATEGORY } from '@csw/contracts';
import { Button, ClassificationTag, FormMessage, Muted } from '@csw/ui';
import type { DocumentsState, ListedDocument } from '../../hooks/use-documents';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 22rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Row = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-of-type {
    border-bottom: none;
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
    cursor: pointer;
  }
  input {
    margin-top: 0.2rem;
    accent-color: ${({ theme }) => theme.color.interactive};
  }
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSecondary};
`;

/** Marks what users uploaded themselves (the NEW badge). */
export const NewBadge = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.status.standby};
  color: ${({ theme }) => theme.status.standby};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
`;

export interface DocumentPickerProps {
  documents: DocumentsState;
  selected: ReadonlySet<string>;
  onToggle: (document: ListedDocument) => void;
}

/** The documents the user may read, each with its marking, type and a NEW badge for user uploads. */
export function DocumentPicker({ documents, selected, onToggle }: DocumentPickerProps) {
  const { items, total, loading, error } = documents;
  return (
    <div>
      {error ? <FormMessage message={error} /> : null}
      {items.length === 0 && !loading && !error ? <Muted>No documents in the library yet.</Muted> : null}
      {items.length > 0 ? (
        <List aria-label="Documents to analyse">
          {items.map((document) => (
            <Row key={document.id}>
              <label>
                <input
                  type="checkbox"
                  checked={selected.has(document.id)}
                  onChange={() => onToggle(document)}
                />
                <span>
                  <span>{document.title}</span>
                  <Meta>
                    <ClassificationTag level={document.classification} />
                    <span>{document.documentType}</span>
                    {document.category === UPLOAD_CATEGORY ? <NewBadge>NEW</NewBadge> : null}
                  </Meta>
                </span>
              </label>
            </Row>
          ))}
        </List>
      ) : null}
      {loading ? <Muted role="status">Loading documents...</Muted> : null}
      {total !== null && items.length < total && !loading ? (
        <Button variant="secondary" onClick={documents.more}>
          Show more ({items.length} of {total})
        </Button>
      ) : null}
    </div>
  );
}
