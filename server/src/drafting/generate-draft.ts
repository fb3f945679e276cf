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
import { draftQuery, generateDraft, namesNoSubject, passagesForDraft } from '@csw/engine';
import type { ServiceContext } from '../service-context';
import { saveTurn } from '../data/conversations-repository';
import type { LibraryService } from '../library/library-service';
import type { SignedInActor } from '../platform/actor';
import { configuredVoice } from '../platform/models/model-catalogue';
import { recordSources } from '../platform/recorded-sources';
import { draftSources } from './draft-passages';

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
  /** The documents chosen as the draft's sources; none: the library. */
  sourceIds?: string[];
}

/**
 * One grounded draft for the signed-in user: passages of the sources they chose, or of the documents of the
 * library they may read found for the intent, for the subject and for each section of the template, the built-in generator's draft (offline, deterministic), and, when a configured model is chosen, a
 * CREATE conversation holding what the model is to write from, streamed at `streamPath`. Audits DOC_GENERATE.
 */
export async function generateDraftFor(
  ctx: ServiceContext,
  library: LibraryService,
  actor: SignedInActor,
  body: GenerateRequest,
): Promise<DraftResponse> {
  const { user } = actor;
  const endpointModelId = body.modelId
    ? (configuredVoice(ctx.config.models, body.modelId)?.id ?? null)
    : null;
  const tone = body.tone ?? DEFAULT_DRAFT_TONE;
  // The draft's subject finds its documents in the library (the request and the template's name say
  // nothing about it), unless the user chose them; then each section reads them for what it holds.
  // An intent that names only the kind of document ("Generate Operations Order") has no subject to look
  // up: its draft is the template's outline, filled from the chosen sources if there are any.
  const unnamed = namesNoSubject(body.intent, body.templateId) && !body.sourceIds?.length;
  const documents = unnamed
    ? []
    : await draftSources(library, ctx.db, user.id, draftQuery(body.intent, body.templateId), body.sourceIds);
  const passages = passagesForDraft(documents, body.intent, body.templateId);
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
      const metadata: DraftRequestMetadata = {
        kind: DRAFT_MESSAGE_KINDS.request,
        intent: body.intent,
        tone,
        format: draft.format,
        date: draft.date,
        modelId: endpointModelId,
        citations: draft.citations,
      };
      const target = { ownerId: user.id, centerType: 'CREATE', title: conversationTitle(body.intent) };
      saved = await saveTurn(tx, target, [
        recordSources({ role: 'user', content: body.intent, metadata: { ...metadata } }),
      ]);
    }
    await actor.audit(tx, {
      action: DRAFT_AUDIT_ACTIONS.generate,
      details: {
        format: draft.format,
        tone,
        modelId: endpointModelId,
        conversationId: saved,
        citations: draft.citations.length,
        documentIds,
        chosenSources: body.sourceIds ?? [],
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
