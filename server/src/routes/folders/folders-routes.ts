import { z } from 'zod';
import {
  createFolderBodySchema,
  deleteFolderQuerySchema,
  deleteFolderResultSchema,
  folderSchema,
  longPageQuerySchema,
  renameFolderBodySchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { auditedChange } from '../../http/audited-change';
import { actorOf } from '../../http/actor';
import { deleteFolderAs } from '../../library/delete-folder';
import { SIGNED_IN } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../http/guard';
import { conflict, notFound } from '../../http/http-error';
import { apiRoutes, objectRule } from '../../http/route';
import {
  findVisibleFolder,
  folderNameTaken,
  insertFolder,
  listVisibleFolders,
  lockOwnerFolders,
  renameFolder,
} from '../../data/folders-repository';

const nameTaken = () => conflict('A folder with this name already exists here.', 'FOLDER_EXISTS');

/** Folders: the built-in domain categories and each user's own folders. */
export function folderRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'folders');
  const change = objectRule('folder', 'change');

  route.get(
    '/folders',
    { access: SIGNED_IN, query: longPageQuerySchema, ok: z.array(folderSchema) },
    async (request) =>
      listVisibleFolders(ctx.db, userOf(request).id, request.query.limit, request.query.offset),
  );

  route.post(
    '/folders',
    { access: SIGNED_IN, body: createFolderBodySchema, created: folderSchema },
    async (request, reply) => {
      const user = userOf(request);
      const parentId = request.body.parentId ?? null;
      if (parentId && !(await findVisibleFolder(ctx.db, user.id, parentId)))
        throw notFound('Parent folder not found.');
      const folder = await auditedChange(
        ctx.db,
        request,
        async (tx) => {
          await lockOwnerFolders(tx, user.id);
          if (await folderNameTaken(tx, user.id, parentId, request.body.name)) throw nameTaken();
          return insertFolder(tx, user.id, request.body.name, parentId);
        },
        (created) => ({
          action: 'FOLDER_CREATE',
          details: { folderId: created.id, name: created.name, parentId },
        }),
      );
      return reply.code(201).send(folder);
    },
  );

  route.put(
    '/folders/:id',
    { access: change, body: renameFolderBodySchema, ok: folderSchema },
    async (request) => {
      const folder = resourceOf(request, 'folder');
      const ownerId = userOf(request).id;
      return auditedChange(
        ctx.db,
        request,
        async (tx) => {
          await lockOwnerFolders(tx, ownerId);
          if (await folderNameTaken(tx, ownerId, folder.parentId, request.body.name, folder.id))
            throw nameTaken();
          return renameFolder(tx, folder.id, request.body.name);
        },
        (renamed) => ({
          action: 'FOLDER_RENAME',
          details: { folderId: folder.id, from: folder.name, to: renamed.name },
        }),
      );
    },
  );

  route.delete(
    '/folders/:id',
    { access: change, query: deleteFolderQuerySchema, ok: deleteFolderResultSchema },
    async (request) =>
      deleteFolderAs(ctx.db, actorOf(request), resourceOf(request, 'folder'), request.query.documents),
  );
}
