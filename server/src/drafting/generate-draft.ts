import type { FastifyRequest } from 'fastify';
import {
  conversationTitle,
  DEFAULT_DRAFT_TONE,
  DRAFT_AUDIT_ACTIONS,
  type DraftCitation,
  type DraftFormatId,
  type DraftResponse,
  type DraftTemplateId,
  type DraftToneId,
} from '@csw/contracts';
import { generateDraft } from '@csw/engine';
import type { ServiceContext } from '../service-context';
import { auditRequest } from '../audit/request-audit';
import type { AuthUser } from '../auth/auth-user';
import { badRequest } from '../http/http-error';
import { insertConversation, insertMessage } from '../data/conversations-repository';
import type { LibraryService } from '../library/library-service';
import { resolveModel, UnknownModelError } from '../analysis/models/model-catalogue';
import { retrievePassages } from './draft-passages';

/** The message kinds of a CREATE conversation that holds a model's draft. */
export const DRAFT_MESSAGE_KINDS = { request: 'draft-request', answer: 'draft-answer' } as const;

/** What a model's draft is written from, kept in the request message (the stream reads it back). */
export interface DraftRequestMetadata {
  kind: typeof DRAFT_MESSAGE_KINDS.request;
  intent: string;
  tone: DraftToneId;
  format: DraftFormatId;
  date: string;
  modelId: string;
  citations: DraftCitation[];
}

export interface GenerateRequest {
  intent: string;
  tone?: DraftToneId;
  templateId?: DraftTemplateId;
  modelId?: string;
}

/**
 * One grounded draft for the signed-in user: passages retrieved for the intent from the documents they may
 * read, the built-in generator's draft (offline, deterministic), and, when a configured model is chosen, a
 * CREATE conversation holding what the model is to write from, streamed at `streamPath`. Audits DOC_GENERATE.
 */
export async function generateDraftFor(
  ctx: ServiceContext,
  library: LibraryService,
  request: FastifyRequest,
  user: AuthUser,
  body: GenerateRequest,
): Promise<DraftResponse> {
  let endpointModelId: string | null = null;
  if (body.modelId) {
    try {
      const { model, endpoint } = resolveModel(ctx.config.models, body.modelId);
      if (endpoint) endpointModelId = model.id;
    } catch (error) {
      if (error instanceof UnknownModelError) throw badRequest(error.message, 'MODEL_UNAVAILABLE');
      throw error;
    }
  }
  const tone = body.tone ?? DEFAULT_DRAFT_TONE;
  const passages = await retrievePassages(library, ctx.db, user.id, body.intent);
  const draft = generateDraft({
    intent: body.intent,
    tone,
    passages,
    now: new Date(),
    ...(body.templateId ? { templateId: body.templateId } : {}),
  });
  const documentIds = [...new Set(draft.citations.map((c) => c.documentId))];

  const conversationId = await ctx.db.transaction(async (tx) => {
    let saved: string | null = null;
    if (endpointModelId) {
      const conversation = await insertConversation(tx, user.id, 'CREATE', conversationTitle(body.intent));
      saved = conversation.id;
      const metadata: DraftRequestMetadata = {
        kind: DRAFT_MESSAGE_KINDS.request,
        intent: body.intent,
        tone,
        format: draft.format,
        date: draft.date,
        modelId: endpointModelId,
        citations: draft.citations,
      };
      await insertMessage(tx, conversation.id, {
        role: 'user',
        content: body.intent,
        metadata: { ...metadata },
      });
    }
    await auditRequest(tx, request, {
      action: DRAFT_AUDIT_ACTIONS.generate,
      details: {
        format: draft.format,
        tone,
        modelId: endpointModelId,
        conversationId: saved,
        citations: draft.citations.length,
        documentIds,
        classification: draft.classification,
      },
    });
    return saved;
  });

  return {
    draft,
    streamPath: conversationId ? `/api/drafts/${encodeURIComponent(conversationId)}/stream` : null,
  };
}
