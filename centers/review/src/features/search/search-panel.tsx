import { useEffect, useRef, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useBusEvent } from '@csw/event-bus';
import { useRemembered, type ApiClient } from '@csw/storage';
import { Button, SectionTitle, SearchField } from '@csw/ui';
import type { DocumentSelection } from '../../lib/use-document-selection';
import type { LibraryFilter } from '../../lib/library-filter';
import { queryFromCommand } from './command-query';
import { SearchResults } from './search-results';
import { useLibrarySearch } from './use-library-search';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  > :first-child {
    flex: 1;
  }
`;

export interface SearchPanelProps {
  api: ApiClient;
  filter: LibraryFilter;
  /** Changes whenever the library changed (upload, edit, delete): the current search runs again. */
  libraryVersion: number;
  /** The library holds no document at all (the search then says 'No documents ingested.'). */
  libraryEmpty: boolean;
  /** The screen's selection (checkboxes on the results, 'Select all results'). */
  selection?: DocumentSelection;
}

/**
 * The semantic search box: Enter or the Search button searches, an empty query clears the results. A
 * search the command bar routes to REVIEW ('command/routed') is put in the box and run.
 */
export function SearchPanel({ api, filter, libraryVersion, libraryEmpty, selection }: SearchPanelProps) {
  const [text, setText] = useRemembered('review/search-text', '');
  const { state, run } = useLibrarySearch(api, filter);
  const searched = useRef('');

  function search(query: string) {
    searched.current = query.trim();
    void run(query);
  }

  useBusEvent('command/routed', (event) => {
    if (event.payload.centerId !== 'review') return;
    const query = queryFromCommand(event.payload.text);
    setText(query);
    search(query);
  });

  // A new filter or a changed library: the search on screen is run again so that it stays true.
  useEffect(() => {
    if (searched.current) void run(searched.current);
  }, [run, libraryVersion]);

  function submit(event: FormEvent) {
    event.preventDefault();
    search(text);
  }

  return (
    <section aria-labelledby="review-search-title" aria-busy={state.status === 'searching'}>
      <SectionTitle id="review-search-title">Semantic Search</SectionTitle>
      <Form role="search" onSubmit={submit}>
        <SearchField
          label="Search the library"
          value={text}
          placeholder="e.g. KESTREL constellation activity"
          onValueChange={setText}
        />
        <Button type="submit">{state.status === 'searching' ? 'Searching...' : 'Search'}</Button>
      </Form>
      <SearchResults state={state} libraryEmpty={libraryEmpty} selection={selection} />
    </section>
  );
}
