import { z } from 'zod';
import { analysisAttachmentSchema, analysisBodySchema, analysisResponseSchema } from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { readAttachment } from '../../analysis/read-attachment';
import { runAnalysis } from '../../analysis/run-analysis';
import { streamModelAnswer } from '../../analysis/stream-answer';
import { SIGNED_IN } from '../../authorization/access-rule';
import { actorOf } from '../../http/actor';
import { apiRoutes } from '../../http/route';
import { classificationField, readFileForm } from '../upload/upload-form';

const attachmentFieldsSchema = z.object({ classification: classificationField });

/** THINK analysis: run the engine over documents the user may read, and stream a configured model's answer. */
export function analysisRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'analysis');
  const runner = ctx.services.analysisRunner;

  // Attached files travel with the request as text (up to ANALYSIS_LIMITS.maxAttachmentChars).
  route.post(
    '/analysis',
    {
      access: SIGNED_IN,
      body: analysisBodySchema,
      ok: analysisResponseSchema,
      errors: [503],
      bodyLimit: ctx.config.limits.documentBodyLimit,
    },
    async (request) => runAnalysis(ctx, runner, ctx.services.library, actorOf(request), request.body),
  );

  // A file attached to one analysis: read, not stored (THINK sends its text back with the analysis).
  route.post(
    '/analysis/attachments',
    { access: SIGNED_IN, ok: analysisAttachmentSchema, errors: [422], multipart: true },
    async (request) => {
      const limit = ctx.config.library.uploadLimitBytes;
      const { file, fields } = await readFileForm(
        request,
        limit,
        attachmentFieldsSchema,
        'Choose a file to attach (.txt, .pdf, .docx or .md).',
      );
      return readAttachment(
        { bytes: file.bytes, fileName: file.fileName, declaredType: file.mimeType },
        fields.classification,
        limit,
      );
    },
  );

  route.events(
    '/analysis/:id/stream',
    'Server-sent events (text/event-stream): result, token..., then done or error.',
    (actor, openStream, conversation) => streamModelAnswer(ctx, actor, openStream, conversation),
  );
}
