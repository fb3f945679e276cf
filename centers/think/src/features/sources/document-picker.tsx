import { useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { UPLOAD_CATEGORY } from '@csw/contracts';
import { useDisplayedClassification } from '@csw/event-bus';
import { Button, ClassificationTag, FormMessage, Muted, Row } from '@csw/ui';
import type { ThinkApi } from '../../api/think-api';
import type { DocumentsState, SelectedDocument } from './use-documents';
import { PickerFilters } from './picker-filters';
import { pickerRows } from './picker-rows';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 22rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const PickerRow = styled.li<{ chosen: boolean }>`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ chosen, theme }) => (chosen ? theme.color.backgroundHeader : 'transparent')};
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
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.borderInteractive};
  }
`;

const Meta = styled(Row)`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const SelectionLine = styled(Row)`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
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

/** The documents chosen for the analysis, as the picker reads and changes them. */
export interface DocumentChoice {
  /** The chosen documents, in the order they were chosen. */
  selected: ReadonlyMap<string, SelectedDocument>;
  /** Moves on when the selection was replaced as a whole: the rows then take their new order at once. */
  revision: number;
  toggle(document: SelectedDocument): void;
  clear(): void;
}

export interface DocumentPickerProps {
  api: ThinkApi;
  documents: DocumentsState;
  selection: DocumentChoice;
}

const selectedWords = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'} selected`;

/**
 * The documents the user may read, each with its marking, type and a NEW badge for user uploads, narrowed
 * by the filters (on the server), the selection kept at the top and its size always shown. Keyboard: the
 * arrow keys (and Home, End) move between documents, Space selects. While the focus is in the list the
 * rows stay where they are, so a row just selected does not jump away from under the keyboard or the
 * mouse; the selection moves to the top when the focus leaves the list or the list changes.
 */
export function DocumentPicker({ api, documents, selection }: DocumentPickerProps) {
  const { selected, revision: selectionRevision, toggle: onToggle, clear: onClear } = selection;
  const { items, total, loading, error, filter } = documents;
  const list = useRef<HTMLUListElement>(null);
  const [freeze, setFreeze] = useState<{ ids: string[]; revision: number } | null>(null);
  const frozen = freeze?.revision === selectionRevision ? freeze.ids : null;
  const shownBefore = useRef(new Map<string, SelectedDocument>());
  const rows = useMemo(
    () => pickerRows(selected, items, frozen, shownBefore.current),
    [selected, items, frozen],
  );
  shownBefore.current = new Map(rows.map((d) => [d.id, d]));
  useDisplayedClassification(rows.flatMap((d) => (d.classification ? [d.classification] : [])));

  const boxes = () => [...(list.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])];

  function keyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = boxes();
    const at = all.indexOf(document.activeElement as HTMLInputElement);
    const target =
      event.key === 'ArrowDown'
        ? Math.min(all.length - 1, at + 1)
        : event.key === 'ArrowUp'
          ? Math.max(0, at - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? all.length - 1
              : null;
    if (target === null || all.length === 0) return;
    event.preventDefault();
    all[target]?.focus();
  }

  const focusIn = () => {
    if (!frozen) setFreeze({ ids: rows.map((d) => d.id), revision: selectionRevision });
  };
  const focusOut = (event: FocusEvent<HTMLUListElement>) => {
    if (!list.current?.contains(event.relatedTarget as Node | null)) setFreeze(null);
  };

  const filtering = Boolean(filter.text.trim() || filter.category || filter.folderId);
  const matches = total ?? 0;
  return (
    <div>
      <PickerFilters
        api={api}
        filter={filter}
        onFilter={documents.setFilter}
        onEnterList={() => boxes()[0]?.focus()}
      />
      <SelectionLine wrap={false} justify="space-between">
        <span role="status" aria-live="polite">
          {selectedWords(selected.size)}
        </span>
        <Button variant="secondary" disabled={selected.size === 0} onClick={onClear}>
          Clear selection
        </Button>
      </SelectionLine>
      {error ? <FormMessage message={error} /> : null}
      {filtering && total !== null && !error ? (
        <Muted role="status">
          {matches === 0
            ? 'No document matches the filter.'
            : `${matches} ${matches === 1 ? 'document matches' : 'documents match'} the filter.`}
        </Muted>
      ) : null}
      {rows.length === 0 && !loading && !error && !filtering ? (
        <Muted>No documents in the library yet.</Muted>
      ) : null}
      {rows.length > 0 ? (
        <List
          ref={list}
          aria-label="Documents to analyse"
          onKeyDown={keyDown}
          onFocus={focusIn}
          onBlur={focusOut}
        >
          {rows.map((document) => (
            <PickerRow key={document.id} chosen={selected.has(document.id)}>
              <label>
                <input
                  type="checkbox"
                  checked={selected.has(document.id)}
                  onChange={() => onToggle(document)}
                />
                <span>
                  <span>{document.title}</span>
                  <Meta as="span" gap="xs">
                    {document.classification ? <ClassificationTag level={document.classification} /> : null}
                    {document.documentType ? <span>{document.documentType}</span> : null}
                    {document.category === UPLOAD_CATEGORY ? <NewBadge>NEW</NewBadge> : null}
                  </Meta>
                </span>
              </label>
            </PickerRow>
          ))}
        </List>
      ) : null}
      {loading && (total === null || rows.length === 0) ? (
        <Muted role="status">Loading documents...</Muted>
      ) : null}
      {total !== null && items.length < total && !loading ? (
        <Button variant="secondary" onClick={documents.more}>
          Show more ({items.length} of {total})
        </Button>
      ) : null}
    </div>
  );
}
