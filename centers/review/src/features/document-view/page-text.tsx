import { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { markedRuns, type MarkRange } from './view-pages';

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
  mark {
    background: ${({ theme }) => theme.color.surfaceSelected};
    color: ${({ theme }) => theme.color.text};
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

/**
 * One page's text as plain text (never as HTML), the quoted words of a citation in a <mark>, scrolled
 * into the middle of the view when the page is shown.
 */
export function PageText({ text, mark }: { text: string; mark: MarkRange | null }) {
  const marked = useRef<HTMLElement>(null);
  useEffect(() => {
    // jsdom has no scrolling; browsers do.
    marked.current?.scrollIntoView?.({ block: 'center' });
  }, [text, mark?.start, mark?.end]);
  return (
    <Text>
      {markedRuns(text, mark).map((run, i) =>
        run.marked ? (
          <mark key={i} ref={marked}>
            {run.text}
          </mark>
        ) : (
          <span key={i}>{run.text}</span>
        ),
      )}
    </Text>
  );
}
