import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  automationBodySchema,
  automationStateSchema,
  boardMetricsSchema,
  boardResponseSchema,
  createTaskBodySchema,
  idParamsSchema,
  longPageQuerySchema,
  orchestrateBodySchema,
  planListSchema,
  reportBodySchema,
  reportResponseSchema,
  summariesQuerySchema,
  summaryListSchema,
  taskSchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { actorOf } from '../../http/actor';
import { SIGNED_IN } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../http/guard';
import { findVisibleDocument } from '../../data/documents-repository';
import { findVisiblePlan, listSummariesSince, listVisiblePlans } from '../../data/plans-repository';
import { forbidden, notFound } from '../../http/http-error';
import { apiRoutes, objectRule } from '../../http/route';
import { reportDocx, reportMarkdown } from '../../planning/report-docx';
import { attachmentDisposition } from '../upload/content-disposition';

const DAY = 86_400_000;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** EXECUTE's plans: Orchestrate Mission, the boards, their metrics, reports and workflow automation. */
export function planRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'plans');
  const read = objectRule('plan', 'read');
  const change = objectRule('plan', 'change');
  const { planning } = ctx.services;

  route.post(
    '/plans/orchestrate',
    { access: SIGNED_IN, body: orchestrateBodySchema, created: boardResponseSchema },
    async (request, reply) => {
      const user = userOf(request);
      const { planId, ...input } = request.body;
      let existing = null;
      if (planId) {
        // Orchestrating into a plan changes it: the same answers as the guard's object rule.
        existing = await findVisiblePlan(ctx.db, user.id, planId);
        if (!existing || existing.access !== 'owner') {
          await actorOf(request).denied(ctx.db, { resource: 'plan', id: planId, action: 'change' });
          throw existing ? forbidden("Only the plan's owner can change it.") : notFound('Plan not found.');
        }
      }
      const board = await planning.orchestrate(user.id, input, existing, (tx, details) =>
        actorOf(request).audit(tx, { action: 'TASK_ORCHESTRATE', details }),
      );
      return reply.code(201).send(board);
    },
  );

  route.get(
    '/plans',
    { access: SIGNED_IN, query: longPageQuerySchema, ok: planListSchema },
    async (request) => listVisiblePlans(ctx.db, userOf(request).id, request.query),
  );

  route.get(
    '/plans/summaries',
    { access: SIGNED_IN, query: summariesQuerySchema, ok: summaryListSchema },
    async (request) => {
      const now = planning.clock();
      const since = request.query.since ?? new Date(now - DAY).toISOString();
      const items = await listSummariesSince(ctx.db, userOf(request).id, since);
      return {
        items: items.map(({ kind: _kind, ...item }) => item),
        now: new Date(now).toISOString(),
      };
    },
  );

  route.get('/plans/:id', { access: read, ok: boardResponseSchema }, async (request) =>
    planning.board(resourceOf(request, 'plan'), userOf(request).id),
  );

  route.get('/plans/:id/metrics', { access: read, ok: boardMetricsSchema }, async (request) =>
    planning.metrics(resourceOf(request, 'plan')),
  );

  route.post(
    '/plans/:id/tasks',
    { access: change, body: createTaskBodySchema, created: taskSchema },
    async (request, reply) => {
      const task = await planning.createTask(resourceOf(request, 'plan'), request.body, (tx, details) =>
        actorOf(request).audit(tx, { action: 'TASK_CREATE', details }),
      );
      return reply.code(201).send(task);
    },
  );

  route.post(
    '/plans/:id/reports',
    { access: change, body: reportBodySchema, created: reportResponseSchema },
    async (request, reply) => {
      const plan = resourceOf(request, 'plan');
      const written = await planning.writeReport(
        plan,
        request.body.kind,
        userOf(request).id,
        false,
        (tx, details) => actorOf(request).audit(tx, { action: 'TASK_REPORT', details }),
      );
      return reply.code(201).send(written);
    },
  );

  // A report as Word (docxPath) or Markdown, marked as every export is (platform/marked-export.ts).
  route.get(
    '/plans/:id/reports/:documentId/:format',
    {
      access: read,
      params: idParamsSchema.extend({
        documentId: z.string().min(1).max(100),
        format: z.enum(['docx', 'markdown']),
      }),
    },
    async (request, reply) => {
      const plan = resourceOf(request, 'plan');
      const { documentId } = request.params;
      // A report of this plan, and still a document this user may read (it may have been deleted since).
      const doc = plan.reports.some((r) => r.documentId === documentId)
        ? await findVisibleDocument(ctx.db, userOf(request).id, documentId)
        : null;
      if (!doc) throw notFound('Report not found.');
      const report = await planning.reportForReader(plan, doc, userOf(request).id);
      const marked = { title: report.title, content: report.content, classification: doc.classification };
      const docx = request.params.format === 'docx';
      // A file body: sent as is, outside the JSON answers the typed reply describes.
      return (reply as FastifyReply)
        .header('Content-Type', docx ? DOCX_TYPE : 'text/markdown; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition(`${doc.title}.${docx ? 'docx' : 'md'}`))
        .send(docx ? await reportDocx(marked) : reportMarkdown(marked));
    },
  );

  route.put(
    '/plans/:id/automation',
    { access: change, body: automationBodySchema, ok: automationStateSchema },
    async (request) =>
      planning.setAutomation(resourceOf(request, 'plan'), request.body.enabled, (tx, details) =>
        actorOf(request).audit(tx, { action: 'TASK_AUTOMATION', details }),
      ),
  );
}
