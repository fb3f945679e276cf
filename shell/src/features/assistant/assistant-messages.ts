import {
  ANALYSIS_TYPES,
  CENTER_CATALOG,
  PERMISSION_LABELS,
  isAnalysisTypeId,
  isCenterId,
  type AssistantAction,
  type AssistantMessageKind,
  type BusEnvelope,
} from '@csw/contracts';

export type AssistantMessageType = AssistantMessageKind;

export interface AssistantMessage {
  id: string;
  type: AssistantMessageType;
  title: string;
  content: string;
  actions?: readonly AssistantAction[];
}

let sequence = 0;
/** A unique id per message on this page. */
export function nextMessageId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}`;
}

/** A message to show, with the next id of its kind (`prefix`). */
export function newMessage(prefix: string, message: Omit<AssistantMessage, 'id'>): AssistantMessage {
  return { id: nextMessageId(prefix), ...message };
}

/** `1 document`, `2 documents`. */
const countOf = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function titleOf(centerId: string): string {
  return isCenterId(centerId) ? CENTER_CATALOG[centerId].title : centerId;
}

/**
 * Turns what the centers report on the bus into messages for the user, in the words of a staff officer:
 * what is ready, what it is for and what to do next; never a version, an address or an error code (the
 * center frame shows the technical reason where a failure is).
 */
export function messageFromMounted(event: BusEnvelope<'center/mounted'>): AssistantMessage {
  const { centerId } = event.payload;
  const title = titleOf(centerId);
  return newMessage(`mounted-${centerId}`, {
    type: 'success',
    title: `${title} ready`,
    content: isCenterId(centerId)
      ? `${title} is ready: ${lowerFirst(CENTER_CATALOG[centerId].description)}`
      : `${title} is ready.`,
  });
}

export function messageFromUnavailable(event: BusEnvelope<'center/unavailable'>): AssistantMessage {
  const { centerId } = event.payload;
  const title = titleOf(centerId);
  return newMessage(`unavailable-${centerId}`, {
    type: 'warning',
    title: `${title} unavailable`,
    content: `${title} cannot be reached at the moment. Your work in the other centers is not affected; open ${title} and choose Retry once it is back.`,
  });
}

export function messageFromAnalysis(event: BusEnvelope<'think/analysis-completed'>): AssistantMessage {
  const { query, documentCount, findingCount, analysisType } = event.payload;
  const name = isAnalysisTypeId(analysisType) ? ANALYSIS_TYPES[analysisType].name : 'Analysis';
  return newMessage('analysis', {
    type: 'success',
    title: 'Analysis complete',
    content: `${name} of "${query.trim()}": ${countOf(findingCount, 'finding')} from ${countOf(documentCount, 'document')}. Review them in THINK, or draft a brief from them.`,
    actions: [
      // Opens CREATE with the intent filled in, through the same hand-over the command bar uses.
      { kind: 'prefill', label: 'Draft a brief from this', centerId: 'create', text: briefIntent(query) },
      { kind: 'open-center', label: 'Open THINK', centerId: 'think' },
    ],
  });
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The CREATE intent offered after an analysis: an executive summary brief on the analysed question. */
export function briefIntent(query: string): string {
  return `Draft an Executive Summary brief on: ${query.trim()}`;
}

export function messageFromShare(event: BusEnvelope<'review/document-shared'>): AssistantMessage {
  const { title, direction, counterpart, permissionLevel } = event.payload;
  const permission = PERMISSION_LABELS[permissionLevel];
  return newMessage('share', {
    type: direction === 'with-me' ? 'tip' : 'success',
    title: direction === 'with-me' ? 'Document shared with you' : 'Document shared',
    content:
      direction === 'with-me'
        ? `${counterpart} shared "${title}" with you (${permission}). It is in REVIEW under Shared with me.`
        : `"${title}" is shared with ${counterpart} (${permission}).`,
    actions:
      direction === 'with-me'
        ? [{ kind: 'open-center', label: 'Open REVIEW', centerId: 'review' }]
        : undefined,
  });
}

export function messageFromPlan(event: BusEnvelope<'execute/plan-created'>): AssistantMessage {
  const { title, taskCount } = event.payload;
  return newMessage('plan', {
    type: 'success',
    title: 'Plan created',
    content: `"${title}" has ${countOf(taskCount, 'task')} on the board.`,
    actions: [{ kind: 'open-center', label: 'Open EXECUTE', centerId: 'execute' }],
  });
}

export function messageFromRequest(event: BusEnvelope<'assistant/message-requested'>): AssistantMessage {
  const { kind, title, content, actions } = event.payload;
  return newMessage('request', { type: kind, title, content, actions });
}
