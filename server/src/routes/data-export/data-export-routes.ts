import { z } from 'zod';
import { dataExportBodySchema } from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { actorOf } from '../../http/actor';
import { SIGNED_IN } from '../../authorization/access-rule';
import { userOf } from '../../http/guard';
import { apiRoutes } from '../../http/route';

/**
 * POST /api/export (DATA_EXPORT_PATH): everything the signed-in user owns as one zip archive, written while it downloads
 * (documents with their originals, .docx and Markdown with the classification banner; analyses,
 * conversations, plans and tasks as JSON; the user's own audit entries). Audited as DATA_EXPORT.
 */
export function dataExportRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'export');

  route.post(
    '/export',
    {
      access: SIGNED_IN,
      description:
        'A zip archive (application/zip), streamed: documents/, analyses/, conversations/, plans/, audit/ and manifest.json.',
      body: dataExportBodySchema,
      ok: z.string(),
    },
    async (request, reply) => {
      const user = userOf(request);
      const started = ctx.services.dataExport.start(user, ({ outcome, counts, bytes, error }) =>
        actorOf(request).audit(ctx.db, {
          action: 'DATA_EXPORT',
          outcome,
          details: { ...counts, bytes, ...(error ? { error } : {}) },
        }),
      );
      return (
        reply
          .header('Content-Type', 'application/zip')
          .header('Content-Disposition', `attachment; filename="${started.fileName}"`)
          // Fastify sends a stream as it is; the string schema only documents the file body for OpenAPI.
          .send(started.stream as unknown as string)
      );
    },
  );
}
