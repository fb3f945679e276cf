import type { CognitiveState } from '@csw/contracts';

/** The words shown while the cognitive state asks for a simplified view. */
export const SIMPLIFIED_MESSAGE = 'Simplified view active: Focus on essentials.';

/** Only Fatigued changes the display: secondary panels are hidden, in the shell and in the centers. */
export function isSimplified(state: CognitiveState): boolean {
  return state === 'Fatigued';
}
