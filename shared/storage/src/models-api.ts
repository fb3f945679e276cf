import type { ModelCatalogue, modelAnswerSchemas } from '@csw/contracts';
import type { z } from 'zod';
import type { ApiClient } from './api-client';
import { answerReader, parseAnswer } from './parse-response';

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

/** What a center follows of a model's streamed turn, whose `done` event reads as `Done`. */
export interface ModelTurnHandlers<Done> {
  /** A piece of the model's text, as it arrives. */
  onToken(text: string): void;
  /** The turn ended: the `done` event's data parsed with its contract schema (the whole text, a check...). */
  onDone(done: Done): void;
  /** The turn failed: the server's message, or `lost` when the connection ended before the turn did. */
  onError(message: string): void;
}

/** A string field of an event's data, or null. */
export function eventText(data: unknown, key: string): string | null {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : null;
  return typeof value === 'string' ? value : null;
}

/** How a center follows a streamed turn: its own events, then how the turn ends. */
export interface TurnHandlers {
  /** The turn's own events (tokens, messages, notices) by name, each given the event's data. */
  on: Record<string, (data: unknown) => void>;
  /** The turn ended: the `done` event's data. */
  onDone(data: unknown): void;
  /** The turn failed: the server's message, or `lost` when the connection ended before the turn did. */
  onError(message: string): void;
}

/**
 * Follows a turn the server streams at `streamPath`: the events named in `on` as they arrive, until `done`
 * or `error` ends it (the stream is closed first). Returns the function that stops following it.
 */
export function followTurn(
  client: ApiClient,
  streamPath: string,
  lost: string,
  { on, onDone, onError }: TurnHandlers,
): () => void {
  const stop = client.stream(streamPath, [...Object.keys(on), 'done', 'error'], {
    onEvent(name, data) {
      if (name === 'done' || name === 'error') stop();
      if (name === 'done') onDone(data);
      else if (name === 'error') onError(eventText(data, 'message') ?? lost);
      else on[name]?.(data);
    },
    onError() {
      onError(lost);
    },
  });
  return stop;
}

/**
 * Follows a model's turn at `streamPath` (`token` events, then `done` or `error`; see followTurn). The
 * `done` event is parsed with `doneSchema` at the boundary: one that does not read as its contract ends
 * the turn with the unreadable-answer message instead.
 */
export function followModelTurn<S extends z.ZodType>(
  client: ApiClient,
  streamPath: string,
  lost: string,
  doneSchema: S,
  handlers: ModelTurnHandlers<z.output<S>>,
): () => void {
  return followTurn(client, streamPath, lost, {
    on: {
      token: (data) => {
        const piece = eventText(data, 'text');
        if (piece !== null) handlers.onToken(piece);
      },
    },
    onDone: (data) => {
      let done: z.output<S>;
      try {
        done = parseAnswer(doneSchema, data);
      } catch (error) {
        handlers.onError(error instanceof Error ? error.message : String(error));
        return;
      }
      handlers.onDone(done);
    },
    onError: (message) => handlers.onError(message),
  });
}
