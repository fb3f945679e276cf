import {
  decodeSavedAnalysis,
  withheldSourcesNotice,
  type AnalysisResponseDto,
  type AnalysisResult,
  type AnalysisTypeId,
  type ConversationDto,
  type MessageDto,
} from '@csw/contracts';

/** An analysis as the screen shows it: the server's answer. */
export type AnalysisRun = AnalysisResponseDto;

/** A saved analysis reopened from the history: the run, what was asked, and the model's answer if any. */
export interface SavedAnalysis {
  run: AnalysisRun;
  question: string;
  analysisType: AnalysisTypeId;
  documentIds: string[];
  answer: string | null;
}

/**
 * Rebuilds a run from a saved THINK conversation (decodeSavedAnalysis, the decoder the server uses too).
 * Null when the conversation holds no analysis. When the server withheld sources the user can no longer
 * read, the run's notices say how many.
 */
export function savedAnalysisOf(
  conversation: ConversationDto & { messages: MessageDto[]; withheldSources?: number },
): SavedAnalysis | null {
  const saved = decodeSavedAnalysis(conversation.messages);
  if (!saved) return null;
  const withheld = conversation.withheldSources ?? 0;
  return {
    run: {
      conversationId: conversation.id,
      result: saved.result,
      model: { id: saved.modelId, name: saved.modelId },
      streamPath: null,
      mediaAttachments: saved.mediaAttachments,
      notices: withheld > 0 ? [...saved.notices, withheldSourcesNotice(withheld)] : saved.notices,
    },
    question: saved.question,
    analysisType: saved.analysisType,
    documentIds: saved.documentIds,
    answer: saved.answer?.content ?? null,
  };
}

/** What the assistant reports as findings: patterns, assumptions, blind spots and the section's items. */
export function findingCount(result: AnalysisResult): number {
  const sectionItems = result.section.groups.reduce((sum, group) => sum + group.items.length, 0);
  return result.counts.patterns + result.counts.assumptions + result.counts.blindSpots + sectionItems;
}
