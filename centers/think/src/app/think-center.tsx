import { useMemo, useRef, useState } from 'react';
import styled from '@emotion/styled';
import {
  ANALYSIS_TYPES,
  type AnalysisAttachment,
  type AnalysisTypeId,
  type CenterProps,
  type Classification,
  type DocumentDto,
} from '@csw/contracts';
import { useBusEvent } from '@csw/event-bus';
import { useApi } from '@csw/storage';
import { CenterLayout, Stack } from '@csw/ui';
import { thinkApi } from '../api/think-api';
import { HistoryPanel } from '../features/history/history-panel';
import { PatternPanel } from '../features/patterns/pattern-panel';
import { QueryForm } from '../features/query/query-form';
import { ResultsPanel } from '../features/results/results-panel';
import { SourcePanel, type SourceMode } from '../features/sources/source-panel';
import { useAnalysis } from '../hooks/use-analysis';
import { useDocuments } from '../hooks/use-documents';
import { useModels } from '../hooks/use-models';
import type { SavedAnalysis } from '../lib/analysis-run';
import { isTextFile } from '../lib/files';
import { useSelection } from './use-selection';

const Layout = styled.div<{ simplified: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: ${({ simplified }) => (simplified ? 'minmax(0, 1fr) minmax(0, 2fr)' : 'minmax(16rem, 1fr) minmax(0, 2fr) minmax(13rem, 17rem)')};
  align-items: start;
  @media (max-width: 70rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The THINK screen: choose documents from the library or upload files, pick an analysis type and a
 * model, ask, and read the cited analysis with its patterns, assumptions and blind spots. Saved analyses
 * can be reopened. A query routed from the command bar fills the query box; the user then picks the
 * documents and presses Analyze (nothing runs unasked). The simplified view (Fatigued) hides the pattern
 * panel, the history and secondary details.
 */
export function ThinkCenter({ user, simplified }: CenterProps) {
  const client = useApi();
  const api = useMemo(() => thinkApi(client), [client]);
  const documents = useDocuments(api);
  const models = useModels(api);
  const analysis = useAnalysis(api);

  const [mode, setMode] = useState<SourceMode>('existing');
  const { selected, revision, toggle, clear, replace } = useSelection(() => setMode('existing'));
  const [classification, setClassification] = useState<Classification>('UNCLASS');
  const [attachments, setAttachments] = useState<DocumentDto[]>([]);
  const [analysisType, setAnalysisType] = useState<AnalysisTypeId>('custom');
  const [query, setQuery] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  // Attached files serve one analysis; adding them to the library is the user's explicit choice.
  const [addFilesToLibrary, setAddFilesToLibrary] = useState(false);
  const [historyVersion, setHistoryVersion] = useState(0);
  const uploaded = useRef(new Map<File, string>());
  const read = useRef(new Map<File, AnalysisAttachment>());
  const queryBox = useRef<HTMLTextAreaElement>(null);

  useBusEvent('command/routed', (event) => {
    if (event.payload.centerId !== 'think') return;
    setQuery(event.payload.text);
    queryBox.current?.focus();
  });

  function chooseType(type: AnalysisTypeId) {
    setAnalysisType(type);
    // Any type but custom fills in its question; custom clears the box.
    setQuery(ANALYSIS_TYPES[type].question);
  }

  async function analyze() {
    if (!user) return;
    await analysis.run({
      body: {
        documentIds: [...selected.keys(), ...attachments.map((d) => d.id)],
        question: query.trim(),
        analysisType,
        modelId: models.modelId,
        mediaAttachments: files
          .filter((f) => !isTextFile(f))
          .map((f) => ({ name: f.name, type: f.type, size: f.size })),
      },
      uploads: files.filter(isTextFile),
      classification,
      addToLibrary: addFilesToLibrary,
      uploaded: uploaded.current,
      read: read.current,
    });
    setHistoryVersion((n) => n + 1);
  }

  function reopen(saved: SavedAnalysis) {
    const model = models.models?.find((m) => m.id === saved.run.model.id);
    analysis.show(
      model ? { ...saved, run: { ...saved.run, model: { id: model.id, name: model.name } } } : saved,
    );
    setAnalysisType(saved.analysisType);
    setQuery(saved.question);
    const titles = new Map(saved.run.result.documents.map((d) => [d.id, d]));
    replace(
      saved.documentIds.map((id) => {
        const known = titles.get(id);
        return known ? { id, title: known.title, classification: known.classification } : { id, title: id };
      }),
    );
    setMode('existing');
  }

  const shown = analysis.state.status === 'done' ? analysis.state.run.result : null;
  return (
    <CenterLayout centerId="think">
      <Layout simplified={simplified}>
        <Stack>
          <SourcePanel
            api={api}
            signedIn={Boolean(user)}
            mode={mode}
            onMode={setMode}
            documents={documents}
            selected={selected}
            selectionRevision={revision}
            onToggle={toggle}
            onClear={clear}
            classification={classification}
            onClassification={setClassification}
            attachments={attachments}
            onUploaded={(document) => {
              setAttachments((previous) => [...previous, document]);
              documents.add(document);
            }}
            onRemove={(document) =>
              setAttachments((previous) => previous.filter((d) => d.id !== document.id))
            }
          />
        </Stack>
        <Stack>
          <QueryForm
            analysisType={analysisType}
            onAnalysisType={chooseType}
            models={models.models}
            modelsError={models.error}
            modelId={models.modelId}
            onModel={models.setModelId}
            query={query}
            onQuery={setQuery}
            queryRef={queryBox}
            files={files}
            onAddFiles={(added) => setFiles((previous) => [...previous, ...added])}
            onRemoveFile={(file) => setFiles((previous) => previous.filter((f) => f !== file))}
            addFilesToLibrary={addFilesToLibrary}
            onAddFilesToLibrary={setAddFilesToLibrary}
            busy={analysis.busy}
            signedIn={Boolean(user)}
            simplified={simplified}
            onAnalyze={() => void analyze()}
          />
          <ResultsPanel state={analysis.state} simplified={simplified} />
        </Stack>
        {simplified ? null : (
          <Stack>
            <PatternPanel
              selected={selected.size + attachments.length + files.filter(isTextFile).length}
              total={documents.libraryTotal}
              result={shown}
            />
            {user ? <HistoryPanel api={api} version={historyVersion} onOpen={reopen} /> : null}
          </Stack>
        )}
      </Layout>
    </CenterLayout>
  );
}
