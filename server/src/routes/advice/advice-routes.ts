import {
  achBodySchema,
  achResponseSchema,
  councilBodySchema,
  councilResponseSchema,
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
import { apiRoutes } from '../../http/route';

/**
 * ADVISE: strategic analysis, the war council (server-sent events, one message per advisor as soon as it
 * is ready), Analysis of Competing Hypotheses and alternative futures. Every consultation reads only
 * documents the user may read, is saved as an advise conversation and audited as CONSULTATION.
 */
export function adviceRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'advice');
  const advice = () => ctx.services.advice;

  route.post(
    '/advice/analysis',
    {
      access: SIGNED_IN,
      body: strategicAnalysisBodySchema,
      ok: strategicAnalysisResponseSchema,
      errors: [503],
    },
    async (request) => {
      const { conversationId, result, voice } = await advice().analyse(actorOf(request), request.body);
      return voice
        ? {
            conversationId,
            result,
            voicesPath: `/api/advice/analysis/${encodeURIComponent(conversationId)}/voices`,
          }
        : { conversationId, result };
    },
  );

  route.events(
    '/advice/analysis/:id/voices',
    "Server-sent events (text/event-stream): a configured model's words for each persona of a saved strategic analysis, token... then voice per persona, then done or error.",
    (actor, openStream, conversation) => streamAnalysisVoices(advice(), actor, openStream, conversation),
  );

  route.post(
    '/advice/council',
    {
      access: SIGNED_IN,
      body: councilBodySchema,
      ok: councilResponseSchema,
      errors: [503],
    },
    async (request) => askCouncil(advice(), actorOf(request), request.body),
  );

  route.events(
    '/advice/council/:id/stream',
    'Server-sent events (text/event-stream): per advisor token... (a configured model speaking) and message, then done or error.',
    (actor, openStream, conversation) => streamCouncil(advice(), actor, openStream, conversation),
  );

  route.post(
    '/advice/ach',
    { access: SIGNED_IN, body: achBodySchema, ok: achResponseSchema, errors: [503] },
    async (request) => advice().ach(actorOf(request), request.body),
  );

  route.post(
    '/advice/futures',
    {
      access: SIGNED_IN,
      body: futuresBodySchema,
      ok: futuresResponseSchema,
      errors: [503],
    },
    async (request) => advice().futures(actorOf(request), request.body),
  );
}
