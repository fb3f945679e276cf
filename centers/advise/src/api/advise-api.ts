import {
  achResponseSchema,
  conversationAnswerSchemas,
  councilMessageSchema,
  councilResponseSchema,
  futuresResponseSchema,
  modelAnswerSchemas,
  strategicAnalysisResponseSchema,
  type AchBody,
  type AchResult,
  type FuturesResult,
  type StrategicAnalysisResponse,
  type ConversationDto,
  type ConversationWithMessages,
  type CouncilBody,
  type CouncilMessage,
  type CouncilResponse,
  type FuturesBody,
  type ModelCatalogue,
  type StrategicAnalysisBody,
} from '@csw/contracts';
import {
  conversationsApi,
  eventText,
  followTurn,
  modelsApi,
  parseAnswer,
  type ApiClient,
} from '@csw/storage';

export type AnalysisAnswer = StrategicAnalysisResponse;
export interface AchAnswer {
  conversationId: string | null;
  result: AchResult;
}
export interface FuturesAnswer {
  conversationId: string | null;
  result: FuturesResult;
}

/** What the screen follows of the council's streamed replies. */
export interface CouncilStreamHandlers {
  onMessage(message: CouncilMessage): void;
  /** A piece of a configured model's words for an advisor, as they arrive. */
  onToken(personaId: string, text: string): void;
  onNotice(message: string): void;
  onDone(): void;
  onError(message: string): void;
}

/** What the screen follows of a configured model speaking for the personas of a strategic analysis. */
export interface VoicesStreamHandlers {
  onToken(personaId: string, text: string): void;
  onVoice(personaId: string, text: string): void;
  onNotice(message: string): void;
  onDone(): void;
  onError(message: string): void;
}

/** Typed calls of the ADVISE routes (shared/contracts/src/api/advice.ts) and of its saved consultations. */
export interface AdviseApi {
  analyse(body: StrategicAnalysisBody): Promise<AnalysisAnswer>;
  askCouncil(body: CouncilBody): Promise<CouncilResponse>;
  /** Follows the replies of a council turn; returns the function that stops following. */
  followCouncil(streamPath: string, handlers: CouncilStreamHandlers): () => void;
  /** Follows a model's words for the personas of an analysis; returns the function that stops following. */
  followVoices(voicesPath: string, handlers: VoicesStreamHandlers): () => void;
  ach(body: AchBody): Promise<AchAnswer>;
  futures(body: FuturesBody): Promise<FuturesAnswer>;
  history(limit: number): Promise<ConversationDto[]>;
  /** The models the server knows; configured ones can speak for the advisors. */
  models(): Promise<ModelCatalogue>;
  conversation(id: string): Promise<ConversationWithMessages>;
}

const LOST = 'The connection to the server was lost before the council finished.';
/** An advisor's words in an event: who speaks (the persona) and the text. */
const spoken = (data: unknown) =>
  [eventText(data, 'personaId') ?? '', eventText(data, 'text') ?? ''] as const;

const VOICES_LOST =
  'The connection to the server was lost before the model finished speaking for the advisors.';

/**
 * Every answer is parsed with its contract schema at the boundary (the screen walks every finding and
 * citation in them); the model and conversation calls are the platform's (shared/storage), given their
 * schemas.
 */
export function adviseApi(client: ApiClient): AdviseApi {
  const catalogue = modelsApi(client, modelAnswerSchemas);
  const conversations = conversationsApi(client, conversationAnswerSchemas);
  return {
    async analyse(body) {
      return parseAnswer(strategicAnalysisResponseSchema, await client.post('/api/advice/analysis', body));
    },
    async askCouncil(body) {
      return parseAnswer(councilResponseSchema, await client.post('/api/advice/council', body));
    },
    followCouncil(streamPath, handlers) {
      return followTurn(client, streamPath, LOST, {
        on: {
          message: (data) => {
            const parsed = councilMessageSchema.safeParse(data);
            if (parsed.success) handlers.onMessage(parsed.data);
          },
          token: (data) => handlers.onToken(...spoken(data)),
          notice: (data) => handlers.onNotice(eventText(data, 'message') ?? ''),
        },
        onDone: () => handlers.onDone(),
        onError: (message) => handlers.onError(message),
      });
    },
    followVoices(voicesPath, handlers) {
      return followTurn(client, voicesPath, VOICES_LOST, {
        on: {
          token: (data) => handlers.onToken(...spoken(data)),
          voice: (data) => handlers.onVoice(...spoken(data)),
          notice: (data) => handlers.onNotice(eventText(data, 'message') ?? ''),
        },
        onDone: () => handlers.onDone(),
        onError: (message) => handlers.onError(message),
      });
    },
    async ach(body) {
      return parseAnswer(achResponseSchema, await client.post('/api/advice/ach', body));
    },
    async futures(body) {
      return parseAnswer(futuresResponseSchema, await client.post('/api/advice/futures', body));
    },
    history: (limit) => conversations.list('ADVISE', limit),
    models: () => catalogue.catalogue(),
    conversation: (id) => conversations.get(id),
  };
}
