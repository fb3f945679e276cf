import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  BUILTIN_ANALYST_ID,
  DRAFT_MESSAGES,
  type CenterProps,
  type Classification,
  type DraftExportFormat,
  type DraftFormatId,
  type ModelDto,
  type WritingFinding,
} from '@csw/contracts';
import { formatName } from '@csw/engine';
import { useBusEvent, useDisplayedClassification } from '@csw/event-bus';
import { ApiError, describeError, documentsApi, saveFile, useApi } from '@csw/storage';
import { createApi } from '../api/create-api';
import type { EditorAction } from '../features/editor/draft-editor';
import { useWritingCheck } from '../features/checker/use-writing-check';
import { useSavedDraft } from '../features/editor/use-saved-draft';
import { draftTitle } from '../lib/draft-title';

/** The display name of a format, from the engine's registry of staff formats. */
export const formatNameOf = (format: DraftFormatId | null): string | null =>
  format === null ? null : formatName(format);

const secretNotice = 'This draft cites a document marked SECRET: it will be saved as SECRET.';

/** Add BLUF on a draft that opens with a bottom line already. */
export const BLUF_KEPT_MESSAGE = 'The draft has a bottom line already: it is selected for you to edit.';

/**
 * The state and actions of the CREATE screen: the draft (kept in the browser until saved), the live
 * writing check, Quick Create (built-in or streamed from a configured model) from the chosen sources
 * (`sourceIds`; none: the library), Add BLUF, Add Evidence, Save and the exports. Text routed from the command bar lands in the intent.
 */
