import { analysisBodySchema, analysisResponseSchema, apiErrorSchema, idParamsSchema } from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { runAnalysis } from '../../analysis/run-analysis';
import { streamModelAnswer } from '../../analysis/stream-answer';
import { SIGNED_IN } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../authorization/guard';
import { responses } from '../../http/responses';

/** THINK analysis: run the engine over documents the user may read, and stream a configured model's answer. */
export function analysisRoutes(app: ApiInstance, ctx: ApiContext): void {
  const runner = ctx.services.analysisRunner;

  app.post('/analysis', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['analysis'],
      body: analysisBodySchema,
      response: responses({ 200: analysisResponseSchema, 503: apiErrorSchema }),
    },
    handler: async (request) => runAnalysis(ctx, runner, request, userOf(request), request.body),
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
      await streamModelAnswer(ctx, request, reply, userOf(request), resourceOf(request, 'conversation'));
      return reply;
    },
  });
}
