import type { CenterId } from './centers';

/**
 * Every event that crosses an app boundary, in one typed map. Names are `domain/past-tense`; payloads
 * are plain JSON. A breaking change gets a new name rather than an edit.
 */
export interface BusEventMap {
  /** The user opened a center (from the dashboard, the sidebar or the command bar). */
  'center/opened': { centerId: CenterId; via: 'dashboard' | 'sidebar' | 'command' };
  /** A center's code is mounted; `origin` is where its code was served from. */
  'center/mounted': { centerId: CenterId; version: string; origin: string };
  /** A center could not be loaded (origin down, broken bundle, unsupported contract). */
  'center/unavailable': { centerId: CenterId; reason: string };
  /** A command-bar sentence was routed to a center; the center receives the text. */
  'command/routed': { centerId: CenterId; text: string };
}

export type BusEventType = keyof BusEventMap;

/** What subscribers receive: the payload with who sent it and when. */
export interface BusEnvelope<K extends BusEventType = BusEventType> {
  type: K;
  payload: BusEventMap[K];
  /** The app that published it (shell, or a center id). */
  source: string;
  /** Milliseconds since the epoch. */
  time: number;
}
