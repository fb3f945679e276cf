import type { FastifyRequest } from 'fastify';
import {
  conversationTitle,
  ADVISE_MESSAGE_KINDS,
  PERSONA_IDS,
  type AchOverride,
  type AchResult,
  type AdviseConsultationKind,
  type AdviseMode,
  type ConversationDto,
  type FuturesResult,
  type PersonaId,
  type StrategicAnalysis,
} from '@csw/contracts';
import { analyseCompetingHypotheses, type SourceDocument, UnknownDriverError } from '@csw/engine';
import type { AuthUser } from '../auth/auth-user';
import { auditDenied, auditRequest } from '../audit/request-audit';
import { findOwnConversation, insertConversation, insertMessage } from '../data/conversations-repository';
import type { Db } from '../db/database';
import { HttpError, badRequest, notFound } from '../http/http-error';
import type { LibraryService } from '../library/library-service';
import type { ModelSettings } from '../settings/model-settings';
import { resolveModel, UnknownModelError } from '../analysis/models/model-catalogue';
import type { ModelEndpoint } from '../settings/model-settings';
import { AdviceBusyError, createAdviceRunner, type AdviceRunner } from './advice-runner';
import { adviceSources } from './advice-sources';

/** A saved consultation's title: what it is, then the user's words, whole. */
export const consultationTitle = (prefix: string, text: string): string => conversationTitle(text, prefix);

/** The model that speaks for the personas: null for the built-in methods. */
export interface ResolvedVoice {
  id: string;
  name: string;
  endpoint: ModelEndpoint;
}

/**
 * ADVISE's consultations for the signed-in user: the documents come from the library's hybrid search (or
 * are named), always through the visibility rule; the engine's methods run over them; each consultation
 * is saved as an advise conversation with its messages and audited as CONSULTATION.
 */
export class AdviceService {
  constructor(
    readonly db: Db,
    private readonly library: LibraryService,
    readonly models: ModelSettings,
    private readonly runner: AdviceRunner = createAdviceRunner(),
  ) {}

  /** Whether the consultations' thread takes work (false once closed). */
  healthy(): boolean {
    return this.runner.healthy();
  }

  /** Stops the advice thread (at shutdown). */
  close(): Promise<void> {
    return this.runner.close();
  }

