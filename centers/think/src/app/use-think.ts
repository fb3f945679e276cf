import { useMemo, useRef, useState } from 'react';
import {
  ANALYSIS_TYPES,
  type AnalysisAttachment,
  type AnalysisTypeId,
  type CenterProps,
  type Classification,
  type DocumentDto,
} from '@csw/contracts';
import { useBusEvent } from '@csw/event-bus';
import { useApi, useRemembered } from '@csw/storage';
import { thinkApi } from '../api/think-api';
import { useModels } from '../features/query/use-models';
import { useAnalysis } from '../features/results/use-analysis';
import type { SourceMode } from '../features/sources/source-panel';
import { useDocuments } from '../features/sources/use-documents';
import type { SavedAnalysis } from '../lib/analysis-run';
import { isTextFile } from '../lib/files';
import { useSelection } from './use-selection';

/**
 * The state of the THINK screen (kept for the session across center switches, see useRemembered): the library and the chosen documents, uploads and attached files, the
 * analysis type, the question and the model, the run and its result, and the saved analyses. A query routed
 * from the command bar fills the question; nothing runs until the user presses Analyze.
 */
export function useThink(user: CenterProps['user']) {
  const client = useApi();
  const api = useMemo(() => thinkApi(client), [client]);
  const documents = useDocuments(api);
  const models = useModels(api);
  const analysis = useAnalysis(api);

  const [mode, setMode] = useRemembered<SourceMode>('think/source-mode', 'existing');
  const selection = useSelection(() => setMode('existing'));
  const [classification, setClassification] = useRemembered<Classification>(
    'think/upload-classification',
    'UNCLASS',
  );
  // Files uploaded here are library documents chosen for the analysis: they join the selection (the list
  // and its count show them chosen), and the upload tab lists those of them still chosen.
  const [uploads, setUploads] = useRemembered<DocumentDto[]>('think/uploads', []);
  const attachments = useMemo(
    () => uploads.filter((d) => selection.selected.has(d.id)),
    [uploads, selection.selected],
  );
  const [analysisType, setAnalysisType] = useRemembered<AnalysisTypeId>('think/analysis-type', 'custom');
  const [query, setQuery] = useRemembered('think/query', '');
  const [files, setFiles] = useRemembered<File[]>('think/files', []);
  // Attached files serve one analysis; adding them to the library is the user's explicit choice.
  const [addFilesToLibrary, setAddFilesToLibrary] = useRemembered('think/add-files-to-library', false);
  const [historyVersion, setHistoryVersion] = useState(0);
  // Files already uploaded or read for an analysis, remembered with the files themselves.
  const [uploaded] = useRemembered('think/uploaded-files', () => new Map<File, string>());
  const [read] = useRemembered('think/read-files', () => new Map<File, AnalysisAttachment>());
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
        documentIds: [...selection.selected.keys()],
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
      uploaded,
      read,
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
    selection.replace(
      saved.documentIds.map((id) => {
        const known = titles.get(id);
        return known ? { id, title: known.title, classification: known.classification } : { id, title: id };
      }),
    );
    setMode('existing');
  }

  return {
    api,
    documents,
    models,
    analysis,
    sources: {
      mode,
      setMode,
      selection,
      classification,
      setClassification,
      attachments,
      addAttachment(document: DocumentDto) {
        setUploads((previous) => [...previous, document]);
        documents.add(document);
        if (!selection.selected.has(document.id)) selection.toggle(document);
      },
      removeAttachment(document: DocumentDto) {
        setUploads((previous) => previous.filter((d) => d.id !== document.id));
        if (selection.selected.has(document.id)) selection.toggle(document);
      },
    },
    request: {
      analysisType,
      chooseType,
      query,
      setQuery,
      queryBox,
      files,
      addFiles: (added: File[]) => setFiles((previous) => [...previous, ...added]),
      removeFile: (file: File) => setFiles((previous) => previous.filter((f) => f !== file)),
      addFilesToLibrary,
      setAddFilesToLibrary,
    },
    /** How many documents the next analysis reads: chosen (uploads included) and attached as text. */
    sourceCount: selection.selected.size + files.filter(isTextFile).length,
    shown: analysis.state.status === 'done' ? analysis.state.run.result : null,
    historyVersion,
    analyze,
    reopen,
  };
}
