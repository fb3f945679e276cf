/** Server-sent events as a service writes them: the route turns its reply into one (http/event-stream.ts). */
export interface EventStream {
  /** Sends one event whose data is the JSON of `data`. */
  send(event: string, data: unknown): void;
  end(): void;
  /** Aborted when the client goes away (or the server stops), so upstream work can stop. */
  readonly signal: AbortSignal;
}

/**
 * Opens the stream of a request. A service calls it once its checks have passed: a refusal before it is
 * an ordinary error answer with its status, one after it an `error` event.
 */
export type OpenEventStream = () => EventStream;