  /** Runs a job on the advice thread; a full queue or a job stopped for time is 503. */
  private async offThread<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AdviceBusyError) throw new HttpError(503, error.message, 'ADVICE_BUSY');
      throw error;
    }
  }

  /** The configured model of `modelId`, null for the built-in methods; 400 for one not configured. */
  voiceOf(modelId: string | undefined): ResolvedVoice | null {
    if (!modelId) return null;
    try {
      const { model, endpoint } = resolveModel(this.models, modelId);
      return endpoint ? { id: model.id, name: model.name, endpoint } : null;
    } catch (error) {
      if (error instanceof UnknownModelError) throw badRequest(error.message, 'MODEL_UNAVAILABLE');
      throw error;
    }
  }

  /**
   * The documents of a consultation; a named document the user may not read is refused with the same
   * 404 as one that does not exist, and the refusal is audited.
   */
  async sources(
    request: FastifyRequest,
    user: AuthUser,
    texts: readonly string[],
    documentIds: readonly string[] | undefined,
  ): Promise<SourceDocument[]> {
    if (!this.library.started)
      throw new HttpError(503, 'The library is starting. Try again in a moment.', 'UNAVAILABLE');
    const found = await adviceSources(this.db, this.library, user.id, { texts, documentIds });
    if (found.missing.length > 0) {
      await auditDenied(this.db, request, { resource: 'document', ids: found.missing, action: 'consult' });
      throw notFound('Document not found.');
    }
    return found.documents;
  }

  /** An advise conversation of the user's own to continue; anything else is 404 (and audited). */
  async ownConsultation(request: FastifyRequest, user: AuthUser, id: string): Promise<ConversationDto> {
    const conversation = await findOwnConversation(this.db, user.id, id);
    if (!conversation || conversation.centerType !== 'ADVISE') {
      await auditDenied(this.db, request, { resource: 'conversation', ids: [id], action: 'consult' });
      throw notFound('Conversation not found.');
    }
    return conversation;
  }

  /** Audits one consultation (what it was and what it read; never the user's words). */
  audit(
    db: Db,
    request: FastifyRequest,
    kind: AdviseConsultationKind,
    details: Record<string, unknown>,
  ): Promise<void> {
    return auditRequest(db, request, { action: 'CONSULTATION', details: { kind, ...details } });
  }

  /** Strategic analysis of a scenario, saved with its request and result. */
  async analyse(
    request: FastifyRequest,
    user: AuthUser,
    body: {
      scenario: string;
      mode: AdviseMode;
      personaIds: PersonaId[];
      documentIds?: string[];
      modelId?: string;
    },
  ): Promise<{ conversationId: string; result: StrategicAnalysis; voice: ResolvedVoice | null }> {
    const voice = this.voiceOf(body.modelId);
    const documents = await this.sources(request, user, [body.scenario], body.documentIds);
    const result = await this.offThread(() =>
      this.runner.analyse({
        scenario: body.scenario,
        mode: body.mode,
        documents,
        personaIds: body.personaIds,
      }),
    );
    const documentIds = documents.map((d) => d.id);
    const conversationId = await this.db.transaction(async (tx) => {
      const conversation = await insertConversation(
        tx,
        user.id,
        'ADVISE',
        consultationTitle(body.mode, result.scenario),
      );
      await insertMessage(tx, conversation.id, {
        role: 'user',
        content: result.scenario,
        metadata: {
          kind: ADVISE_MESSAGE_KINDS.analysisRequest,
          scenario: result.scenario,
          mode: body.mode,
          personaIds: result.order,
          documentIds,
          ...(voice ? { modelId: voice.id } : {}),
        },
      });
      await insertMessage(tx, conversation.id, {
        role: 'assistant',
        content: result.summary,
        metadata: { kind: ADVISE_MESSAGE_KINDS.analysisResult, result },
      });
      await this.audit(tx, request, 'analysis', {
        conversationId: conversation.id,
        mode: body.mode,
        personaIds: result.order,
        documentIds,
        riskLevel: result.riskLevel,
        confidence: result.confidence,
        ...(voice ? { modelId: voice.id } : {}),
      });
      return conversation.id;
    });
    return { conversationId, result, voice };
  }

  /** Analysis of Competing Hypotheses; with a conversation id, the run is added to that consultation. */
  async ach(
    request: FastifyRequest,
    user: AuthUser,
    body: { hypotheses: string[]; overrides: AchOverride[]; documentIds?: string[]; conversationId?: string },
  ): Promise<{ conversationId: string; result: AchResult }> {
    const existing = body.conversationId
      ? await this.ownConsultation(request, user, body.conversationId)
      : null;
    const documents = await this.sources(request, user, body.hypotheses, body.documentIds);
    let result: AchResult;
    try {
      result = analyseCompetingHypotheses({
        hypotheses: body.hypotheses,
        documents,
        overrides: body.overrides,
      });
    } catch (error) {
      throw badRequest((error as Error).message);
    }
    const conversationId = await this.db.transaction(async (tx) => {
      const id =
        existing?.id ??
        (
          await insertConversation(
            tx,
            user.id,
            'ADVISE',
            consultationTitle('Competing hypotheses', body.hypotheses.join(' / ')),
          )
        ).id;
      await insertMessage(tx, id, {
        role: 'user',
        content: body.hypotheses.join('\n'),
        metadata: {
          kind: ADVISE_MESSAGE_KINDS.achRequest,
          hypotheses: body.hypotheses,
          overrides: body.overrides,
          documentIds: documents.map((d) => d.id),
        },
      });
      await insertMessage(tx, id, {
        role: 'assistant',
        content: result.summary,
        metadata: { kind: ADVISE_MESSAGE_KINDS.achResult, result },
      });
      await this.audit(tx, request, 'ach', {
        conversationId: id,
        hypotheses: body.hypotheses.length,
        overrides: body.overrides.length,
        documentIds: documents.map((d) => d.id),
      });
      return id;
    });
    return { conversationId, result };
  }

  /** Alternative futures around a focus; with a conversation id, the run is added to that consultation. */
  async futures(
    request: FastifyRequest,
    user: AuthUser,
    body: { focus: string; uncertainties?: string[]; documentIds?: string[]; conversationId?: string },
  ): Promise<{ conversationId: string; result: FuturesResult }> {
    const existing = body.conversationId
      ? await this.ownConsultation(request, user, body.conversationId)
      : null;
    const documents = await this.sources(request, user, [body.focus], body.documentIds);
    let result: FuturesResult;
    try {
      result = await this.offThread(() =>
        this.runner.futures({ focus: body.focus, documents, uncertainties: body.uncertainties }),
      );
    } catch (error) {
      if (error instanceof UnknownDriverError) throw badRequest(error.message, 'UNKNOWN_DRIVER');
      if (error instanceof HttpError) throw error;
      throw badRequest((error as Error).message);
    }
    const conversationId = await this.db.transaction(async (tx) => {
      const id =
        existing?.id ??
        (await insertConversation(tx, user.id, 'ADVISE', consultationTitle('Futures', result.focus))).id;
      await insertMessage(tx, id, {
        role: 'user',
        content: result.focus,
        metadata: {
          kind: ADVISE_MESSAGE_KINDS.futuresRequest,
          focus: result.focus,
          ...(body.uncertainties ? { uncertainties: body.uncertainties } : {}),
          documentIds: documents.map((d) => d.id),
        },
      });
      await insertMessage(tx, id, {
        role: 'assistant',
        content: result.summary,
        metadata: { kind: ADVISE_MESSAGE_KINDS.futuresResult, result },
      });
      await this.audit(tx, request, 'futures', {
        conversationId: id,
        documentIds: documents.map((d) => d.id),
        uncertainties: result.uncertainties.map((u) => u.driver),
      });
      return id;
    });
    return { conversationId, result };
  }
}

/** The checked advisors in the checklist's order. */
export function advisorsInOrder(ids: readonly PersonaId[]): PersonaId[] {
  return PERSONA_IDS.filter((id) => ids.includes(id));
}
