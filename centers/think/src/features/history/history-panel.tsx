import { describeError } from '@csw/storage';
import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import type { SavedAnalysisSummary } from '@csw/contracts';
import { Button, Card, FormMessage, Muted, SectionTitle, Stack, SearchField } from '@csw/ui';
import type { ThinkApi } from '../../api/think-api';
import { savedAnalysisOf, type SavedAnalysis } from '../../lib/analysis-run';
import { describeSaved, savedWhen } from './saved-words';

const HISTORY_SHOWN = 15;

const Items = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
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

const Lines = styled(Stack)`
  gap: 0.1rem;
  > span:first-of-type {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export interface HistoryPanelProps {
  api: ThinkApi;
  /** Changes after every saved run, to read the list again. */
  version: number;
  onOpen: (saved: SavedAnalysis) => void;
}

/**
 * The user's saved analyses, newest first, each saying what it was (its question, analysis type, the
 * number and first titles of its documents, its date) so that runs of one question can be told apart;
 * a filter narrows them (on the server); one click shows an analysis again.
 */
export function HistoryPanel({ api, version, onOpen }: HistoryPanelProps) {
  const [items, setItems] = useState<SavedAnalysisSummary[] | null>(null);
  const [filter, setFilter] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.savedAnalyses({ q: filter, limit: HISTORY_SHOWN }).then(
      (list) => {
        if (!live) return;
        setItems(list);
        setMessage(null);
      },
      (error: unknown) =>
        live && setMessage(`The saved analyses could not be loaded: ${describeError(error)}`),
    );
    return () => {
      live = false;
    };
  }, [api, version, filter]);

  async function open(summary: SavedAnalysisSummary) {
    setOpening(summary.id);
    setMessage(null);
    try {
      const saved = savedAnalysisOf(await api.conversation(summary.id));
      if (saved) onOpen(saved);
      else setMessage(`"${summary.title}" holds no analysis.`);
    } catch (error) {
      setMessage(`"${summary.title}" could not be opened: ${describeError(error)}`);
    } finally {
      setOpening(null);
    }
  }

  const filtering = filter.trim() !== '';
  return (
    <Card aria-labelledby="think-history-title">
      <SectionTitle id="think-history-title">Saved analyses</SectionTitle>
      <SearchField
        label="Filter saved analyses"
        value={filter}
        placeholder="Question, type or document"
        onValueChange={setFilter}
      />
      <FormMessage message={message} />
      {items === null && !message ? <Muted>Loading...</Muted> : null}
      {items?.length === 0 ? (
        <Muted>{filtering ? 'No saved analysis matches the filter.' : 'No saved analysis yet.'}</Muted>
      ) : null}
      {items && items.length > 0 ? (
        <Items aria-label="Saved analyses">
          {items.map((s) => (
            <li key={s.id}>
              <Button variant="secondary" disabled={opening === s.id} onClick={() => void open(s)}>
                <Lines as="span">
                  <span>{s.title}</span>
                  <Muted as="span">{describeSaved(s)}</Muted>
                  <Muted as="span">{savedWhen(s.updatedAt)}</Muted>
                </Lines>
              </Button>
            </li>
          ))}
        </Items>
      ) : null}
    </Card>
  );
}
