import { z } from 'zod';
import {
  createFolderBodySchema,
  folderSchema,
  idParamsSchema,
  okSchema,
  longPageQuerySchema,
  renameFolderBodySchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { actorOf } from '../../http/actor';
import { SIGNED_IN } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../http/guard';
import { conflict, notFound } from '../../http/http-error';
import { responses } from '../../http/responses';
import {
  deleteFolder,
  findVisibleFolder,
  folderNameTaken,
  insertFolder,
  listVisibleFolders,
  renameFolder,
} from '../../data/folders-repository';

const nameTaken = () => conflict('A folder with this name already exists here.', 'FOLDER_EXISTS');

/** Folders: the built-in domain categories and each user's own folders. */
export function folderRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get('/folders', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['folders'],
      querystring: longPageQuerySchema,
      response: responses({ 200: z.array(folderSchema) }),
    },
    handler: async (request) =>
      listVisibleFolders(ctx.db, userOf(request).id, request.query.limit, request.query.offset),
  });

  app.post('/folders', {
    config: { access: SIGNED_IN },
    schema: { tags: ['folders'], body: createFolderBodySchema, response: responses({ 201: folderSchema }) },
    handler: async (request, reply) => {
      const user = userOf(request);
      const parentId = request.body.parentId ?? null;
      if (parentId && !(await findVisibleFolder(ctx.db, user.id, parentId)))
        throw notFound('Parent folder not found.');
      if (await folderNameTaken(ctx.db, user.id, parentId, request.body.name)) throw nameTaken();
      const folder = await ctx.db.transaction(async (tx) => {
        const created = await insertFolder(tx, user.id, request.body.name, parentId);
        await actorOf(request).audit(tx, {
          action: 'FOLDER_CREATE',
          details: { folderId: created.id, name: created.name, parentId },
        });
        return created;
      });
      return reply.code(201).send(folder);
    },
  });

  app.put('/folders/:id', {
    config: { access: { kind: 'object', resource: 'folder', action: 'change' } },
    schema: {
      tags: ['folders'],
      params: idParamsSchema,
      body: renameFolderBodySchema,
      response: responses({ 200: folderSchema }),
    },
    handler: async (request) => {
      const folder = resourceOf(request, 'folder');
      if (await folderNameTaken(ctx.db, userOf(request).id, folder.parentId, request.body.name, folder.id))
        throw nameTaken();
      return ctx.db.transaction(async (tx) => {
        const renamed = await renameFolder(tx, folder.id, request.body.name);
        await actorOf(request).audit(tx, {
          action: 'FOLDER_RENAME',
          details: { folderId: folder.id, from: folder.name, to: renamed.name },
        });
        return renamed;
      });
    },
  });

  app.delete('/folders/:id', {
    config: { access: { kind: 'object', resource: 'folder', action: 'change' } },
    schema: { tags: ['folders'], params: idParamsSchema, response: responses({ 200: okSchema }) },
    handler: async (request) => {
      const folder = resourceOf(request, 'folder');
      await ctx.db.transaction(async (tx) => {
        await deleteFolder(tx, folder.id);
        await actorOf(request).audit(tx, {
          action: 'FOLDER_DELETE',
          details: { folderId: folder.id, name: folder.name },
        });
      });
      return { ok: true as const };
    },
  });
}
