import { z } from 'zod';
import {
  blufBodySchema,
  blufResultSchema,
  draftBodySchema,
  draftResponseSchema,
  evidenceBodySchema,
  evidenceResultSchema,
  exportDraftBodySchema,
  idParamsSchema,
  saveDraftBodySchema,
  saveDraftResponseSchema,
  writingCheckBodySchema,
  writingCheckSchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { SIGNED_IN } from '../../authorization/access-rule';
import { actorOf } from '../../http/actor';
import { eventStreamOf } from '../../http/event-stream';
import { resourceOf, userOf } from '../../http/guard';
import { responses } from '../../http/responses';

/**
 * CREATE: grounded drafts, the model's streamed draft, the writing checker, Add BLUF, Add Evidence, save
 * into the library and export. Passages come only from documents the user may read.
 */
export function draftsRoutes(app: ApiInstance, ctx: ApiContext): void {
  const drafting = ctx.services.drafting;
  const bodyLimit = ctx.config.limits.documentBodyLimit;

  app.post('/drafts', {
    config: { access: SIGNED_IN },
    schema: { tags: ['drafts'], body: draftBodySchema, response: responses({ 200: draftResponseSchema }) },
    handler: async (request) => drafting.generate(actorOf(request), request.body),
  });

  app.get('/drafts/:id/stream', {
    config: { access: { kind: 'object', resource: 'conversation', action: 'read' } },
    schema: {
      tags: ['drafts'],
      description: 'Server-sent events (text/event-stream): token..., then done ({text, check}) or error.',
      params: idParamsSchema,
      response: responses({}),
    },
    handler: async (request, reply) => {
      await drafting.stream(actorOf(request), eventStreamOf(reply), resourceOf(request, 'conversation'));
      return reply;
    },
  });

  app.post('/drafts/check', {
    bodyLimit,
    config: { access: SIGNED_IN },
    schema: {
      tags: ['drafts'],
      body: writingCheckBodySchema,
      response: responses({ 200: writingCheckSchema }),
    },
    handler: async (request) => drafting.check(request.body.text, request.body.format),
  });

  app.post('/drafts/bluf', {
    bodyLimit,
    config: { access: SIGNED_IN },
    schema: { tags: ['drafts'], body: blufBodySchema, response: responses({ 200: blufResultSchema }) },
    handler: async (request) => drafting.bluf(request.body.text),
  });

  app.post('/drafts/evidence', {
    bodyLimit,
    config: { access: SIGNED_IN },
    schema: {
      tags: ['drafts'],
      body: evidenceBodySchema,
      response: responses({ 200: evidenceResultSchema }),
    },
    handler: async (request) => drafting.evidence(userOf(request), request.body),
  });

  app.post('/drafts/save', {
    bodyLimit,
    config: { access: SIGNED_IN },
    schema: {
      tags: ['drafts'],
      body: saveDraftBodySchema,
      response: responses({ 200: saveDraftResponseSchema }),
    },
    handler: async (request) => drafting.save(actorOf(request), request.body),
  });

  app.post('/drafts/export', {
    bodyLimit,
    config: { access: SIGNED_IN },
    schema: {
      tags: ['drafts'],
      description:
        'A .docx or Markdown file: the classification banner top and bottom, the source list once.',
      body: exportDraftBodySchema,
      response: responses({ 200: z.string() }),
    },
    handler: async (request, reply) => {
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
  });
}
