import {
  conversationTitle,
  ANALYSIS_MESSAGE_KINDS,
  ANALYSIS_TYPES,
  type AnalysisAttachment,
  type AnalysisResponseDto,
  type AnalysisTypeId,
  type MediaAttachment,
} from '@csw/contracts';
import type { ServiceContext } from '../service-context';
import { saveTurn } from '../data/conversations-repository';
import type { AnalysisRunner } from './analysis-runner';
import { loadAnalysisSources, MAX_ANALYSIS_CHARS } from './analysis-sources';
import { attachmentSources } from './read-attachment';
import { loadLibraryBackground } from './library-background';
import type { LibraryService } from '../library/library-service';
import type { SignedInActor } from '../platform/actor';
import { notFound } from '../platform/errors';
import { recordSources } from '../platform/recorded-sources';
import { resolveModel } from '../platform/models/model-catalogue';
import { analysisStreamPath } from './stream-answer';

export interface AnalysisRequest {
  documentIds: string[];
  question: string;
  analysisType: AnalysisTypeId;
  modelId: string;
  mediaAttachments: MediaAttachment[];
  /** Text files read for this analysis only: analysed, kept with the saved result, not in the library. */
  attachments?: AnalysisAttachment[];
}

/** A saved analysis is named after its question (or its type when the question was left empty). */
export function analysisTitle(question: string, analysisType: AnalysisTypeId): string {
  return conversationTitle(question) || ANALYSIS_TYPES[analysisType].name;
}

function shortenedNotice(doc: { title: string; readChars: number; totalChars: number }): string {
  return `Only the first ${doc.readChars.toLocaleString('en-US')} of ${doc.totalChars.toLocaleString('en-US')} characters of "${doc.title}" were analysed: one analysis reads at most ${MAX_ANALYSIS_CHARS.toLocaleString('en-US')} characters.`;
}

/**
 * Runs one THINK analysis for the signed-in user: resolves the model, loads only the documents the user may
 * read (any other id is refused with 404, as if it did not exist), runs the engine off the API's thread,
 * saves the run as a THINK conversation (the request, then the result in the assistant message's
 * metadata) and audits ANALYSIS.
 */
export async function runAnalysis(
  ctx: ServiceContext,
  runner: AnalysisRunner,
  library: LibraryService,
  actor: SignedInActor,
  body: AnalysisRequest,
): Promise<AnalysisResponseDto> {
  const { user } = actor;
  const { model, endpoint } = resolveModel(ctx.config.models, body.modelId);

  const attached = attachmentSources(body.attachments ?? [], Date.now());
  // The attached files' text comes out of the analysis budget first; the library documents share the rest.
  const sources = await loadAnalysisSources(
    ctx.db,
    user.id,
    body.documentIds,
    MAX_ANALYSIS_CHARS - attached.characters,
  );
  if (sources.missing.length > 0) {
    await actor.denied(ctx.db, { resource: 'document', ids: sources.missing, action: 'analyse' });
    throw notFound('Document not found.');
  }

  const documents = [...sources.documents, ...attached.documents];
  const background = await loadLibraryBackground(library.index, user.id, documents);
  const result = await runner.run({
    question: body.question,
    analysisType: body.analysisType,
    documents,
    ...(background ? { background } : {}),
  });
  const notices = sources.shortened.map(shortenedNotice);
  const documentIds = sources.documents.map((d) => d.id);

  const conversationId = await ctx.db.transaction(async (tx) => {
    const target = {
      ownerId: user.id,
      centerType: 'THINK',
      title: analysisTitle(body.question, body.analysisType),
    };
    const savedId =
      documents.length === 0
        ? null
        : await saveTurn(tx, target, [
            recordSources({
              role: 'user',
              content: body.question.trim() || ANALYSIS_TYPES[body.analysisType].name,
              metadata: {
                kind: ANALYSIS_MESSAGE_KINDS.request,
                question: body.question,
                analysisType: body.analysisType,
                documentIds,
                modelId: model.id,
                mediaAttachments: body.mediaAttachments,
                // Kept with the saved analysis, so that it reopens with what it read (never stored in the library).
                attachments: attached.saved,
              },
            }),
            // The result cites the attached files too: they are kept with it, never recorded as sources.
            recordSources(
              {
                role: 'assistant',
                content: result.text,
                metadata: { kind: ANALYSIS_MESSAGE_KINDS.result, result, notices },
              },
              attached.saved.map((a) => a.id),
            ),
          ]);
    await actor.audit(tx, {
      action: 'ANALYSIS',
      details: {
        conversationId: savedId,
        analysisType: body.analysisType,
        documentIds,
        attachments: attached.saved.map((a) => a.name),
        modelId: model.id,
        status: result.status,
        patterns: result.counts.patterns,
        blindSpots: result.counts.blindSpots,
      },
    });
    return savedId;
  });

  return {
    conversationId,
    result,
    model: { id: model.id, name: model.name },
    streamPath:
      endpoint && conversationId && result.status === 'ok' ? analysisStreamPath(conversationId) : null,
    mediaAttachments: body.mediaAttachments,
    notices,
  };
}
