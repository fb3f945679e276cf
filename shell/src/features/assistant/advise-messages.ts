import type { BusEnvelope } from '@csw/contracts';
import { newMessage, type AssistantMessage } from './assistant-messages';

/**
 * After a strategic analysis, the assistant offers to turn it into a plan: EXECUTE opens with the
 * recommended course of action as its task description, through the command bar's hand-over.
 */
export function messageFromAdviseAnalysis(event: BusEnvelope<'advise/analysis-completed'>): AssistantMessage {
  const { mode, riskLevel, confidence, recommendedCourseOfAction } = event.payload;
  return newMessage('advise-analysis', {
    type: 'success',
    title: 'Strategic analysis complete',
    content: `The ${mode} analysis rates the risk ${riskLevel} with ${confidence}% confidence.`,
    actions: [
      {
        kind: 'prefill',
        label: 'Turn this into a plan',
        centerId: 'execute',
        text: recommendedCourseOfAction,
      },
      { kind: 'open-center', label: 'Open ADVISE', centerId: 'advise' },
    ],
  });
}
