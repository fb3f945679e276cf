import type {
  AutomationState,
  BoardMetricsDto,
  BoardResponseDto,
  CreateTaskBody,
  OrchestrateBody,
  PlanSummaryDto,
  ReportKind,
  ReportResponseDto,
  TaskDto,
  UpdateTaskBody,
} from '@csw/contracts';
import type { ApiClient } from '@csw/storage';

/**
 * Typed calls of the plans and tasks routes (shared/contracts/src/api/planning.ts). Thin: the server
 * serialises every answer through its contract schema.
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
    orchestrate: (body) => client.post<BoardResponseDto>('/api/plans/orchestrate', body),
    list: () => client.get<PlanSummaryDto[]>('/api/plans'),
    board: (planId) => client.get<BoardResponseDto>(plan(planId)),
    metrics: (planId) => client.get<BoardMetricsDto>(`${plan(planId)}/metrics`),
    createTask: (planId, body) => client.post<TaskDto>(`${plan(planId)}/tasks`, body),
    updateTask: (taskId, body) => client.put<TaskDto>(task(taskId), body),
    async deleteTask(taskId) {
      await client.delete(task(taskId));
    },
    report: (planId, kind) => client.post<ReportResponseDto>(`${plan(planId)}/reports`, { kind }),
    automation: (planId, enabled) => client.put<AutomationState>(`${plan(planId)}/automation`, { enabled }),
  };
}
