/** Megabytes with one decimal, for messages. */
export const megabytes = (bytes: number): string => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * One line that tells how far a backup or restore is, on stderr (stdout keeps the result). On a terminal
 * the line is rewritten in place; in a log (not a terminal) a line is written at every tenth of the work,
 * or every few seconds when the total is not known (a pg_dump in progress), so logs stay short.
 */
export class ProgressLine {
  private done = 0;
  private lastDraw = 0;
  private lastStep = -1;
  private readonly started = Date.now();
  private readonly tty: boolean;

  constructor(
    private readonly label: string,
    private readonly total: number | null,
    private readonly out: NodeJS.WritableStream & { isTTY?: boolean } = process.stderr,
  ) {
    this.tty = Boolean(out.isTTY);
  }

  add(bytes: number): void {
    this.set(this.done + bytes);
  }

  set(done: number): void {
    this.done = done;
    const now = Date.now();
    if (this.tty) {
      if (now - this.lastDraw < 200) return;
      this.lastDraw = now;
      this.out.write(`\r\x1b[K${this.text()}`);
      return;
    }
    if (this.total) {
      const step = Math.floor((10 * Math.min(done, this.total)) / this.total);
      if (step === this.lastStep || step >= 10) return;
      this.lastStep = step;
    } else {
      if (now - this.lastDraw < 5000) return;
      this.lastDraw = now;
    }
    this.out.write(`${this.text()}\n`);
  }

  /** The closing line: how much, in how long. */
  finish(): void {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    const line = `${this.label}: ${this.total ? '100% ' : ''}${megabytes(this.done)} in ${seconds} s`;
    this.out.write(this.tty ? `\r\x1b[K${line}\n` : `${line}\n`);
  }

  private text(): string {
    if (!this.total) return `${this.label}: ${megabytes(this.done)}`;
    const percent = Math.min(100, Math.floor((100 * this.done) / this.total));
    return `${this.label}: ${percent}% (${megabytes(this.done)} of ${megabytes(this.total)})`;
  }
}
