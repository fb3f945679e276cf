import {
  achBodySchema,
  achResponseSchema,
  apiErrorSchema,
  councilBodySchema,
  councilResponseSchema,
  idParamsSchema,
  futuresBodySchema,
  futuresResponseSchema,
  strategicAnalysisBodySchema,
  strategicAnalysisResponseSchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { streamAnalysisVoices } from '../../advice/analysis-voices';
import { askCouncil, streamCouncil } from '../../advice/council-stream';
import { SIGNED_IN } from '../../authorization/access-rule';
import { actorOf } from '../../http/actor';
import { eventStreamOf } from '../../http/event-stream';
import { resourceOf } from '../../http/guard';
import { responses } from '../../http/responses';

/**
 * ADVISE: strategic analysis, the war council (server-sent events, one message per advisor as soon as it
 * is ready), Analysis of Competing Hypotheses and alternative futures. Every consultation reads only
 * documents the user may read, is saved as an advise conversation and audited as CONSULTATION.
 */
export function adviceRoutes(app: ApiInstance, ctx: ApiContext): void {
  const advice = () => ctx.services.advice;

  app.post('/advice/analysis', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['advice'],
      body: strategicAnalysisBodySchema,
      response: responses({ 200: strategicAnalysisResponseSchema, 503: apiErrorSchema }),
    },
    handler: async (request) => {
      const { conversationId, result, voice } = await advice().analyse(actorOf(request), request.body);
      return voice
        ? {
            conversationId,
            result,
            voicesPath: `/api/advice/analysis/${encodeURIComponent(conversationId)}/voices`,
          }
        : { conversationId, result };
    },
  });

  app.get('/advice/analysis/:id/voices', {
    config: { access: { kind: 'object', resource: 'conversation', action: 'read' } },
    schema: {
      tags: ['advice'],
      description:
        "Server-sent events (text/event-stream): a configured model's words for each persona of a saved strategic analysis, token... then voice per persona, then done or error.",
      params: idParamsSchema,
      response: responses({ 400: apiErrorSchema }),
    },
    handler: async (request, reply) => {
      await streamAnalysisVoices(
        advice(),
        actorOf(request),
        eventStreamOf(reply),
        resourceOf(request, 'conversation'),
      );
      return reply;
    },
  });

  app.post('/advice/council', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['advice'],
      body: councilBodySchema,
      response: responses({ 200: councilResponseSchema, 503: apiErrorSchema }),
    },
    handler: async (request) => askCouncil(advice(), actorOf(request), request.body),
  });

  app.get('/advice/council/:id/stream', {
    config: { access: { kind: 'object', resource: 'conversation', action: 'read' } },
    schema: {
      tags: ['advice'],
      description:
        'Server-sent events (text/event-stream): per advisor token... (a configured model speaking) and message, then done or error.',
      params: idParamsSchema,
      response: responses({}),
    },
    handler: async (request, reply) => {
      await streamCouncil(
        advice(),
        actorOf(request),
        eventStreamOf(reply),
        resourceOf(request, 'conversation'),
      );
      return reply;
    },
  });

  app.post('/advice/ach', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['advice'],
      body: achBodySchema,
      response: responses({ 200: achResponseSchema, 503: apiErrorSchema }),
    },
    handler: async (request) => advice().ach(actorOf(request), request.body),
  });

  app.post('/advice/futures', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['advice'],
      body: futuresBodySchema,
      response: responses({ 200: futuresResponseSchema, 503: apiErrorSchema }),
    },
    handler: async (request) => advice().futures(actorOf(request), request.body),
  });
}
