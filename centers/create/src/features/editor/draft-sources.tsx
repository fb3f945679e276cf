import { WITHHELD_SOURCE_TEXT, type DraftCitation } from '@csw/contracts';
import { citationRequest, useOpenDocument } from '@csw/event-bus';
import { Card, ClassificationTag, LinkButton, ListStack, SectionTitle, Stack } from '@csw/ui';

/**
 * The sources a draft cites, by their marker [n] in the text: each opens its document in REVIEW at the
 * cited page with the quoted words marked. The quoted words are shown as text, never as HTML.
 */
export function DraftSources({ citations }: { citations: readonly DraftCitation[] }) {
  const open = useOpenDocument();
  if (citations.length === 0) return null;
  const ordered = [...citations].sort((a, b) => a.n - b.n);
  return (
    <Card aria-labelledby="create-sources">
      <Stack gap="sm">
        <SectionTitle id="create-sources">Sources</SectionTitle>
        <ListStack as="ol" gap="xs" aria-label="Sources of the draft">
          {ordered.map((c) => (
            <li key={c.n}>
              [{c.n}]{' '}
              <LinkButton onClick={() => open(citationRequest(c))}>
                {c.title}, page {c.page}
              </LinkButton>{' '}
              <ClassificationTag level={c.classification} />
              {/* A source the user can no longer read: its words are withheld, and that is not a quote. */}
              <div>{c.quote === WITHHELD_SOURCE_TEXT ? <em>{c.quote}</em> : <q>{c.quote}</q>}</div>
            </li>
          ))}
        </ListStack>
      </Stack>
    </Card>
  );
}
