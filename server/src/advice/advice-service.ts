import {
  conversationTitle,
  ADVISE_MESSAGE_KINDS,
  DEFAULT_ADVISE_MODE,
  PERSONA_IDS,
  type AchOverride,
  type AchResult,
  type AdviseConsultationKind,
  type AdviseMode,
  type ConversationDto,
  type FuturesResult,
  type MessageDto,
  type PersonaId,
  type StrategicAnalysis,
} from '@csw/contracts';
import { analyseCompetingHypotheses, type SourceDocument, UnknownDriverError } from '@csw/engine';
import {
  findOwnConversation,
  listMessages,
  saveTurn,
  type NewMessage,
} from '../data/conversations-repository';
import type { Db } from '../db/database';
import type { LibraryService } from '../library/library-service';
import type { SignedInActor } from '../platform/actor';
import { DomainError, invalid, notFound, unavailable } from '../platform/errors';
import { configuredVoice, type ModelVoice } from '../platform/models/model-catalogue';
import { messagesForReader, recordSources } from '../platform/recorded-sources';
import type { ModelSettings } from '../settings/model-settings';
import { createAdviceRunner, type AdviceRunner } from './advice-runner';
import { adviceSources } from './advice-sources';

/** More messages than any consultation holds: read as "all of them". */
const MAX_CONSULTATION_MESSAGES = 10_000;

