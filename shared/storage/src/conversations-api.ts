import type {
  CENTER_TYPES,
  ConversationDto,
  ConversationWithMessages,
  conversationAnswerSchemas,
} from '@csw/contracts';
import type { ApiClient } from './api-client';
import { answerReader } from './parse-response';

/** Typed calls of the conversation routes a center reads its saved work with (shared/contracts/src/api/people.ts). */
export interface ConversationsApi {
  /** GET /api/conversations?centerType=: the center's saved conversations, newest first. */
  list(centerType: (typeof CENTER_TYPES)[number], limit: number): Promise<ConversationDto[]>;
  /**
   * GET /api/conversations/:id with its messages as the user may see them now, and how many of their sources
   * were withheld (`withheldSources`).
   */
  get(id: string): Promise<ConversationWithMessages>;
}

/**
 * The conversations API. A center passes `schemas` (conversationAnswerSchemas of shared/contracts) and every
 * answer is parsed at the boundary (see answerReader).
 */
export function conversationsApi(
  client: ApiClient,
  schemas?: typeof conversationAnswerSchemas,
): ConversationsApi {
  const read = answerReader(schemas);
  return {
    async list(centerType, limit) {
      return read('list', await client.get('/api/conversations', { centerType, limit }));
    },
    async get(id) {
      return read('conversation', await client.get(`/api/conversations/${encodeURIComponent(id)}`));
    },
  };
}
