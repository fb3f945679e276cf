import { describeError } from '@csw/storage';
import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import type { ConversationDto } from '@csw/contracts';
import { Button, Card, FormMessage, Muted, SectionTitle } from '@csw/ui';
import type { ThinkApi } from '../../api/think-api';
import { savedAnalysisOf, type SavedAnalysis } from '../../lib/analysis-run';

const HISTORY_SHOWN = 15;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  button {
    width: 100%;
    justify-content: flex-start;
    text-align: left;
  }
`;

export interface HistoryPanelProps {
  api: ThinkApi;
  /** Changes after every saved run, to read the list again. */
  version: number;
  onOpen: (saved: SavedAnalysis) => void;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The user's saved analyses (THINK conversations), newest first; one click shows an analysis again. */
export function HistoryPanel({ api, version, onOpen }: HistoryPanelProps) {
  const [items, setItems] = useState<ConversationDto[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.history(HISTORY_SHOWN).then(
      (list) => live && setItems(list),
      (error: unknown) =>
        live && setMessage(`The saved analyses could not be loaded: ${describeError(error)}`),
    );
    return () => {
      live = false;
    };
  }, [api, version]);

  async function open(conversation: ConversationDto) {
    setOpening(conversation.id);
    setMessage(null);
    try {
      const saved = savedAnalysisOf(await api.conversation(conversation.id));
      if (saved) onOpen(saved);
      else setMessage(`"${conversation.title}" holds no analysis.`);
    } catch (error) {
      setMessage(`"${conversation.title}" could not be opened: ${describeError(error)}`);
    } finally {
      setOpening(null);
    }
  }

  return (
    <Card aria-labelledby="think-history-title">
      <SectionTitle id="think-history-title">Saved analyses</SectionTitle>
      <FormMessage message={message} />
      {items === null && !message ? <Muted>Loading...</Muted> : null}
      {items?.length === 0 ? <Muted>No saved analysis yet.</Muted> : null}
      {items && items.length > 0 ? (
        <Items>
          {items.map((c) => (
            <li key={c.id}>
              <Button variant="secondary" disabled={opening === c.id} onClick={() => void open(c)}>
                <span>
                  {c.title}
                  <Muted as="span"> {when(c.updatedAt)}</Muted>
                </span>
              </Button>
            </li>
          ))}
        </Items>
      ) : null}
    </Card>
  );
}