/** A saved consultation's title: what it is, then the user's words, whole. */
export const consultationTitle = (prefix: string, text: string): string => conversationTitle(text, prefix);

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

  /** Runs one strategic analysis on `documents` in the advice thread, so the thread and its data are loaded. */
  async warmUp(documents: readonly SourceDocument[]): Promise<void> {
    await this.runner.analyse({
      scenario: 'Should the convoy cross at site BRAVO at night?',
      mode: DEFAULT_ADVISE_MODE,
      documents,
    });
  }

  /** Stops the advice thread (at shutdown). */
  close(): Promise<void> {
    return this.runner.close();
  }

  /**
   * Every message of a consultation, oldest first, as its reader may see them now: the words of a source
   * they can no longer read are withheld (withholdUnreadableSources), so neither a replay nor a model is
   * given them.
   */
  async messagesOf(readerId: string, conversationId: string): Promise<MessageDto[]> {
    const messages = await listMessages(this.db, conversationId, MAX_CONSULTATION_MESSAGES);
    return (await messagesForReader(this.db, readerId, messages)).messages;
  }

  /** The configured model that speaks for the personas, null for the built-in methods; 400 for one not configured. */
  voiceOf(modelId: string | undefined): ModelVoice | null {
    return modelId ? configuredVoice(this.models, modelId) : null;
  }

  /**
   * The documents of a consultation; a named document the user may not read is refused with the same
   * 404 as one that does not exist, and the refusal is audited.
   */
  async sources(
    actor: SignedInActor,
    texts: readonly string[],
    documentIds: readonly string[] | undefined,
  ): Promise<SourceDocument[]> {
    if (!this.library.started) throw unavailable('The library is starting. Try again in a moment.');
    const found = await adviceSources(this.db, this.library, actor.user.id, { texts, documentIds });
    if (found.missing.length > 0) {
      await actor.denied(this.db, { resource: 'document', ids: found.missing, action: 'consult' });
      throw notFound('Document not found.');
    }
    return found.documents;
  }

  /** An advise conversation of the user's own to continue; anything else is 404 (and audited). */
  async ownConsultation(actor: SignedInActor, id: string): Promise<ConversationDto> {
    const conversation = await findOwnConversation(this.db, actor.user.id, id);
    if (!conversation || conversation.centerType !== 'ADVISE') {
      await actor.denied(this.db, { resource: 'conversation', ids: [id], action: 'consult' });
      throw notFound('Conversation not found.');
    }
    return conversation;
  }

  /**
   * Saves a consultation's turn, in the consultation it continues or a new one titled `title`, and audits
   * it (what it was and what it read, never the user's words), in one transaction; returns its id.
   */
  saveConsultation(
    actor: SignedInActor,
    into: { existing: ConversationDto | null; title: string },
    kind: AdviseConsultationKind,
    turn: readonly Omit<NewMessage, 'sources'>[],
    audited: Record<string, unknown>,
  ): Promise<string> {
    return this.db.transaction(async (tx) => {
      const target = {
        id: into.existing?.id,
        ownerId: actor.user.id,
        centerType: 'ADVISE',
        title: into.title,
      };
      const id = await saveTurn(
        tx,
        target,
        turn.map((message) => recordSources(message)),
      );
      await actor.audit(tx, { action: 'CONSULTATION', details: { kind, conversationId: id, ...audited } });
      return id;
    });
  }

  /** Strategic analysis of a scenario, saved with its request and result. */
  async analyse(
    actor: SignedInActor,
    body: {
      scenario: string;
      mode: AdviseMode;
      personaIds: PersonaId[];
      documentIds?: string[];
      modelId?: string;
    },
  ): Promise<{ conversationId: string; result: StrategicAnalysis; voice: ModelVoice | null }> {
    const voice = this.voiceOf(body.modelId);
    const documents = await this.sources(actor, [body.scenario], body.documentIds);
    const result = await this.runner.analyse({
      scenario: body.scenario,
      mode: body.mode,
      documents,
      personaIds: body.personaIds,
    });
    const documentIds = documents.map((d) => d.id);
    const request = {
      content: result.scenario,
      metadata: {
        kind: ADVISE_MESSAGE_KINDS.analysisRequest,
        scenario: result.scenario,
        mode: body.mode,
        personaIds: result.order,
        documentIds,
        ...(voice ? { modelId: voice.id } : {}),
      },
    };
    const conversationId = await this.saveConsultation(
      actor,
      { existing: null, title: consultationTitle(body.mode, result.scenario) },
      'analysis',
      requestAndResult(request, ADVISE_MESSAGE_KINDS.analysisResult, result),
      {
        mode: body.mode,
        personaIds: result.order,
        documentIds,
        riskLevel: result.riskLevel,
        confidence: result.confidence,
        ...(voice ? { modelId: voice.id } : {}),
      },
    );
    return { conversationId, result, voice };
  }

  /** Analysis of Competing Hypotheses; with a conversation id, the run is added to that consultation. */
  async ach(
    actor: SignedInActor,
    body: { hypotheses: string[]; overrides: AchOverride[]; documentIds?: string[]; conversationId?: string },
  ): Promise<{ conversationId: string; result: AchResult }> {
    const existing = body.conversationId ? await this.ownConsultation(actor, body.conversationId) : null;
    const documents = await this.sources(actor, body.hypotheses, body.documentIds);
    let result: AchResult;
    try {
      result = analyseCompetingHypotheses({
        hypotheses: body.hypotheses,
        documents,
        overrides: body.overrides,
      });
    } catch (error) {
      throw invalid((error as Error).message);
    }
    const title = consultationTitle('Competing hypotheses', body.hypotheses.join(' / '));
    const request = {
      content: body.hypotheses.join('\n'),
      metadata: {
        kind: ADVISE_MESSAGE_KINDS.achRequest,
        hypotheses: body.hypotheses,
        overrides: body.overrides,
        documentIds: documents.map((d) => d.id),
      },
    };
    const conversationId = await this.saveConsultation(
      actor,
      { existing, title },
      'ach',
      requestAndResult(request, ADVISE_MESSAGE_KINDS.achResult, result),
      {
        hypotheses: body.hypotheses.length,
        overrides: body.overrides.length,
        documentIds: documents.map((d) => d.id),
      },
    );
    return { conversationId, result };
  }

  /** Alternative futures around a focus; with a conversation id, the run is added to that consultation. */
  async futures(
    actor: SignedInActor,
    body: { focus: string; uncertainties?: string[]; documentIds?: string[]; conversationId?: string },
  ): Promise<{ conversationId: string; result: FuturesResult }> {
    const existing = body.conversationId ? await this.ownConsultation(actor, body.conversationId) : null;
    const documents = await this.sources(actor, [body.focus], body.documentIds);
    let result: FuturesResult;
    try {
      result = await this.runner.futures({ focus: body.focus, documents, uncertainties: body.uncertainties });
    } catch (error) {
      if (error instanceof UnknownDriverError) throw invalid(error.message, 'UNKNOWN_DRIVER');
      if (error instanceof DomainError) throw error;
      throw invalid((error as Error).message);
    }
    const request = {
      content: result.focus,
      metadata: {
        kind: ADVISE_MESSAGE_KINDS.futuresRequest,
        focus: result.focus,
        ...(body.uncertainties ? { uncertainties: body.uncertainties } : {}),
        documentIds: documents.map((d) => d.id),
      },
    };
    const conversationId = await this.saveConsultation(
      actor,
      { existing, title: consultationTitle('Futures', result.focus) },
      'futures',
      requestAndResult(request, ADVISE_MESSAGE_KINDS.futuresResult, result),
      {
        documentIds: documents.map((d) => d.id),
        uncertainties: result.uncertainties.map((u) => u.driver),
      },
    );
    return { conversationId, result };
  }
}

/** A consultation's turn: the user's request, then the method's result with its summary as the text. */
function requestAndResult(
  request: { content: string; metadata: Record<string, unknown> },
  resultKind: string,
  result: { summary: string },
): Omit<NewMessage, 'sources'>[] {
  return [
    { role: 'user', ...request },
    { role: 'assistant', content: result.summary, metadata: { kind: resultKind, result } },
  ];
}

/** The checked advisors in the checklist's order. */
export function advisorsInOrder(ids: readonly PersonaId[]): PersonaId[] {
  return PERSONA_IDS.filter((id) => ids.includes(id));
}
