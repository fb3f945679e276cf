import type { FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import { CLASSIFICATION_LEVELS } from '@csw/contracts';
import { badRequest } from '../../http/http-error';
import { IngestionError } from '../../ingestion/errors';

export interface UploadedFile {
  fileName: string;
  /** What the client declared; advisory only (the extension and the content decide). */
  mimeType: string;
  bytes: Buffer;
}

interface UploadForm {
  file: UploadedFile | null;
  fields: Record<string, string>;
}

/** The classification of a file sent in a form: UNCLASS unless the form says SECRET. */
export const classificationField = z
  .enum(CLASSIFICATION_LEVELS, { error: 'classification must be UNCLASS or SECRET.' })
  .default('UNCLASS');

/** A few short fields beside the one file; anything more is not an upload form. */
const FORM_LIMITS = { files: 1, fields: 10, parts: 12, fieldSize: 10_000 };

/**
 * Reads a multipart upload as it streams in: the file (fields may come before or after it) and the text
 * fields. The file is cut off at `limit` bytes and the rest of the request is read and thrown away, so
 * that the client receives the 413 answer instead of a broken connection.
 */
async function readUploadForm(request: FastifyRequest, limit: number): Promise<UploadForm> {
  const form: UploadForm = { file: null, fields: {} };
  let tooLarge = false;
  // throwFileSizeLimit is an option of the plugin's parser that its request.parts() type omits.
  const options = { limits: { ...FORM_LIMITS, fileSize: limit }, throwFileSizeLimit: false };
  const parts = request.parts(options);
  for await (const part of parts) {
    if (part.type === 'field') {
      form.fields[part.fieldname] = String(part.value);
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    }
    if (part.file.truncated || size > limit) tooLarge = true;
    if (!form.file)
      form.file = { fileName: part.filename, mimeType: part.mimetype, bytes: Buffer.concat(chunks) };
  }
  if (tooLarge) throw IngestionError.tooLarge(limit);
  return form;
}

/**
 * Reads a form of one file (at most `limit` bytes) and its text fields, read through `fields`. A request far
 * beyond the limit is refused before anything is read; a form without a file (`noFile` says what to send) or
 * with fields that `fields` refuses is a 400.
 */
export async function readFileForm<S extends ZodType>(
  request: FastifyRequest,
  limit: number,
  fields: S,
  noFile: string,
): Promise<{ file: UploadedFile; fields: z.output<S> }> {
  if (Number(request.headers['content-length'] ?? 0) > limit * 4 + 1024 * 1024)
    throw IngestionError.tooLarge(limit);
  const form = await readUploadForm(request, limit);
  if (!form.file) throw badRequest(noFile);
  const parsed = fields.safeParse(form.fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The form is not valid.');
  return { file: form.file, fields: parsed.data };
}
