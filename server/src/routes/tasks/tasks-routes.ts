import { idParamsSchema, okSchema, taskSchema, updateTaskBodySchema } from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { actorOf } from '../../http/actor';
import { resourceOf } from '../../http/guard';
import { responses } from '../../http/responses';

/** Tasks of a board: each checked through its plan (read by the plan's readers, changed by its owner). */
export function taskRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { planning } = ctx.services;

  app.put('/tasks/:id', {
    config: { access: { kind: 'object', resource: 'task', action: 'change' } },
    schema: {
      tags: ['plans'],
      params: idParamsSchema,
      body: updateTaskBodySchema,
      response: responses({ 200: taskSchema }),
    },
    handler: async (request) =>
      planning.updateTask(resourceOf(request, 'task'), request.body, (tx, moved, details) =>
        actorOf(request).audit(tx, { action: moved ? 'TASK_MOVE' : 'TASK_UPDATE', details }),
      ),
  });

  app.delete('/tasks/:id', {
    config: { access: { kind: 'object', resource: 'task', action: 'change' } },
    schema: { tags: ['plans'], params: idParamsSchema, response: responses({ 200: okSchema }) },
    handler: async (request) => {
      await planning.deleteTask(resourceOf(request, 'task'), (tx, details) =>
        actorOf(request).audit(tx, { action: 'TASK_DELETE', details }),
      );
      return { ok: true as const };
    },
  });
}
