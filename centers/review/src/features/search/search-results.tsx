import { useState } from 'react';
import styled from '@emotion/styled';
import { LIBRARY_MESSAGES, SEARCH_RULES, type SearchResult } from '@csw/contracts';
import { useDisplayedClassification } from '@csw/event-bus';
import { Button, Checkbox, ClassificationTag, FormMessage, ListStack, Muted, Row, Stack } from '@csw/ui';
import type { DocumentSelection } from '../../lib/use-document-selection';
import { OpenDocumentTitle } from '../../lib/open-document-title';
import { HighlightedSnippet } from './highlighted-snippet';
import type { SearchState } from './use-library-search';

const Item = styled(Stack)`
  padding: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.color.borderInteractive};
  background: ${({ theme }) => theme.color.background};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.base};
  }
`;

const Meta = styled(Row)`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const FOUND_BY = { keyword: 'keywords', vector: 'meaning' } as const;

function ResultItem({ result, selection }: { result: SearchResult; selection?: DocumentSelection }) {
  const { document, similarity, snippet, matchedBy, page } = result;
  return (
    <Item as="li" gap="xs">
      <Row wrap={false}>
        {selection ? (
          <Checkbox
            large
            type="checkbox"
            aria-label={`Select ${document.title}`}
            checked={selection.has(document.id)}
            onChange={() => selection.toggle(document)}
          />
        ) : null}
        <h3>
          <OpenDocumentTitle document={document} page={page} />
        </h3>
      </Row>
      <Meta>
        <ClassificationTag level={document.classification} />
        <span>Similarity {Math.round(similarity * 100)}%</span>
        {matchedBy.length > 0 ? (
          <span>Found by {matchedBy.map((m) => FOUND_BY[m]).join(' and ')}</span>
        ) : null}
        {page !== null ? <span>Page {page}</span> : null}
        <span>{document.documentType}</span>
      </Meta>
      <HighlightedSnippet snippet={snippet} />
    </Item>
  );
}

export interface SearchResultsProps {
  state: SearchState;
  libraryEmpty: boolean;
  /** The screen's selection: a checkbox on every result and 'Select all results'. */
  selection?: DocumentSelection;
}

/**
 * The top results of a search (SEARCH_RULES.shownResults), a "Show all N" button that reveals the rest
 * (at most SEARCH_RULES.maxResults), or the message that there are none. 'Select all results' adds every
 * result shown to the selection.
 */
export function SearchResults({ state, libraryEmpty, selection }: SearchResultsProps) {
  if (state.status === 'idle') return null;
  if (state.status === 'searching') return <Muted role="status">Searching...</Muted>;
  if (state.status === 'failed') return <FormMessage message={`The search failed: ${state.message}`} />;
  const { results, message } = state.response;
  if (results.length === 0) {
    return (
      <FormMessage message={message ?? (libraryEmpty ? LIBRARY_MESSAGES.empty : LIBRARY_MESSAGES.noMatch)} />
    );
  }
  // A new search starts again at its top results.
  return <FoundResults key={state.query} state={state} selection={selection} />;
}

function FoundResults({
  state,
  selection,
}: {
  state: Extract<SearchState, { status: 'done' }>;
  selection?: DocumentSelection;
}) {
  const [all, setAll] = useState(false);
  const { results, mode } = state.response;
  const top = Math.min(results.length, SEARCH_RULES.shownResults);
  const shown = all ? results.slice(0, SEARCH_RULES.maxResults) : results.slice(0, top);
  const allChosen = selection ? shown.every((r) => selection.has(r.document.id)) : false;
  useDisplayedClassification(shown.map((r) => r.document.classification));
  return (
    <>
      <Row justify="space-between">
        <Muted role="status">
          {shown.length < results.length
            ? `Top ${shown.length} of ${results.length} matches for "${state.query}".`
            : `${results.length} ${results.length === 1 ? 'match' : 'matches'} for "${state.query}".`}
          {mode === 'any-word' ? ' No document holds every word; these hold some of them.' : ''}
        </Muted>
        {selection ? (
          <Button
            variant="secondary"
            disabled={allChosen}
            onClick={() => selection.addAll(shown.map((r) => r.document))}
          >
            Select all results
          </Button>
        ) : null}
      </Row>
      <ListStack as="ol" gap="md" aria-label="Search results" id="review-search-results">
        {shown.map((result) => (
          <ResultItem key={result.document.id} result={result} selection={selection} />
        ))}
      </ListStack>
      {results.length > top ? (
        <Button
          variant="borderless"
          aria-expanded={all}
          aria-controls="review-search-results"
          onClick={() => setAll(!all)}
        >
          {all ? `Show the top ${top}` : `Show all ${Math.min(results.length, SEARCH_RULES.maxResults)}`}
        </Button>
      ) : null}
    </>
  );
}
