import type { LibraryStats, SearchResponse } from '@csw/contracts';
import type { Database } from '../db/database';
import { createEmbedder, type LibraryEmbedder } from './indexing/embedder';
import { EmbeddingsError } from './indexing/embeddings-client';
import { indexSource, staleDocuments, storeIndex, type IndexSource } from '../data/index-repository';
import type { NewDocumentsIndex } from '../data/new-documents';
import type { LibrarySettings } from '../settings/library-settings';
import { prepareIndex } from './indexing/indexer';
import {
  findVisibleSummaries,
  listVisibleDocuments,
  type DocumentSummary,
  type ListFilter,
} from '../data/documents-repository';
import { filterWords } from '../data/document-text-filter';
import { foldText, indexTerms, STOP_WORDS } from '@csw/engine';
import {
  DEFAULT_RANKING,
  hybridSearch,
  searchIds,
  type SearchEngine,
  type SearchRequest,
} from './searching/hybrid-search';
import { LibraryTermIndex } from './term-index/term-index-sync';
import { RestrictedFingerprints } from './fingerprints/restricted-fingerprints';
import { libraryCounts } from './searching/library-stats';
import { reconcileVectorSchema, storedEmbedder } from '../db/vector-schema';
import type { Log } from '../platform/log';

/** Documents the background indexer embeds per transaction. */
const INDEX_BATCH = 100;
/** After a failure (an endpoint down), the indexer tries again this much later. */
const RETRY_MS = 60_000;

export interface LibraryOptions {
  /** The HTTP client of an embeddings endpoint (tests pass their own). */
  fetch?: typeof fetch;
}

/** What start() establishes: the embedder, and the vector search it allows (null without pgvector). */
interface Started {
  embedding: LibraryEmbedder;
  vectors: { iterativeScan: boolean } | null;
}

/** Connects the configured embedder; if its endpoint is down but was used before, goes on with what is known. */
async function connectEmbedder(
  database: Database,
  settings: LibrarySettings,
  log: Log,
  fetchImpl?: typeof fetch,
): Promise<LibraryEmbedder> {
  try {
    return await createEmbedder(settings, fetchImpl);
  } catch (error) {
    if (!(error instanceof EmbeddingsError) || !settings.embeddings) throw error;
    const known = await storedEmbedder(database.pool);
    const prefix = `openai-compatible:${settings.embeddings.model}:`;
    if (!known?.id.startsWith(prefix)) {
      throw new Error(
        `${error.message} The library cannot start without knowing the vector dimension: set EMBEDDINGS_DIMENSION or start the endpoint.`,
      );
    }
    log.warn(
      `${error.message} Starting with the vector dimension recorded before (${known.dimension}); searches fall back to keywords until it answers.`,
    );
    return createEmbedder(
      { ...settings, embeddings: { ...settings.embeddings, dimension: known.dimension } },
      fetchImpl,
    );
  }
}

/**
 * The knowledge library of one server: its embedder, the vector schema that follows it, the embeddings of
 * new and changed documents, the background indexer and the hybrid search. Built once per server (app.ts),
 * started and stopped with it (startup.ts).
 */
export class LibraryService {
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private current: Started | null = null;
  /** This process's term index of the library: loaded at start, kept in step before every search. */
  readonly index: LibraryTermIndex;
  /** This process's fingerprint index of restricted text: what decides a text's derived marking. */
  readonly fingerprints: RestrictedFingerprints;

  constructor(
    readonly database: Database,
    private readonly settings: LibrarySettings,
    private readonly log: Log,
    private readonly options: LibraryOptions = {},
  ) {
    this.index = new LibraryTermIndex(database.db);
    this.fingerprints = new RestrictedFingerprints(database.db);
  }

  /** Whether start() has finished: searches and figures wait for it. */
  get started(): boolean {
    return this.current !== null;
  }

  /**
   * Loads the term index, connects the embedder and fits the vector columns to it; the indexer starts with
   * catchUp().
   */
  async start(): Promise<void> {
    const { database, log } = this;
    const loading = performance.now();
    await this.index.load();
    const { documents, terms } = this.index.terms.figures;
    log.info(
      `Library term index loaded: ${documents} documents, ${terms} terms in ${Math.round(performance.now() - loading)} ms.`,
    );
    // Loaded in the background: the first write that needs a marking waits for it, nothing else does.
    const fingerprinting = performance.now();
    this.fingerprints.load().then(
      () => {
        const figures = this.fingerprints.figures;
        log.info(
          `Fingerprint index of restricted text loaded: ${figures.documents} documents, ${figures.entries} shingles in ${Math.round(performance.now() - fingerprinting)} ms.`,
        );
      },
      (error: Error) =>
        log.warn(`Fingerprint index of restricted text: ${error.message} (loaded at the next check).`),
    );
    const embedding = await connectEmbedder(database, this.settings, log, this.options.fetch);
    const { embedder } = embedding;
    let vectors: { iterativeScan: boolean } | null = null;
    // Without vector fusion nothing reads embeddings: none are computed, and writes stay cheap.
    if (database.vector.available && this.settings.vectorFusion !== 'never') {
      const state = await reconcileVectorSchema(database.pool, {
        id: embedder.id,
        dimension: embedder.dimension,
      });
      if (state.reindexAll && state.previous) {
        log.info(
          `Embedder changed from ${state.previous.id} to ${embedder.id}: every document is indexed again.`,
        );
      }
      vectors = { iterativeScan: state.iterativeScan };
    }
    this.current = { embedding, vectors };
  }

  private get ready(): Started {
    if (!this.current) throw new Error('The library has not started yet.');
    return this.current;
  }

  /** The embedder in use (known once started). */
  get embedding(): LibraryEmbedder {
    return this.ready.embedding;
  }

