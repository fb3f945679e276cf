import styled from '@emotion/styled';
import { WITHHELD_SOURCE_TEXT, type Citation } from '@csw/contracts';
import { citationRequest, useOpenDocument } from '@csw/event-bus';
import { LinkButton } from '@csw/ui';

const Sources = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0 0 0 ${({ theme }) => theme.space.md};
  border-left: 2px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSecondary};
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  q {
    color: ${({ theme }) => theme.color.text};
  }
`;

/**
 * Where a finding comes from: document, page and the quoted words (always as text, never as HTML), or that
 * they are withheld. The document and page open the document view.
 */
export function Citations({ citations, max = 3 }: { citations: readonly Citation[]; max?: number }) {
  const open = useOpenDocument();
  if (citations.length === 0) return null;
  const shown = citations.slice(0, max);
  return (
    <Sources aria-label="Sources">
      {shown.map((c) => (
        <li key={`${c.documentId}:${c.page}:${c.start}`}>
          <cite>
            {/* Opens the document in REVIEW at this page, the quoted words marked. */}
            <LinkButton onClick={() => open(citationRequest(c))}>
              {c.title}, page {c.page}
            </LinkButton>
          </cite>
          {/* A source the user can no longer read: its words are withheld, and that is not a quote. */}:{' '}
          {c.quote === WITHHELD_SOURCE_TEXT ? <em>{c.quote}</em> : <q>{c.quote}</q>}
        </li>
      ))}
      {citations.length > shown.length ? <li>and {citations.length - shown.length} more</li> : null}
    </Sources>
  );
}
