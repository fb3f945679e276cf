import { Fragment } from 'react';
import styled from '@emotion/styled';
import type { Snippet } from '@csw/contracts';
import { snippetParts } from './snippet-parts';

const Text = styled.p`
  margin: 0;
  line-height: 1.5;
  mark {
    background: ${({ theme }) => theme.status.caution};
    color: ${({ theme }) => theme.color.textInverse};
    border-radius: 2px;
    padding: 0 1px;
  }
`;

/**
 * A search snippet with its matched words in <mark>. Every run is rendered as a React text node: a
 * snippet that contains markup shows the markup as characters and never runs it.
 */
export function HighlightedSnippet({ snippet }: { snippet: Snippet }) {
  return (
    <Text>
      {snippetParts(snippet).map((part, index) =>
        part.highlighted ? (
          <mark key={index}>{part.text}</mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </Text>
  );
}