  /** Null without pgvector (keyword ranking only), and before start. */
  private get vectors(): { iterativeScan: boolean } | null {
    return this.current?.vectors ?? null;
  }

  get vectorSearch(): boolean {
    return this.vectors !== null;
  }

  /** What every search of this library runs on. */
  private get engine(): SearchEngine {
    const { embedder, similarityFloor } = this.embedding;
    const vectors = this.vectors;
    return {
      db: this.database.db,
      index: this.index,
      vector: vectors ? { embedder, similarityFloor, iterativeScan: vectors.iterativeScan } : null,
      onVectorError: (error) =>
        this.log.warn(
          `Search by keywords only: the query could not be embedded (${(error as Error).message}).`,
        ),
      ranking: { ...DEFAULT_RANKING, vector: this.settings.vectorFusion },
    };
  }

  /** REVIEW's search: summaries and snippets of the best documents. */
  search(request: SearchRequest): Promise<SearchResponse> {
    return hybridSearch(this.engine, request);
  }

  /**
   * The best documents' ids for each of several queries of one user (grounding a draft, a consultation):
   * the same ranking as search, with one statement to the database before it for all the queries.
   * `evidenceOnly`: what the product generated (saved drafts, reports) is left out, as grounding needs.
   */
  searchIds(
    userId: string,
    queries: readonly string[],
    limit: number,
    options: { evidenceOnly?: boolean } = {},
  ): Promise<string[][]> {
    return searchIds(this.engine, userId, queries, limit, options);
  }

  /** The grounding of the product's own writing: the best evidence documents' ids for each query. */
  evidenceIds(userId: string, queries: readonly string[], limit: number): Promise<string[][]> {
    return this.searchIds(userId, queries, limit, { evidenceOnly: true });
  }

  /**
   * The documents a user may read, newest change first; with `q` (THINK's picker, the library's filter box)
   * only those holding every word typed, answered from the term index, then read through the visibility
   * rule for the page shown. A filter of stop words or signs only goes to the database (titles).
   */
  async listDocuments(
    userId: string,
    filter: ListFilter,
  ): Promise<{ items: DocumentSummary[]; total: number }> {
    const words = filterWords(filter.q)
      .map((word) => foldText(word))
      .filter((word) => word && !STOP_WORDS.has(word))
      .map((prefix) => ({ prefix, stem: indexTerms(prefix)[0] ?? null }));
    if (words.length === 0 || filter.sharedOnly)
      return listVisibleDocuments(this.database.db, userId, filter);
    const access = await this.index.prepare(userId);
    const scope = this.index.terms.scope(access, { category: filter.category, folderId: filter.folderId });
    const { ids, total } = this.index.terms.filter(scope, words, filter);
    return { items: await findVisibleSummaries(this.database.db, userId, ids), total };
  }

  async stats(userId: string): Promise<LibraryStats> {
    return {
      ...(await libraryCounts(this.database.db, userId)),
      vectorDimension: this.vectors ? this.embedding.embedder.dimension : 0,
      embedder: this.embedding.embedder.id,
      vectorSearch: this.vectorSearch,
    };
  }

  /**
   * Embeddings of new documents, to be stored with them by data/new-documents.ts (the one write path of new
   * documents); null when there is no vector search or the embedder failed (the background indexer then
   * catches up).
   */
  async prepare(docs: readonly IndexSource[]): Promise<NewDocumentsIndex | null> {
    if (!this.vectors || docs.length === 0) return null;
    try {
      return {
        embedderId: this.embedding.embedder.id,
        prepared: await prepareIndex(this.embedding.embedder, docs),
      };
    } catch (error) {
      this.log.warn(`Documents stored without embeddings for now: ${(error as Error).message}`);
      this.retryLater();
      return null;
    }
  }

  /**
   * Recomputes one document's embeddings after an edit, before the answer, so that the next search sees the
   * new words (its full-text vector is generated by the database). Never fails the request: if the embedder
   * is down, the background indexer catches up later, and search ignores the stale embedding meanwhile.
   */
  async indexDocument(id: string): Promise<void> {
    if (!this.vectors || this.closed) return;
    try {
      const source = await indexSource(this.database.db, id);
      if (!source) return;
      const prepared = await prepareIndex(this.embedding.embedder, [source]);
      await this.database.db.transaction((tx) => storeIndex(tx, this.embedding.embedder.id, prepared));
    } catch (error) {
      this.log.warn(`Document ${id} will be indexed later: ${(error as Error).message}`);
      this.retryLater();
    }
  }

  /** Starts the background indexer (or asks it for one more pass) over missing and stale embeddings. */
  catchUp(): void {
    if (!this.vectors || this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.indexStale()
      .catch((error: unknown) => {
        this.log.warn(`Indexing paused: ${(error as Error).message}`);
        this.retryLater();
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.catchUp();
        }
      });
  }

  /** Resolves when the background indexer has nothing left to do (or stopped on a failure). */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops the indexer and waits for its current batch (before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.whenIdle();
  }

  private async indexStale(): Promise<void> {
    const { embedder } = this.embedding;
    let total = 0;
    while (!this.closed) {
      const batch = await staleDocuments(this.database.db, embedder.id, INDEX_BATCH);
      if (batch.length === 0) break;
      const prepared = await prepareIndex(embedder, batch);
      const stored = await this.database.db.transaction((tx) => storeIndex(tx, embedder.id, prepared));
      total += stored.length;
      // Every document of the batch changed meanwhile: the next pass reads them again.
      if (stored.length === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    if (total > 0) this.log.info(`Library indexed: ${total} documents embedded by ${embedder.id}.`);
  }

  private retryLater(): void {
    if (this.retry || this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.catchUp();
    }, RETRY_MS);
    this.retry.unref();
  }
}
