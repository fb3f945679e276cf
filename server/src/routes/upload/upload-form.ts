import type { FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import { CLASSIFICATION_LEVELS, stripBidiControls } from '@csw/contracts';
import { badRequest, HttpError } from '../../http/http-error';
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

const MALFORMED_FORM =
  'The upload is not a well-formed multipart/form-data request: send the file in a form (FormData) with its fields.';

/** A form field sent twice: a single-value field is never taken as "the last one wins". */
const duplicatedFieldMessage = (name: string) =>
  `The form field "${name.slice(0, 100)}" is given more than once: send it once.`;

/**
 * What a failure while reading the form means to the client. The form parser's own refusals (a second file,
 * too many fields, a forbidden field name) and busboy's (a body cut off, a malformed part, no boundary) are
 * all about what was sent: 400 with a clear message, never a 500. Our own refusals pass through.
 */
function formError(error: unknown, limit: number): Error {
  if (error instanceof HttpError || error instanceof IngestionError) return error;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_FILES_LIMIT':
      return badRequest('Send one file per request.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('The form has too many fields: send the file with its few fields only.');
    case 'FST_REQ_FILE_TOO_LARGE':
      return IngestionError.tooLarge(limit);
    case 'FST_PROTO_VIOLATION':
      return badRequest('The form holds a field name that is not allowed.');
    default:
      return badRequest(MALFORMED_FORM, 'MALFORMED_FORM');
  }
}

/**
 * Reads a multipart upload as it streams in: the file (fields may come before or after it) and the text
 * fields. The file is cut off at `limit` bytes and the rest of the request is read and thrown away, so
 * that the client receives the 413 answer instead of a broken connection. A field given twice is refused
 * (after the request is read), a malformed form is a 400.
 */
async function readUploadForm(request: FastifyRequest, limit: number): Promise<UploadForm> {
  const form: UploadForm = { file: null, fields: {} };
  let tooLarge = false;
  let duplicated: string | null = null;
  try {
    // throwFileSizeLimit is an option of the plugin's parser that its request.parts() type omits.
    const options = { limits: { ...FORM_LIMITS, fileSize: limit }, throwFileSizeLimit: false };
    // request.parts() itself throws when the content type names no boundary.
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (Object.hasOwn(form.fields, part.fieldname)) duplicated ??= part.fieldname;
        else form.fields[part.fieldname] = String(part.value);
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= limit) chunks.push(chunk);
      }
      if (part.file.truncated || size > limit) tooLarge = true;
      // The name becomes a title, a kept file name and a download name: no bidirectional-text controls.
      if (!form.file)
        form.file = {
          fileName: stripBidiControls(part.filename),
          mimeType: part.mimetype,
          bytes: Buffer.concat(chunks),
        };
    }
  } catch (error) {
    // Whatever is left of the body is read and thrown away, so that the client receives the answer.
    request.raw.resume();
    throw formError(error, limit);
  }
  if (tooLarge) throw IngestionError.tooLarge(limit);
  if (duplicated !== null) throw badRequest(duplicatedFieldMessage(duplicated));
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
