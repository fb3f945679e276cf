// A simulated user: signs in once, keeps its session, and until the end of the run picks its next piece of
// work from a weighted mix (searches and opening documents most often; analyses, drafts, consultations and
// orchestrations less), with think time between every step, all drawn from its own seeded generator so
// that two runs send the same work. Each HTTP call is one sample: { action, section, start, ms, outcome }.
import {
  ADVISE_MODES,
  DRAFT_TONE_IDS,
  TASK_STATUSES,
  UPLOAD_CATEGORY,
} from '../../shared/contracts/src/index.ts';
import { seededRandom } from '../lib/random.mjs';
import { CallError, UserClient } from './client.mjs';
import {
  ADVISORS,
  ANALYSIS_QUESTIONS,
  COUNCIL_QUESTIONS,
  DRAFT_INTENTS,
  MISSIONS,
  PARAGRAPH_QUERIES,
  SCENARIOS,
  SHORT_QUERIES,
  UPLOAD_TEXTS,
} from './texts.mjs';

/** The external model the THINK analyses and CREATE drafts ask (a local stand-in: see run.mjs). */
export const MODEL_ID = 'grok-2';
/** A user who could not sign in tries again after this long. */
const SIGN_IN_RETRY_MS = 5_000;

/** What a user does, and how often (relative weights): REVIEW and the dashboard most, long work least. */
export const MIX = [
  ['search', 30],
  ['open', 15],
  ['dashboard', 10],
  ['execute', 10],
  ['analysis', 7],
  ['draft', 7],
  ['consultation', 5],
  ['council', 5],
  ['upload', 3],
];

/** The actions reported, in the order of the table. */
export const ACTIONS = [
  'sign in',
  'search (short)',
  'search (paragraph)',
  'open document',
  'dashboard stats',
  'dashboard documents',
  'THINK analysis',
  'THINK analysis stream',
  'CREATE draft',
  'CREATE draft stream',
  'CREATE checker',
  'CREATE add evidence',
  'CREATE save',
  'ADVISE consultation',
  'ADVISE council',
  'ADVISE council stream',
  'EXECUTE orchestrate',
  'EXECUTE task move',
  'upload',
];

export class SimulatedUser {
  /**
   * `account` {username, password}; `section` its number (its address is `address`); `library` ids every
   * user may read; `until` when to stop starting work (ms, performance.now() clock); `thinkMs` [min, max].
   */
  constructor({ index, account, section, address, api, library, seed, thinkMs, record }) {
    this.index = index;
    this.account = account;
    this.section = section;
    this.client = new UserClient(api, address);
    this.library = library;
    this.random = seededRandom(seed * 1000 + index);
    this.thinkMs = thinkMs;
    this.record = record;
    this.recent = [];
    this.board = null;
    /** When each piece of work began (performance.now()). */
    this.activities = [];
  }

  pick(list) {
    return list[Math.floor(this.random() * list.length)];
  }

  /** `n` different items of `list`. */
  some(list, n) {
    const chosen = new Set();
    while (chosen.size < Math.min(n, list.length)) chosen.add(this.pick(list));
    return [...chosen];
  }

  /** Runs `call`, records it as `action`; resolves with its value, or null when it failed. */
  async timed(action, call) {
    const start = performance.now();
    try {
      const value = await call();
      this.record({ action, section: this.section, start, ms: performance.now() - start, outcome: 'ok' });
      return value;
    } catch (error) {
      const throttled = error instanceof CallError && error.status === 429;
      this.record({
        action,
        section: this.section,
        start,
        ms: performance.now() - start,
        outcome: throttled ? 'throttled' : 'error',
        message: error.message,
      });
      return null;
    }
  }

  /** Think time, cut short at the end of the run; false when the run is over. */
  async think() {
    const [min, max] = this.thinkMs;
    const wait = Math.min(min + this.random() * (max - min), this.until - performance.now());
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return performance.now() < this.until;
  }

  /** Signs in once (again after a pause if that failed), then works until `until`. */
  async run({ startAt, until }) {
    this.until = until;
    const delay = startAt - performance.now();
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    while (performance.now() < until) {
      const signedIn = await this.timed('sign in', () =>
        this.client.signIn(this.account.username, this.account.password),
      );
      if (signedIn) break;
      await new Promise((resolve) => setTimeout(resolve, SIGN_IN_RETRY_MS));
    }
    const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
    while (performance.now() < until) {
      let draw = this.random() * total;
      const [activity] = MIX.find(([, weight]) => (draw -= weight) < 0) ?? MIX[0];
      this.activities.push(performance.now());
      await this[activity]();
      if (!(await this.think())) break;
    }
    this.client.close();
  }

  /** A document to open: one of the last results when there are some, else any the user may read. */
  documentId() {
    return this.recent.length && this.random() < 0.7 ? this.pick(this.recent) : this.pick(this.library);
  }

  async search() {
    const paragraph = this.random() < 0.35;
    const query = paragraph ? this.pick(PARAGRAPH_QUERIES) : this.pick(SHORT_QUERIES);
    const answer = await this.timed(paragraph ? 'search (paragraph)' : 'search (short)', () =>
      this.client.json('POST', '/api/search', { query, limit: 10 }),
    );
    if (!answer) return;
    if (answer.results.length) this.recent = answer.results.map((r) => r.document.id);
    // Most searches end with a result opened.
    if (answer.results.length && this.random() < 0.7 && (await this.think()))
      await this.openDocument(this.pick(this.recent));
  }

