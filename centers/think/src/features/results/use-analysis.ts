import { describeError, useRemembered } from '@csw/storage';
import { useCallback, useEffect, useRef } from 'react';
import type { AnalysisAttachment, AnalysisBody, Classification } from '@csw/contracts';
import { useBus } from '@csw/event-bus';
import type { ThinkApi } from '../../api/think-api';
import { findingCount, type AnalysisRun, type SavedAnalysis } from '../../lib/analysis-run';

/** A model's answer as it streams in, or as it was saved. */
export interface ModelAnswer {
  modelName: string;
  text: string;
  streaming: boolean;
  error: string | null;
}

export type AnalysisState =
  | { status: 'idle' }
  | { status: 'running'; step: string }
  | { status: 'no-documents' }
  | { status: 'failed'; message: string }
  | { status: 'done'; run: AnalysisRun; answer: ModelAnswer | null };

export interface AnalysisRequest {
  body: Required<Omit<AnalysisBody, 'documentIds' | 'attachments'>> & { documentIds: string[] };
  /** Text files of the optional file input; they are analysed with the documents. */
  uploads: File[];
  classification: Classification;
  /**
   * The user's explicit choice to add the files to the library (uploaded as documents). Off, they are only
   * read for this analysis and kept with its saved result.
   */
  addToLibrary: boolean;
  /** Remembers each uploaded file's document, so that running again does not upload it twice. */
  uploaded: Map<File, string>;
  /** Remembers each file read for an analysis, so that running again does not send it twice. */
  read: Map<File, AnalysisAttachment>;
}

/** Leaving THINK stops a run and its streamed answer: on return, what had arrived shows, and says so. */
export function resumed(state: AnalysisState): AnalysisState {
  if (state.status === 'running') return { status: 'idle' };
  if (state.status === 'done' && state.answer?.streaming)
    return {
      ...state,
      answer: { ...state.answer, streaming: false, error: ANSWER_CUT_OFF },
    };
  return state;
}

export const ANSWER_CUT_OFF =
  "The model's answer stopped when you left THINK. Press Analyze again for the whole answer.";

/**
 * One THINK analysis at a time: uploads the pending text files, asks the API, follows the model's
 * streamed answer when the run has one, and tells the platform when it is complete
 * ('think/analysis-completed', which the assistant turns into its follow-up offer).
 */
export function useAnalysis(api: ThinkApi) {
  const bus = useBus();
  // The result stays for the session, across center switches and the document view.
  const [state, setState] = useRemembered<AnalysisState>('think/analysis', { status: 'idle' }, resumed);
  const stopStream = useRef<(() => void) | null>(null);
  const generation = useRef(0);
  useEffect(() => () => stopStream.current?.(), []);

  const completed = useCallback(
    (run: AnalysisRun) => {
      if (run.result.status !== 'ok') return;
      bus.publish('think/analysis-completed', {
        query: run.result.question,
        analysisType: run.result.analysisType,
        documentCount: run.result.counts.documents,
        findingCount: findingCount(run.result),
      });
    },
    [bus],
  );

  const follow = useCallback(
    (run: AnalysisRun & { streamPath: string }, live: () => boolean) => {
      let text = '';
      const show = (patch: Partial<ModelAnswer>) => {
        if (!live()) return;
        const answer: ModelAnswer = {
          modelName: run.model.name,
          text,
          streaming: true,
          error: null,
          ...patch,
        };
        setState({ status: 'done', run, answer });
      };
      show({});
      stopStream.current = api.followAnswer(run.streamPath, {
        onToken: (piece) => {
          text += piece;
          show({});
        },
        onDone: ({ answer }) => {
          text = answer || text;
          show({ streaming: false });
          completed(run);
        },
        onError: (message) => {
          show({ streaming: false, error: message });
          completed(run);
        },
      });
    },
    [api, completed, setState],
  );

  const run = useCallback(
    async ({ body, uploads, classification, addToLibrary, uploaded, read }: AnalysisRequest) => {
      stopStream.current?.();
      const mine = ++generation.current;
      const live = () => generation.current === mine;
      const documentIds = [...body.documentIds];
      const attachments: AnalysisAttachment[] = [];
      try {
        for (const file of uploads) {
          if (addToLibrary) documentIds.push(await uploadOnce(file));
          else attachments.push(await readOnce(file));
        }
        if (!live()) return;
        if (documentIds.length === 0 && attachments.length === 0) {
          setState({ status: 'no-documents' });
          return;
        }
        setState({ status: 'running', step: 'Analyzing...' });
        const answer = await api.analyse({ ...body, documentIds: [...new Set(documentIds)], attachments });
        if (!live()) return;
        const { streamPath } = answer;
        if (streamPath) {
          follow({ ...answer, streamPath }, live);
          return;
        }
        setState({ status: 'done', run: answer, answer: null });
        completed(answer);
      } catch (error) {
        console.error('The analysis failed', error);
        if (live()) setState({ status: 'failed', message: describeError(error) });
      }

      async function uploadOnce(file: File): Promise<string> {
        const known = uploaded.get(file);
        if (known) return known;
        setState({ status: 'running', step: `Adding ${file.name} to the library...` });
        try {
          const id = (await api.upload(file, classification)).id;
          uploaded.set(file, id);
          return id;
        } catch (error) {
          throw new Error(`"${file.name}" was not added to the library: ${describeError(error)}`);
        }
      }

      async function readOnce(file: File): Promise<AnalysisAttachment> {
        const known = read.get(file);
        if (known && known.classification === classification) return known;
        setState({ status: 'running', step: `Reading ${file.name}...` });
        try {
          const attachment = await api.readAttachment(file, classification);
          read.set(file, attachment);
          return attachment;
        } catch (error) {
          throw new Error(`"${file.name}" could not be read: ${describeError(error)}`);
        }
      }
    },
    [api, completed, follow, setState],
  );

  /** Shows a saved analysis again (from the history). */
  const show = useCallback(
    (saved: SavedAnalysis) => {
      stopStream.current?.();
      generation.current += 1;
      const answer =
        saved.answer === null
          ? null
          : { modelName: saved.run.model.name, text: saved.answer, streaming: false, error: null };
      setState({ status: 'done', run: saved.run, answer });
    },
    [setState],
  );

  const busy = state.status === 'running' || (state.status === 'done' && Boolean(state.answer?.streaming));
  return { state, busy, run, show };
}
