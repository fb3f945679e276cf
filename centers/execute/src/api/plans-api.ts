import {
  automationStateSchema,
  boardMetricsSchema,
  boardResponseSchema,
  orchestrateResponseSchema,
  planListSchema,
  reportResponseSchema,
  taskSchema,
  type AutomationState,
  type BoardMetricsDto,
  type BoardResponseDto,
  type CreateTaskBody,
  type OrchestrateBody,
  type PlanSummaryDto,
  type ReportKind,
  type ReportResponseDto,
  type TaskDto,
  type UpdateTaskBody,
} from '@csw/contracts';
import { parseAnswer, type ApiClient } from '@csw/storage';

/**
 * Typed calls of the plans and tasks routes (shared/contracts/src/api/planning.ts), every answer parsed with
 * its contract schema at the boundary.
 */
export interface PlansApi {
  orchestrate(body: OrchestrateBody): Promise<BoardResponseDto>;
  list(): Promise<PlanSummaryDto[]>;
  board(planId: string): Promise<BoardResponseDto>;
  metrics(planId: string): Promise<BoardMetricsDto>;
  createTask(planId: string, body: CreateTaskBody): Promise<TaskDto>;
  updateTask(taskId: string, body: UpdateTaskBody): Promise<TaskDto>;
  deleteTask(taskId: string): Promise<void>;
  report(planId: string, kind: ReportKind): Promise<ReportResponseDto>;
  automation(planId: string, enabled: boolean): Promise<AutomationState>;
}

const plan = (id: string) => `/api/plans/${encodeURIComponent(id)}`;
const task = (id: string) => `/api/tasks/${encodeURIComponent(id)}`;

export function plansApi(client: ApiClient): PlansApi {
  return {
    async orchestrate(body) {
      return parseAnswer(orchestrateResponseSchema, await client.post('/api/plans/orchestrate', body));
    },
    async list() {
      return parseAnswer(planListSchema, await client.get('/api/plans'));
    },
    async board(planId) {
      return parseAnswer(boardResponseSchema, await client.get(plan(planId)));
    },
    async metrics(planId) {
      return parseAnswer(boardMetricsSchema, await client.get(`${plan(planId)}/metrics`));
    },
    async createTask(planId, body) {
      return parseAnswer(taskSchema, await client.post(`${plan(planId)}/tasks`, body));
    },
    async updateTask(taskId, body) {
      return parseAnswer(taskSchema, await client.put(task(taskId), body));
    },
    async deleteTask(taskId) {
      await client.delete(task(taskId));
    },
    async report(planId, kind) {
      return parseAnswer(reportResponseSchema, await client.post(`${plan(planId)}/reports`, { kind }));
    },
    async automation(planId, enabled) {
      return parseAnswer(automationStateSchema, await client.put(`${plan(planId)}/automation`, { enabled }));
    },
  };
}