  async open() {
    await this.openDocument(this.documentId());
  }

  async openDocument(id) {
    await this.timed('open document', () =>
      this.client.json('GET', `/api/documents/${encodeURIComponent(id)}`),
    );
  }

  /** The dashboard asks for its figures and the recent documents at once. */
  async dashboard() {
    const [, list] = await Promise.all([
      this.timed('dashboard stats', () => this.client.json('GET', '/api/stats/dashboard')),
      this.timed('dashboard documents', () => this.client.json('GET', '/api/documents?limit=50')),
    ]);
    if (list?.items.length) this.recent = list.items.slice(0, 10).map((d) => d.id);
  }

  async analysis() {
    const [analysisType, question] = this.pick(ANALYSIS_QUESTIONS);
    const documentIds = this.some([...this.recent, ...this.some(this.library, 4)], 3 + (this.index % 3));
    const answer = await this.timed('THINK analysis', () =>
      this.client.json('POST', '/api/analysis', { documentIds, question, analysisType, modelId: MODEL_ID }),
    );
    if (answer?.streamPath)
      await this.timed('THINK analysis stream', () => this.client.stream(answer.streamPath));
  }

  /** CREATE: a draft from the library (streamed from the model), the checker, Add Evidence, Save. */
  async draft() {
    const intent = this.pick(DRAFT_INTENTS);
    const made = await this.timed('CREATE draft', () =>
      this.client.json('POST', '/api/drafts', { intent, tone: this.pick(DRAFT_TONE_IDS), modelId: MODEL_ID }),
    );
    if (!made) return;
    let text = made.draft.text;
    let citations = made.draft.citations;
    if (made.streamPath) {
      const events = await this.timed('CREATE draft stream', () => this.client.stream(made.streamPath));
      const done = events?.find((e) => e.event === 'done');
      if (done) text = JSON.parse(done.data).text;
    }
    if (!(await this.think())) return;
    await this.timed('CREATE checker', () =>
      this.client.json('POST', '/api/drafts/check', { text, format: made.draft.format }),
    );
    if (this.random() < 0.6 && (await this.think())) {
      // The cursor in one of the draft's paragraphs.
      const breaks = [...text.matchAll(/\n\n/g)].map((m) => m.index);
      const cursor = breaks.length ? Math.max(0, this.pick(breaks) - 1) : text.length;
      const added = await this.timed('CREATE add evidence', () =>
        this.client.json('POST', '/api/drafts/evidence', { text, cursor, citations }),
      );
      if (added?.citation) {
        text = added.text;
        citations = [...citations, added.citation];
      }
    }
    if (this.random() < 0.5 && (await this.think())) {
      const saved = await this.timed('CREATE save', () =>
        this.client.json('POST', '/api/drafts/save', {
          title: `${intent} (${this.account.username})`.slice(0, 200),
          content: text,
          citations,
        }),
      );
      if (saved) this.recent = [saved.documentId, ...this.recent.slice(0, 9)];
    }
  }

  async consultation() {
    await this.timed('ADVISE consultation', () =>
      this.client.json('POST', '/api/advice/analysis', {
        scenario: this.pick(SCENARIOS),
        mode: this.pick(ADVISE_MODES),
      }),
    );
  }

  async council() {
    const asked = await this.timed('ADVISE council', () =>
      this.client.json('POST', '/api/advice/council', {
        question: this.pick(COUNCIL_QUESTIONS),
        advisorIds: this.some(ADVISORS, 3),
      }),
    );
    if (asked) await this.timed('ADVISE council stream', () => this.client.stream(asked.streamPath));
  }

  /** EXECUTE: a mission orchestrated (always the first time), otherwise tasks moved on the board. */
  async execute() {
    if (!this.board || this.random() < 0.25) {
      const board = await this.timed('EXECUTE orchestrate', () =>
        this.client.json('POST', '/api/plans/orchestrate', { description: this.pick(MISSIONS) }, 201),
      );
      if (board) this.board = board;
      return;
    }
    const moves = 1 + Math.floor(this.random() * 3);
    for (let i = 0; i < moves && this.board.tasks.length; i += 1) {
      if (i > 0 && !(await this.think())) return;
      const at = Math.floor(this.random() * this.board.tasks.length);
      const task = this.board.tasks[at];
      const status = this.pick(TASK_STATUSES.filter((s) => s !== task.status));
      const moved = await this.timed('EXECUTE task move', () =>
        this.client.json('PUT', `/api/tasks/${encodeURIComponent(task.id)}`, {
          status,
          position: Math.round(this.random() * 1000) / 10,
          version: task.version,
        }),
      );
      if (moved) this.board.tasks[at] = moved;
    }
  }

  async upload() {
    const file = this.pick(UPLOAD_TEXTS);
    const form = new FormData();
    form.append('classification', 'UNCLASS');
    form.append('category', UPLOAD_CATEGORY);
    const name = `${file.title.replace(/[^\w -]+/g, '').slice(0, 60) || 'report'}.txt`;
    // A new revision each time, as a staff officer's files are: the same file twice is refused as a duplicate.
    this.uploads = (this.uploads ?? 0) + 1;
    const text = `${file.text}\n\nRevision ${this.uploads} of ${this.account.username}.`;
    form.append('file', new Blob([text], { type: 'text/plain' }), name);
    const doc = await this.timed('upload', () => this.client.form('/api/documents/upload', form));
    if (doc) this.recent = [doc.id, ...this.recent.slice(0, 9)];
  }
}
