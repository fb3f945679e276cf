import { z } from 'zod';
import {
  analysisAttachmentSchema,
  analysisBodySchema,
  analysisResponseSchema,
  apiErrorSchema,
  CLASSIFICATION_LEVELS,
  idParamsSchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { readAttachment } from '../../analysis/read-attachment';
import { runAnalysis } from '../../analysis/run-analysis';
import { streamModelAnswer } from '../../analysis/stream-answer';
import { SIGNED_IN } from '../../authorization/access-rule';
import { actorOf } from '../../http/actor';
import { eventStreamOf } from '../../http/event-stream';
import { resourceOf } from '../../http/guard';
import { badRequest } from '../../http/http-error';
import { responses } from '../../http/responses';
import { IngestionError } from '../../ingestion/errors';
import { readUploadForm } from '../upload/upload-form';

const attachmentFieldsSchema = z.object({
  classification: z
    .enum(CLASSIFICATION_LEVELS, { error: 'classification must be UNCLASS or SECRET.' })
    .default('UNCLASS'),
});

/** THINK analysis: run the engine over documents the user may read, and stream a configured model's answer. */
export function analysisRoutes(app: ApiInstance, ctx: ApiContext): void {
  const runner = ctx.services.analysisRunner;

  app.post('/analysis', {
    config: { access: SIGNED_IN },
    // Attached files travel with the request as text (up to ANALYSIS_LIMITS.maxAttachmentChars).
    bodyLimit: ctx.config.limits.documentBodyLimit,
    schema: {
      tags: ['analysis'],
      body: analysisBodySchema,
      response: responses({ 200: analysisResponseSchema, 503: apiErrorSchema }),
    },
    handler: async (request) =>
      runAnalysis(ctx, runner, ctx.services.library, actorOf(request), request.body),
  });

  // A file attached to one analysis: read, not stored (THINK sends its text back with the analysis).
  app.post('/analysis/attachments', {
    config: { access: SIGNED_IN, multipart: true },
    schema: {
      tags: ['analysis'],
      consumes: ['multipart/form-data'],
      response: responses({ 200: analysisAttachmentSchema, 422: apiErrorSchema }),
    },
    handler: async (request) => {
      const limit = ctx.config.library.uploadLimitBytes;
      if (Number(request.headers['content-length'] ?? 0) > limit * 4 + 1024 * 1024)
        throw IngestionError.tooLarge(limit);
      const form = await readUploadForm(request, limit);
      if (!form.file) throw badRequest('Choose a file to attach (.txt, .pdf or .docx).');
      const fields = attachmentFieldsSchema.safeParse(form.fields);
      if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? 'The form is not valid.');
      return readAttachment(
        { bytes: form.file.bytes, fileName: form.file.fileName, declaredType: form.file.mimeType },
        fields.data.classification,
        limit,
      );
    },
  });

  app.get('/analysis/:id/stream', {
    config: { access: { kind: 'object', resource: 'conversation', action: 'read' } },
    schema: {
      tags: ['analysis'],
      description: 'Server-sent events (text/event-stream): result, token..., then done or error.',
      params: idParamsSchema,
      response: responses({}),
    },
    handler: async (request, reply) => {
      await streamModelAnswer(
        ctx,
        actorOf(request),
        eventStreamOf(reply),
        resourceOf(request, 'conversation'),
      );
      return reply;
    },
  });
}
