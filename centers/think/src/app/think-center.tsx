import type { CenterProps } from '@csw/contracts';
import { CenterGrid, CenterLayout, Stack } from '@csw/ui';
import { HistoryPanel } from '../features/history/history-panel';
import { PatternPanel } from '../features/patterns/pattern-panel';
import { QueryForm } from '../features/query/query-form';
import { ResultsPanel } from '../features/results/results-panel';
import { SourcePanel } from '../features/sources/source-panel';
import { useThink } from './use-think';

const COLUMNS = 'minmax(16rem, 1fr) minmax(0, 2fr) minmax(13rem, 17rem)';
const SIMPLIFIED_COLUMNS = 'minmax(0, 1fr) minmax(0, 2fr)';

/**
 * The THINK screen: choose documents from the library or upload files, pick an analysis type and a
 * model, ask, and read the cited analysis with its patterns, assumptions and blind spots. Saved analyses
 * can be reopened. A query routed from the command bar fills the query box; the user then picks the
 * documents and presses Analyze (nothing runs unasked). The simplified view (Fatigued) hides the pattern
 * panel, the history and secondary details.
 */
export function ThinkCenter({ user, simplified }: CenterProps) {
  const think = useThink(user);
  const { api, documents, models, analysis, sources, request } = think;
  return (
    <CenterLayout centerId="think">
      <CenterGrid columns={COLUMNS} simplifiedColumns={SIMPLIFIED_COLUMNS} simplified={simplified}>
        <Stack>
          <SourcePanel api={api} signedIn={Boolean(user)} documents={documents} sources={sources} />
        </Stack>
        <Stack>
          <QueryForm
            request={request}
            models={models}
            busy={analysis.busy}
            signedIn={Boolean(user)}
            simplified={simplified}
            onAnalyze={() => void think.analyze()}
          />
          <ResultsPanel state={analysis.state} simplified={simplified} />
        </Stack>
        {simplified ? null : (
          <Stack>
            <PatternPanel selected={think.sourceCount} total={documents.libraryTotal} result={think.shown} />
            {user ? <HistoryPanel api={api} version={think.historyVersion} onOpen={think.reopen} /> : null}
          </Stack>
        )}
      </CenterGrid>
    </CenterLayout>
  );
}
