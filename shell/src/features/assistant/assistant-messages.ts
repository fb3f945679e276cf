import { CENTER_CATALOG, isCenterId, type BusEnvelope } from '@csw/contracts';

export type AssistantMessageType = 'tip' | 'guide' | 'warning' | 'success';

export interface AssistantMessage {
  id: string;
  type: AssistantMessageType;
  title: string;
  content: string;
}

function titleOf(centerId: string): string {
  return isCenterId(centerId) ? CENTER_CATALOG[centerId].title : centerId;
}

/** Turns what the centers report on the bus into messages for the user. */
export function messageFromMounted(event: BusEnvelope<'center/mounted'>): AssistantMessage {
  const { centerId, version, origin } = event.payload;
  return {
    id: `mounted-${centerId}-${event.time}`,
    type: 'success',
    title: `${titleOf(centerId)} ready`,
    content: `${titleOf(centerId)} ${version} is running, served from ${origin}.`,
  };
}

export function messageFromUnavailable(event: BusEnvelope<'center/unavailable'>): AssistantMessage {
  const { centerId, reason } = event.payload;
  return {
    id: `unavailable-${centerId}-${event.time}`,
    type: 'warning',
    title: `${titleOf(centerId)} unavailable`,
    content: reason,
  };
}
