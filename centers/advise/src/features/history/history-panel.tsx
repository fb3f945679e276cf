import { formatDateTime, type ConversationDto } from '@csw/contracts';
import { Button, Card, FormMessage, Muted, SectionTitle, Stack } from '@csw/ui';

export interface HistoryPanelProps {
  items: ConversationDto[] | null;
  error: string | null;
  /** What the consultation last reopened does not show (its sources the user can no longer read). */
  notice?: string | null;
  onOpen(id: string): void;
}

/** The saved consultations, newest first; each reopens as it was. */
export function HistoryPanel({ items, error, notice = null, onOpen }: HistoryPanelProps) {
  return (
    <Card as="nav" aria-label="Saved consultations">
      <Stack gap="sm">
        <SectionTitle as="h3">Saved consultations</SectionTitle>
        <FormMessage message={error} />
        <Muted role="status">{notice}</Muted>
        {items === null ? (
          <Muted>Loading...</Muted>
        ) : items.length === 0 ? (
          <Muted>No saved consultation yet.</Muted>
        ) : (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((c) => (
              <li key={c.id}>
                <Button variant="borderless" onClick={() => onOpen(c.id)}>
                  {c.title}
                </Button>{' '}
                <Muted>{formatDateTime(c.updatedAt)}</Muted>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
