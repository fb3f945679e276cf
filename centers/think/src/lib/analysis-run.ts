import {
  ANALYSIS_MESSAGE_KINDS,
  isAnalysisTypeId,
  type AnalysisResponseDto,
  type AnalysisTypeId,
  type ConversationDto,
  type MessageDto,
} from '@csw/contracts';
import type { AnalysisResult } from '@csw/engine';

/** An analysis as the screen shows it: the server's answer, with the engine's full result type. */
export type AnalysisRun = Omit<AnalysisResponseDto, 'result'> & { result: AnalysisResult };

/** A saved analysis reopened from the history: the run, what was asked, and the model's answer if any. */
export interface SavedAnalysis {
  run: AnalysisRun;
  question: string;
  analysisType: AnalysisTypeId;
  documentIds: string[];
  answer: string | null;
}

/**
 * Rebuilds a run from a saved THINK conversation (messages are found by the kind in their metadata, not
 * by their order). Null when the conversation holds no analysis.
 */
export function savedAnalysisOf(
  conversation: ConversationDto & { messages: MessageDto[] },
): SavedAnalysis | null {
  const byKind = (kind: string) => conversation.messages.findLast((m) => m.metadata.kind === kind);
  const request = byKind(ANALYSIS_MESSAGE_KINDS.request)?.metadata;
  const resultMessage = byKind(ANALYSIS_MESSAGE_KINDS.result)?.metadata;
  const answer = byKind(ANALYSIS_MESSAGE_KINDS.answer);
  if (!request || !resultMessage || typeof resultMessage.result !== 'object' || resultMessage.result === null)
    return null;
  const result = resultMessage.result as AnalysisResult;
  const modelId = typeof request.modelId === 'string' ? request.modelId : result.engine.analyst;
  return {
    run: {
      conversationId: conversation.id,
      result,
      model: { id: modelId, name: modelId },
      streamPath: null,
      mediaAttachments: Array.isArray(request.mediaAttachments)
        ? (request.mediaAttachments as AnalysisRun['mediaAttachments'])
        : [],
      notices: Array.isArray(resultMessage.notices) ? (resultMessage.notices as string[]) : [],
    },
    question: typeof request.question === 'string' ? request.question : result.question,
    analysisType: isAnalysisTypeId(request.analysisType) ? request.analysisType : result.analysisType,
    documentIds: Array.isArray(request.documentIds) ? (request.documentIds as string[]) : [],
    answer: answer?.content ?? null,
  };
}

/** What the assistant reports as findings: patterns, assumptions, blind spots and the section's items. */
export function findingCount(result: AnalysisResult): number {
  const sectionItems = result.section.groups.reduce((sum, group) => sum + group.items.length, 0);
  return result.counts.patterns + result.counts.assumptions + result.counts.blindSpots + sectionItems;
}
