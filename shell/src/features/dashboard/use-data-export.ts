import { useCallback, useEffect, useRef, useState } from 'react';
import { DATA_EXPORT_PATH } from '@csw/contracts';
import { ApiError, describeError, saveFile, type ApiClient } from '@csw/storage';

/** Where an export of the user's data stands. */
export type DataExportState =
  | { status: 'idle' }
  | { status: 'running'; received: number }
  | { status: 'done'; fileName: string; size: number }
  | { status: 'failed'; message: string };

const FALLBACK_NAME = 'my-data.zip';

/**
 * The export of all the user's data: one request whose archive streams in while the bytes received are
 * counted, then handed to the browser's download. Leaving the screen cancels it.
 */
export function useDataExport(api: ApiClient) {
  const [state, setState] = useState<DataExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', received: 0 });
    try {
      const file = await api.download(
        DATA_EXPORT_PATH,
        {},
        {
          signal: controller.signal,
          onProgress: ({ received }) => {
            if (!controller.signal.aborted) setState({ status: 'running', received });
          },
        },
      );
      if (controller.signal.aborted) return;
      saveFile(file, FALLBACK_NAME);
      setState({ status: 'done', fileName: file.fileName ?? FALLBACK_NAME, size: file.blob.size });
    } catch (error) {
      if (controller.signal.aborted) return;
      // A stream cut off half-way fails inside the browser with words of its own: say what happened.
      const message =
        error instanceof ApiError
          ? describeError(error)
          : 'The export of your data was interrupted. Please try again.';
      setState({ status: 'failed', message });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, [api]);

  return { state, start };
}
