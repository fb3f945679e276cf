import type { Readable } from 'node:stream';
import { DATA_EXPORT_BUSY, type DataExportManifest } from '@csw/contracts';
import type { Db } from '../db/database';
import { conflict } from '../platform/errors';
import type { Log } from '../platform/log';
import { archiveFileName } from './archive-names';
import { ARCHIVE_SECTIONS, type ArchiveSection } from './archive-sections';
import { ArchiveAbortedError, ZipStream } from './zip-stream';

/** How an export ended, for its audit entry. */
export interface ExportOutcome {
  outcome: 'success' | 'failure';
  counts: Record<string, number>;
  bytes: number;
  error?: string;
}

export interface StartedExport {
  fileName: string;
  /** The archive as it is written: hand it to the reply. */
  stream: Readable;
}

/**
 * The export of all a user's data: one zip archive of everything they own, written section by section
 * while it is downloaded. One export per user at a time; each ends with `onEnd` (success before the last
 * bytes are sent, so its audit entry exists when the download completes).
 */
export class DataExportService {
  private readonly running = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly log: Pick<Log, 'error'>,
    private readonly sections: readonly ArchiveSection[] = ARCHIVE_SECTIONS,
  ) {}

  start(
    user: { id: string; username: string },
    onEnd: (outcome: ExportOutcome) => Promise<void>,
    now = new Date(),
  ): StartedExport {
    if (this.running.has(user.id)) throw conflict(DATA_EXPORT_BUSY, 'EXPORT_RUNNING');
    this.running.add(user.id);
    const zip = new ZipStream();
    void this.write(zip, user, now, onEnd).finally(() => this.running.delete(user.id));
    return { fileName: archiveFileName(user.username, now), stream: zip.output };
  }

  private async write(
    zip: ZipStream,
    user: { id: string; username: string },
    now: Date,
    onEnd: (outcome: ExportOutcome) => Promise<void>,
  ): Promise<void> {
    const counts: Record<string, number> = {};
    const files: string[] = [];
    const scope = {
      db: this.db,
      userId: user.id,
      tally: (kind: string, n = 1) => {
        counts[kind] = (counts[kind] ?? 0) + n;
      },
    };
    try {
      for (const section of this.sections) {
        for await (const entry of section.entries(scope)) {
          await zip.add(entry);
          files.push(entry.path);
        }
      }
      const manifest: DataExportManifest = {
        format: 1,
        user: { id: user.id, username: user.username },
        createdAt: now.toISOString(),
        counts,
        files,
      };
      await zip.add({ path: 'manifest.json', body: `${JSON.stringify(manifest, null, 2)}\n` });
      await onEnd({ outcome: 'success', counts, bytes: zip.bytesWritten });
      await zip.finish();
    } catch (error) {
      const aborted = error instanceof ArchiveAbortedError;
      if (!aborted) this.log.error({ err: error }, 'The export of a user’s data failed.');
      zip.fail(error instanceof Error ? error : new Error(String(error)));
      await onEnd({
        outcome: 'failure',
        counts,
        bytes: zip.bytesWritten,
        error: aborted ? 'cancelled' : 'failed',
      }).catch((auditError: unknown) => this.log.error({ err: auditError }, 'Audit of a failed export.'));
    }
  }
}
