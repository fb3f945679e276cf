export interface StreamHandlers {
  onToken(text: string): void;
  onDone(answer: string): void;
  onError(message: string): void;
}

const LOST = 'The connection to the server was lost before the model finished its answer.';

function payload<T>(event: Event): T | null {
  if (!(event instanceof MessageEvent) || typeof event.data !== 'string') return null;
  try {
    return JSON.parse(event.data) as T;
  } catch {
    return null;
  }
}

/**
 * Follows a model's answer streamed by the API as server-sent events (`token`, then `done` or `error`).
 * The API client of @csw/storage speaks request/response only, so the answer is read with the browser's
 * EventSource, on the API's path relative to the page (the shell's origin, like every API call). The
 * browser's automatic reconnection is turned off: one answer, one request. Returns a function that stops
 * listening.
 */
export function openAnalysisStream(path: string, handlers: StreamHandlers): () => void {
  const source = new EventSource(path, { withCredentials: true });
  let finished = false;
  const finish = () => {
    finished = true;
    source.close();
  };
  source.addEventListener('token', (event) => {
    const data = payload<{ text: string }>(event);
    if (data && !finished) handlers.onToken(data.text);
  });
  source.addEventListener('done', (event) => {
    const data = payload<{ answer: string }>(event);
    if (finished) return;
    finish();
    handlers.onDone(data?.answer ?? '');
  });
  // The server's `error` event carries a message; the browser's own (a lost connection) carries none.
  source.addEventListener('error', (event) => {
    if (finished) return;
    finish();
    handlers.onError(payload<{ message: string }>(event)?.message ?? LOST);
  });
  return finish;
}
