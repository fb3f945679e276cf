import {
  Button,
  Card,
  ClassificationTag,
  FormMessage,
  ListStack,
  Muted,
  Row,
  SearchField,
  SectionTitle,
  Stack,
} from '@csw/ui';
import type { DraftSourcesState } from './use-draft-sources';

/**
 * Where the draft is written from: the library (the default), or the documents the user chooses here or
 * hands over from REVIEW or THINK. Each section of the draft then reads those documents for what it holds.
 */
export function SourceChooser({ sources }: { sources: DraftSourcesState }) {
  const { chosen, found, query } = sources;
  const chosenIds = new Set(chosen.map((s) => s.id));
  return (
    <Card aria-labelledby="create-draft-from">
      <Stack gap="sm">
        <SectionTitle id="create-draft-from">Draft from</SectionTitle>
        {chosen.length === 0 ? (
          <Muted>The library: the documents you may read, never drafts or reports the workspace wrote.</Muted>
        ) : (
          <>
            <ListStack as="ul" gap="xs" aria-label="Chosen sources">
              {chosen.map((s) => (
                <li key={s.id}>
                  <Row>
                    <span>{s.title}</span>
                    <Button
                      variant="borderless"
                      onClick={() => sources.remove(s.id)}
                      aria-label={`Remove ${s.title}`}
                    >
                      Remove
                    </Button>
                  </Row>
                </li>
              ))}
            </ListStack>
            <Button variant="borderless" onClick={sources.clear}>
              Draft from the library instead
            </Button>
          </>
        )}
        <SearchField label="Find documents to draft from" value={query} onValueChange={sources.setQuery} />
        <FormMessage message={sources.error} />
        {query.trim() && !sources.loading && !sources.error && found.length === 0 ? (
          <Muted>No document you may read holds these words.</Muted>
        ) : null}
        {found.length > 0 ? (
          <ListStack as="ul" gap="xs" aria-label="Documents found">
            {found.map((d) => (
              <li key={d.id}>
                <Row>
                  <span>{d.title}</span> <ClassificationTag level={d.classification} />
                  <Button
                    variant="borderless"
                    disabled={chosenIds.has(d.id)}
                    onClick={() => sources.choose({ id: d.id, title: d.title })}
                    aria-label={`Draft from ${d.title}`}
                  >
                    {chosenIds.has(d.id) ? 'Chosen' : 'Choose'}
                  </Button>
                </Row>
              </li>
            ))}
          </ListStack>
        ) : null}
      </Stack>
    </Card>
  );
}
