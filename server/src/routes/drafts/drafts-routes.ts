import { z } from 'zod';
import {
  blufBodySchema,
  blufResultSchema,
  draftBodySchema,
  draftResponseSchema,
  evidenceBodySchema,
  evidenceResultSchema,
  exportDraftBodySchema,
  saveDraftBodySchema,
  saveDraftResponseSchema,
  writingCheckBodySchema,
  writingCheckSchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { SIGNED_IN } from '../../authorization/access-rule';
import { actorOf } from '../../http/actor';
import { userOf } from '../../http/guard';
import { apiRoutes } from '../../http/route';

/**
 * CREATE: grounded drafts, the model's streamed draft, the writing checker, Add BLUF, Add Evidence, save
 * into the library and export. Passages come only from documents the user may read.
 */
export function draftsRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'drafts');
  const drafting = ctx.services.drafting;
  const bodyLimit = ctx.config.limits.documentBodyLimit;

  route.post(
    '/drafts',
    { access: SIGNED_IN, body: draftBodySchema, ok: draftResponseSchema },
    async (request) => drafting.generate(actorOf(request), request.body),
  );

  route.events(
    '/drafts/:id/stream',
    'Server-sent events (text/event-stream): token..., then done ({text, check}) or error.',
    (actor, openStream, conversation) => drafting.stream(actor, openStream, conversation),
  );

  route.post(
    '/drafts/check',
    { access: SIGNED_IN, body: writingCheckBodySchema, ok: writingCheckSchema, bodyLimit },
    async (request) => drafting.check(request.body.text, request.body.format),
  );

  route.post(
    '/drafts/bluf',
    { access: SIGNED_IN, body: blufBodySchema, ok: blufResultSchema, bodyLimit },
    async (request) => drafting.bluf(request.body.text),
  );

  route.post(
    '/drafts/evidence',
    { access: SIGNED_IN, body: evidenceBodySchema, ok: evidenceResultSchema, bodyLimit },
    async (request) => drafting.evidence(userOf(request), request.body),
  );

  route.post(
    '/drafts/save',
    { access: SIGNED_IN, body: saveDraftBodySchema, ok: saveDraftResponseSchema, bodyLimit },
    async (request) => drafting.save(actorOf(request), request.body),
  );

  route.post(
    '/drafts/export',
    {
      access: SIGNED_IN,
      description:
        'A .docx or Markdown file: the classification banner top and bottom, the source list once.',
      body: exportDraftBodySchema,
      ok: z.string(),
      bodyLimit,
    },
    async (request, reply) => {
      const file = await drafting.export(userOf(request), request.body);
      return (
        reply
          .header('Content-Type', file.contentType)
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('X-Classification', file.classification)
          // Fastify sends a Buffer as it is; the string schema only documents the file body for OpenAPI.
          .send(file.body as string)
      );
    },
  );
}
