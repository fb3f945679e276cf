import styled from '@emotion/styled';
import { LIBRARY_MESSAGES, SEARCH_RULES, type SearchResult } from '@csw/contracts';
import { ClassificationTag, FormMessage, Muted } from '@csw/ui';
import { HighlightedSnippet } from './highlighted-snippet';
import type { SearchState } from './use-library-search';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.color.borderInteractive};
  background: ${({ theme }) => theme.color.background};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.base};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const FOUND_BY = { keyword: 'keywords', vector: 'meaning' } as const;

function ResultItem({ result }: { result: SearchResult }) {
  const { document, similarity, snippet, matchedBy, page } = result;
  return (
    <Item>
      <h3>{document.title}</h3>
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

/** The top results of a search (SEARCH_RULES.shownResults), or the message that there are none. */
export function SearchResults({ state, libraryEmpty }: { state: SearchState; libraryEmpty: boolean }) {
  if (state.status === 'idle') return null;
  if (state.status === 'searching') return <Muted role="status">Searching...</Muted>;
  if (state.status === 'failed') return <FormMessage message={`The search failed: ${state.message}`} />;
  const { results, message, mode } = state.response;
  if (results.length === 0) {
    const text = message ?? (libraryEmpty ? LIBRARY_MESSAGES.empty : LIBRARY_MESSAGES.noMatch);
    return <Muted role="status">{text}</Muted>;
  }
  const shown = results.slice(0, SEARCH_RULES.shownResults);
  return (
    <>
      <Muted role="status">
        {results.length > shown.length
          ? `Top ${shown.length} of ${results.length} matches for "${state.query}".`
          : `${results.length} ${results.length === 1 ? 'match' : 'matches'} for "${state.query}".`}
        {mode === 'any-word' ? ' No document holds every word; these hold some of them.' : ''}
      </Muted>
      <List aria-label="Search results">
        {shown.map((result) => (
          <ResultItem key={result.document.id} result={result} />
        ))}
      </List>
    </>
  );
}
