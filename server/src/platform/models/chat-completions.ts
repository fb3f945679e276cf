import type { ModelEndpoint } from '../../settings/model-settings';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A model that could not answer; the message is safe to show (it never holds the key). */
export class ModelCallError extends Error {}

/** Longest error text of an endpoint repeated to the user. */
const MAX_ERROR_DETAIL = 300;

function completionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

async function refusal(response: Response, name: string): Promise<ModelCallError> {
  const text = await response.text().catch(() => '');
  let detail = text.trim();
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
    if (typeof message === 'string') detail = message;
  } catch {
    // Not JSON: the text itself.
  }
  detail = detail.slice(0, MAX_ERROR_DETAIL);
  return new ModelCallError(`${name} answered HTTP ${response.status}${detail ? `: ${detail}` : ''}.`);
}

/** The text of one streamed chunk ({choices: [{delta: {content}}]}), or '' for chunks without text. */
function deltaOf(data: string): string {
  const chunk = JSON.parse(data) as {
    choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[];
  };
  const choice = chunk.choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === 'string' ? content : '';
}

/**
 * Asks an OpenAI-compatible endpoint for a chat completion with `stream: true` and yields the text of its
 * answer as it arrives (the `data:` lines of its server-sent events, until `[DONE]`). An endpoint that
 * ignores `stream` and sends one JSON answer is read too. `name` is how the model is called in errors.
 */
export async function* streamChatCompletion(
  endpoint: ModelEndpoint,
  messages: readonly ChatMessage[],
  { name, signal }: { name: string; signal: AbortSignal },
): AsyncGenerator<string> {
  let response: Response;
  try {
    response = await fetch(completionsUrl(endpoint.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream, application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: endpoint.model, messages, stream: true, temperature: 0.2 }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ModelCallError(`${name} could not be reached: ${(error as Error).message}.`);
  }
  if (!response.ok) throw await refusal(response, name);
  if (!response.body) throw new ModelCallError(`${name} sent an empty answer.`);

  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const text = await response.text();
    try {
      yield deltaOf(text);
    } catch {
      throw new ModelCallError(`${name} sent an answer that is not an OpenAI-compatible completion.`);
    }
    return;
  }

  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    // Events end with a blank line; a partial event stays in the buffer for the next chunk.
    const events = buffer.split(/\r?\n\r?\n/);
    buffer = events.pop() ?? '';
    for (const event of events) {
      for (const line of event.split(/\r?\n/)) {
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        let text: string;
        try {
          text = deltaOf(data);
        } catch {
          throw new ModelCallError(`${name} sent a chunk that is not an OpenAI-compatible completion.`);
        }
        if (text) yield text;
      }
    }
  }
}
