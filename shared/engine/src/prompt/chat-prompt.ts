/** Chat messages for an OpenAI-compatible model: one system message, one user message. */
export interface ChatPrompt {
  readonly system: string;
  readonly user: string;
  readonly messages: ReadonlyArray<{ readonly role: 'system' | 'user'; readonly content: string }>;
}

/** The prompt a model is sent: the system and user texts, and the same two as chat messages. */
export function chatPrompt(system: string, user: string): ChatPrompt {
  return {
    system,
    user,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
  };
}
