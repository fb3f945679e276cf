import styled from '@emotion/styled';
import type { AdviceCitation, AdviceFinding } from '@csw/contracts';
import { citationRequest, useDisplayedClassification, useOpenDocument } from '@csw/event-bus';
import { ClassificationTag, LinkButton, ListStack, Muted, Stack } from '@csw/ui';

const Bullets = styled(Stack)`
  padding-left: 1.2em;
  margin: 0;
`;

const Quote = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.color.border};
`;

/**
 * The passages a claim rests on: document, page and the quoted span (shown as text, never as HTML); the
 * document and page open the document view. Each list tells the shell the highest marking it shows, for the
 * page's banners.
 */
export function Citations({ citations }: { citations: readonly AdviceCitation[] }) {
  useDisplayedClassification(citations.map((c) => c.classification));
  const open = useOpenDocument();
  if (citations.length === 0) return null;
  return (
    <ListStack as="ul" gap="xs" aria-label="Citations">
      {citations.map((c) => (
        <li key={`${c.documentId}:${c.page}:${c.start}`}>
          <Muted>
            {/* Opens the document in REVIEW at this page, the quoted words marked. */}
            <LinkButton onClick={() => open(citationRequest(c))}>
              {c.title}, p. {c.page}
            </LinkButton>{' '}
            <ClassificationTag level={c.classification} />
          </Muted>
          <Quote>{c.quote}</Quote>
        </li>
      ))}
    </ListStack>
  );
}

/** A list of findings, each with its citations; `empty` says what an empty list means. */
export function FindingList({
  label,
  findings,
  empty,
}: {
  label: string;
  findings: readonly AdviceFinding[];
  empty: string;
}) {
  if (findings.length === 0) return <Muted>{empty}</Muted>;
  return (
    <Bullets as="ul" gap="sm" aria-label={label}>
      {findings.map((f, i) => (
        <li key={i}>
          <Stack gap="xs">
            <span>{f.text}</span>
            <Citations citations={f.citations} />
          </Stack>
        </li>
      ))}
    </Bullets>
  );
}
