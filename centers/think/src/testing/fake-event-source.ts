/** A test double of the browser's EventSource (jsdom has none): the test sends the server's events. */
export class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  closed = false;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.last = this;
  }

  /** Sends a server event with a JSON payload. */
  emit(type: string, data: unknown): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  /** The browser's own error event: the connection was lost. */
  fail(): void {
    this.dispatchEvent(new Event('error'));
  }

  close(): void {
    this.closed = true;
  }
}
