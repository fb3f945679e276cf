/** A configured model's words for one persona while they stream in. */
export interface Speaking {
  personaId: string;
  text: string;
}

/** The words so far once `text` arrives for `personaId`: another persona's words start afresh. */
export function spokenSoFar(speaking: Speaking | null, personaId: string, text: string): Speaking {
  return { personaId, text: (speaking?.personaId === personaId ? speaking.text : '') + text };
}