export function useCreate(user: CenterProps['user'], sourceIds: readonly string[] = []) {
  const client = useApi();
  const api = useMemo(() => createApi(client), [client]);
  const userId = user?.id ?? null;
  const { draft, update, setDraft, restored, dismissRestored } = useSavedDraft(userId);
  const checked = useWritingCheck(draft.text, draft.format);
  const [models, setModels] = useState<ModelDto[] | null>(null);
  const [modelId, setModelId] = useState(BUILTIN_ANALYST_ID);
  const [generating, setGenerating] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const [busy, setBusy] = useState<EditorAction>(null);
  const [message, setMessage] = useState<string | null>(null);
  /** The last save was refused as stale (409): the screen offers to keep the text as a copy. */
  const [conflict, setConflict] = useState(false);
  const [notice, setNotice] = useState<string | null>(
    draft.citations.some((c) => c.classification === 'SECRET') ? secretNotice : null,
  );
  /** The marking the server gave the draft (when it made or saved it); its citations may raise it. */
  const [marked, setMarked] = useState<Classification>('UNCLASS');
  useDisplayedClassification(
    draft.text.trim() ? [marked, ...draft.citations.map((c) => c.classification)] : [],
  );
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const stopStream = useRef<(() => void) | null>(null);
  const selection = useRef<{ start: number; end: number } | null>(null);
  // Asks for the chosen range to be selected again when the text itself did not change.
  const [selectionAsked, setSelectionAsked] = useState(0);

  useEffect(() => () => stopStream.current?.(), []);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    api.models().then(
      (catalogue) => live && setModels(catalogue.models),
      // The built-in writer needs no catalogue: without one the model choice is simply not offered.
      (failure: unknown) => console.error('The model list could not be loaded', failure),
    );
    return () => {
      live = false;
    };
  }, [api, userId]);

  // A range chosen by an action (the BLUF line, the evidence) is selected once the new text is shown.
  useLayoutEffect(() => {
    const range = selection.current;
    const editor = editorRef.current;
    if (!range || !editor) return;
    selection.current = null;
    editor.focus();
    editor.setSelectionRange(range.start, range.end);
  }, [draft.text, selectionAsked]);

  const quickCreate = useCallback(async () => {
    const intent = draft.intent.trim();
    if (!intent) return setGenerateError(DRAFT_MESSAGES.emptyIntent);
    if (!userId) return setGenerateError('Sign in to generate a draft.');
    stopStream.current?.();
    setGenerating(true);
    setGenerateError(null);
    setMessage(null);
    try {
      const { draft: made, streamPath } = await api.generate({
        intent,
        tone: draft.tone,
        ...(modelId !== BUILTIN_ANALYST_ID ? { modelId } : {}),
        ...(sourceIds.length > 0 ? { sourceIds: [...sourceIds] } : {}),
      });
      update({
        text: streamPath ? '' : made.text,
        format: made.format,
        citations: made.citations,
        title: draftTitle(made.text, made.subject, made.formatName),
        documentId: null,
        version: null,
        dirty: true,
      });
      setNotice(made.classification === 'SECRET' ? secretNotice : null);
      setMarked(made.classification);
      if (streamPath) {
        setStreaming(true);
        stopStream.current = api.followDraft(streamPath, {
          onToken: (piece) => setDraft((previous) => ({ ...previous, text: previous.text + piece })),
          onDone: ({ text }) => {
            update({ text, dirty: true });
            setStreaming(false);
          },
          onError: (failure) => {
            // Nothing is lost: the built-in draft from the same passages takes the model's place.
            update({ text: made.text, dirty: true });
            setStreaming(false);
            setGenerateError(`${failure} The built-in draft is shown instead.`);
          },
        });
      }
    } catch (failure) {
      setGenerateError(describeError(failure));
    } finally {
      setGenerating(false);
    }
  }, [api, draft.intent, draft.tone, modelId, setDraft, sourceIds, update, userId]);

  async function act(action: Exclude<EditorAction, null>, run: () => Promise<void>) {
    setBusy(action);
    setMessage(null);
    try {
      await run();
    } catch (failure) {
      setMessage(describeError(failure));
    } finally {
      setBusy(null);
    }
  }

  const addBluf = () =>
    act('bluf', async () => {
      const result = await api.bluf(draft.text);
      selection.current = { start: result.start, end: result.end };
      // A draft with a bottom line already keeps it (no second one): it is selected for the user to edit.
      if (result.text === draft.text) {
        setSelectionAsked((n) => n + 1);
        setMessage(BLUF_KEPT_MESSAGE);
        return;
      }
      update({ text: result.text, dirty: true });
    });

  const addEvidence = () =>
    act('evidence', async () => {
      const cursor = editorRef.current?.selectionStart ?? draft.text.length;
      const result = await api.evidence(draft.text, cursor, draft.citations, sourceIds);
      if (!result.citation) {
        setMessage(result.message ?? DRAFT_MESSAGES.noEvidence);
        return;
      }
      selection.current = { start: result.start, end: result.end };
      update({ text: result.text, citations: [...draft.citations, result.citation], dirty: true });
      if (result.citation.classification === 'SECRET') setNotice(secretNotice);
    });

  const title = draft.title || draftTitle(draft.text, null, null);

  // A message about the saved document ('Draft saved successfully ...') holds only while the editor shows
  // what was saved: it goes as soon as the draft changes (any edit makes the draft dirty again).
  const savedMessage = useRef<string | null>(null);
  const sayAboutSaved = (text: string) => {
    savedMessage.current = text;
    setMessage(text);
  };
  useEffect(() => {
    if (!draft.dirty || savedMessage.current === null) return;
    const stale = savedMessage.current;
    savedMessage.current = null;
    setMessage((current) => (current === stale ? null : current));
  }, [draft.dirty]);

  /** Save over the saved document (with the version the draft was made on), or as a new one. */
  const save = ({ asCopy = false }: { asCopy?: boolean } = {}) =>
    act('save', async () => {
      if (!draft.text.trim()) throw new Error(DRAFT_MESSAGES.emptyDraft);
      setConflict(false);
      const over = draft.documentId && !asCopy;
      const saved = await api
        .save({
          ...(over ? { documentId: draft.documentId!, version: draft.version ?? undefined } : {}),
          title,
          content: draft.text,
          citations: draft.citations,
        })
        .catch((failure: unknown) => {
          // Someone saved the document since: offer to keep this text as a copy rather than lose either.
          if (failure instanceof ApiError && failure.status === 409) setConflict(true);
          throw failure;
        });
      update({ documentId: saved.documentId, version: saved.version, dirty: false });
      setMarked(saved.classification);
      setNotice(saved.classificationReason);
      sayAboutSaved(
        `Draft saved successfully to the library as ${saved.classification} (version ${saved.version}).`,
      );
    });

  /** After a conflict: the editor takes the document as it is saved now (this draft's changes are dropped). */
  const reloadSaved = () =>
    act('save', async () => {
      if (!draft.documentId) return;
      const saved = await documentsApi(client).get(draft.documentId);
      setConflict(false);
      update({ text: saved.content, version: saved.version, dirty: false });
      sayAboutSaved(`The saved version ${saved.version} is in the editor now.`);
    });

  const exportAs = (format: DraftExportFormat) =>
    act(format, async () => {
      const file = await api.export({ format, title, content: draft.text, citations: draft.citations });
      saveFile(file, `draft.${format === 'docx' ? 'docx' : 'md'}`);
    });

  const selectFinding = (finding: WritingFinding) => {
    const editor = editorRef.current;
    if (!editor) return;
    editor.focus();
    editor.setSelectionRange(finding.start, finding.end);
  };

  const intentRef = useRef<HTMLTextAreaElement>(null);
  useBusEvent('command/routed', (event) => {
    if (event.payload.centerId !== 'create') return;
    update({ intent: event.payload.text });
    intentRef.current?.focus();
  });

  return {
    draft,
    update,
    intentRef,
    fillIntent: (text: string) => update({ intent: text }),
    checked,
    models,
    modelId,
    setModelId,
    generating,
    streaming,
    generateError,
    busy,
    message,
    conflict,
    reloadSaved,
    notice,
    restored,
    dismissRestored,
    editorRef,
    quickCreate,
    addBluf,
    addEvidence,
    save,
    exportAs,
    selectFinding,
  };
}
