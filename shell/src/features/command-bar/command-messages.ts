import {
  CENTER_CATALOG,
  CENTER_IDS,
  type AssistantAction,
  type BusEventMap,
  type CenterId,
} from '@csw/contracts';
import type { IntentResult } from '@csw/engine';

type AssistantRequest = BusEventMap['assistant/message-requested'];

/** What each center is for, in the words of the command bar's suggestions. */
const CENTER_VERBS: Record<CenterId, string> = {
  think: 'analyse',
  create: 'draft or generate',
  review: 'search or find',
  advise: 'advise or red-team',
  execute: 'plan or orchestrate',
};

/** The assistant message of a routed command: 'Command Processed', naming the center. */
export function routedMessage(centerId: CenterId, commandLabel?: string): AssistantRequest {
  const { title, subtitle } = CENTER_CATALOG[centerId];
  const via = commandLabel ? ` (${commandLabel})` : '';
  return {
    kind: 'success',
    title: 'Command Processed',
    content: `Your command was routed to the appropriate center: ${title}, ${subtitle}${via}. It has your text.`,
  };
}

/**
 * When no intent is clear: says so and suggests centers, the likeliest first (or all five when nothing
 * matched), each with an action that hands the text to that center.
 */
export function unclearMessage(text: string, result: IntentResult): AssistantRequest {
  const suggested = result.ranked.length > 0 ? result.ranked.map((r) => r.centerId) : [...CENTER_IDS];
  const actions: AssistantAction[] = suggested.map((centerId) => ({
    kind: 'prefill',
    label: `Send to ${CENTER_CATALOG[centerId].title}`,
    centerId,
    text,
  }));
  const list = suggested.map((id) => `${CENTER_CATALOG[id].title} to ${CENTER_VERBS[id]}`).join(', ');
  const why =
    result.unclear === 'ambiguous' ? 'It fits more than one center.' : 'It names no task a center knows.';
  return {
    kind: 'guide',
    title: 'Command Processed',
    content: `The command could not be routed to one center. ${why} Choose: ${list}.`,
    actions,
  };
}
