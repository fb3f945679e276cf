import { okSchema, taskSchema, updateTaskBodySchema } from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { actorOf } from '../../http/actor';
import { resourceOf } from '../../http/guard';
import { OK } from '../../http/responses';
import { apiRoutes, objectRule } from '../../http/route';

/** Tasks of a board: each checked through its plan (read by the plan's readers, changed by its owner). */
export function taskRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'plans');
  const { planning } = ctx.services;

  route.put(
    '/tasks/:id',
    { access: objectRule('task', 'change'), body: updateTaskBodySchema, ok: taskSchema },
    async (request) =>
      planning.updateTask(resourceOf(request, 'task'), request.body, (tx, moved, details) =>
        actorOf(request).audit(tx, { action: moved ? 'TASK_MOVE' : 'TASK_UPDATE', details }),
      ),
  );

  route.delete('/tasks/:id', { access: objectRule('task', 'change'), ok: okSchema }, async (request) => {
    await planning.deleteTask(resourceOf(request, 'task'), (tx, details) =>
      actorOf(request).audit(tx, { action: 'TASK_DELETE', details }),
    );
    return OK;
  });
}
