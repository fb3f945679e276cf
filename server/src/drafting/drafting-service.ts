import {
  DRAFT_LIMITS,
  type BlufResult,
  type ConversationDto,
  type DraftCitation,
  type DraftExportFormat,
  type DraftFormatId,
  type DraftResponse,
  type EvidenceResult,
  type SaveDraftResponse,
  type WritingCheck,
} from '@csw/contracts';
import {
  addBluf,
  addEvidence,
  checkWriting,
  paragraphAt,
  passagesFromDocuments,
  sectionAt,
  sectionPassages,
  sectionQuery,
  type DraftPassage,
} from '@csw/engine';
import type { ServiceContext } from '../service-context';
import type { AuthUser } from '../data/accounts-repository';
import type { LibraryService } from '../library/library-service';
import type { SignedInActor } from '../platform/actor';
import type { OpenEventStream } from '../platform/event-stream';
import { draftSources } from './draft-passages';
import { draftDocx, draftMarkdown, exportFileName } from './export-draft';
import { generateDraftFor, type GenerateRequest } from './generate-draft';
import { checkableFormat, draftableFormat } from './known-format';
import { draftMarking, saveDraft, type SaveRequest } from './save-draft';
import { streamDraft } from './stream-draft';

/** Characters of the paragraph at the cursor that Add Evidence searches the library with. */
const EVIDENCE_QUERY_CHARS = 600;

export interface ExportRequest {
  format: DraftExportFormat;
  title: string;
  content: string;
  classification?: DraftCitation['classification'];
  citations: DraftCitation[];
}

export interface ExportedDraft {
  fileName: string;
  contentType: string;
  body: Buffer | string;
  classification: DraftCitation['classification'];
}

/**
 * CREATE on the server: grounded drafts from the library (built-in or streamed from a configured model),
 * the writing checker, Add BLUF, Add Evidence, save into the library and export. Every passage comes from
 * documents the user may read.
 */
export class DraftingService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly library: LibraryService,
  ) {}

  generate(actor: SignedInActor, body: GenerateRequest): Promise<DraftResponse> {
    draftableFormat(body.templateId);
    return generateDraftFor(this.ctx, this.library, actor, body);
  }

  stream(actor: SignedInActor, openStream: OpenEventStream, conversation: ConversationDto): Promise<void> {
    return streamDraft(this.ctx, actor, openStream, conversation);
  }

  check(text: string, format?: DraftFormatId): WritingCheck {
    checkableFormat(format);
    return checkWriting(text, format ? { format } : {});
  }

  bluf(text: string): BlufResult {
    return addBluf(text);
  }

  /**
   * The passage that bears most on where the cursor is, quoted and cited: in a section of the template
   * (Sustainment, Improves ...), what the draft's sources say on that section's content, the sources being
   * those the user chose or the library's documents on the draft's subject (its first line); elsewhere, the
   * passage of the library that best supports the paragraph at the cursor.
   */
  async evidence(
    user: AuthUser,
    body: { text: string; cursor: number; citations: DraftCitation[]; sourceIds?: string[] },
  ): Promise<EvidenceResult> {
    const section = sectionAt(body.text, body.cursor);
    const subject = body.text.trim().split('\n')[0]!.trim().slice(0, EVIDENCE_QUERY_CHARS);
    let passages: DraftPassage[] = [];
    if (section && sectionQuery(section) && subject) {
      const documents = await draftSources(this.library, this.ctx.db, user.id, subject, body.sourceIds);
      passages = sectionPassages(documents, [section]);
    } else {
      const paragraph = paragraphAt(body.text, body.cursor);
      const query = (paragraph?.text ?? '').replace(/\s+/g, ' ').trim().slice(0, EVIDENCE_QUERY_CHARS);
      if (query) {
        const documents = await draftSources(this.library, this.ctx.db, user.id, query, body.sourceIds);
        passages = passagesFromDocuments(documents, query, DRAFT_LIMITS.maxPassages);
      }
    }
    return addEvidence({ text: body.text, cursor: body.cursor, passages, citations: body.citations });
  }

  save(actor: SignedInActor, body: SaveRequest): Promise<SaveDraftResponse> {
    return saveDraft(this.ctx, this.library, actor, body);
  }

  /** The draft as a file, marked never below its cited sources. */
  async export(user: AuthUser, body: ExportRequest): Promise<ExportedDraft> {
    const { classification } = await draftMarking(this.ctx, this.library, user, body.classification, body);
    const input = { title: body.title, content: body.content, classification, citations: body.citations };
    const fileName = exportFileName(body.title, body.format);
    if (body.format === 'docx') {
      return {
        fileName,
        classification,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        body: await draftDocx(input),
      };
    }
    return {
      fileName,
      classification,
      contentType: 'text/markdown; charset=utf-8',
      body: draftMarkdown(input),
    };
  }
}
