import { checkSize } from './check-size';
import { IngestionError } from './errors';
import { resolveLimits, type IngestionLimits } from './limits';
import { checkSignature, documentKindOf, titleOf } from './magic-bytes';
import { parseInWorker, type ParseFailure } from './run-worker';
import type { DocumentKind, ExtractedDocument, IngestionInput } from './types';
import { guardDocxArchive } from './zip-guard';

function refusal(
  kind: DocumentKind,
  reason: ParseFailure,
  detail: string,
  limits: IngestionLimits,
): IngestionError {
  const error = (() => {
    switch (reason) {
      case 'NO_TEXT':
        return IngestionError.noText(kind);
      case 'ENCRYPTED':
        return IngestionError.encrypted(kind);
      case 'ZIP_BOMB':
        return IngestionError.docxAbnormalCompression();
      case 'BINARY':
        return IngestionError.mismatch('txt');
      case 'TOO_COMPLEX':
        return IngestionError.tooComplex();
      case 'TIMEOUT':
        return IngestionError.timeout(limits.timeoutMs);
      case 'CORRUPT':
        return IngestionError.corrupt(kind);
    }
  })();
  return error.withDetail(detail);
}

/**
 * Reads the text of an uploaded .txt, .md, .pdf or .docx file. Cheap checks run here (extension, size,
 * signature, the .docx archive's directory); the parsing runs in a worker thread with a time limit, a heap
 * limit and a memory-growth budget. Resolves with non-empty text, or rejects with an IngestionError whose status and message can be
 * sent to the user as they are.
 */
export async function extractDocument(
  input: IngestionInput,
  limits: Partial<IngestionLimits> = {},
): Promise<ExtractedDocument> {
  const resolved = resolveLimits(limits);
  const kind = documentKindOf(input.fileName);
  checkSize(input.bytes, resolved.maxBytes);
  if (input.bytes.length === 0) throw IngestionError.empty();
  checkSignature(kind, input.bytes);
  const entries = kind === 'docx' ? guardDocxArchive(input.bytes, resolved) : undefined;
  const outcome = await parseInWorker({ kind, bytes: input.bytes, entries }, resolved);
  if (!outcome.ok) throw refusal(kind, outcome.reason, outcome.detail, resolved);
  const { text, pages, wordCount, encoding } = outcome.result;
  return { text, pages, kind, ...(encoding ? { encoding } : {}), wordCount, title: titleOf(input.fileName) };
}
