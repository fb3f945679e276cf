import type { ModelCatalogue, modelAnswerSchemas } from '@csw/contracts';
import type { ApiClient } from './api-client';
import { answerReader } from './parse-response';

/** Typed calls of the model catalogue (shared/contracts/src/api/analysis.ts). */
export interface ModelsApi {
  /** GET /api/models: the models the server knows, which of them can be chosen, and its default. */
  catalogue(): Promise<ModelCatalogue>;
}

/**
 * The models API of every center that lists models. A center passes `schemas` (modelAnswerSchemas of
 * shared/contracts) and the catalogue is parsed at the boundary (see answerReader).
 */
export function modelsApi(client: ApiClient, schemas?: typeof modelAnswerSchemas): ModelsApi {
  const read = answerReader(schemas);
  return {
    async catalogue() {
      return read('catalogue', await client.get('/api/models'));
    },
  };
}

/** What a center follows of a model's streamed turn. */
export interface ModelTurnHandlers {
  /** A piece of the model's text, as it arrives. */
  onToken(text: string): void;
  /** The turn ended: the `done` event's data (what the server adds to the text: the whole text, a check). */
  onDone(data: unknown): void;
  /** The turn failed: the server's message, or `lost` when the connection ended before the turn did. */
  onError(message: string): void;
}

/** A string field of an event's data, or null. */
export function eventText(data: unknown, key: string): string | null {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : null;
  return typeof value === 'string' ? value : null;
}

/**
 * Follows a model's turn as the server streams it at `streamPath` (`token` events, then `done` or `error`).
 * Returns the function that stops following it.
 */
export function followModelTurn(
  client: ApiClient,
  streamPath: string,
  lost: string,
  handlers: ModelTurnHandlers,
): () => void {
  const stop = client.stream(streamPath, ['token', 'done', 'error'], {
    onEvent(name, data) {
      if (name === 'token') {
        const piece = eventText(data, 'text');
        if (piece !== null) handlers.onToken(piece);
      } else if (name === 'done') {
        stop();
        handlers.onDone(data);
      } else if (name === 'error') {
        stop();
        handlers.onError(eventText(data, 'message') ?? lost);
      }
    },
    onError() {
      handlers.onError(lost);
    },
  });
  return stop;
}
