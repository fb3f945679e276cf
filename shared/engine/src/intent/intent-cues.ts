import type { CenterId } from '@csw/contracts';

/** The five things a command can ask for, one per center. */
export const INTENTS = ['analyse', 'draft', 'search', 'advise', 'plan'] as const;
export type IntentId = (typeof INTENTS)[number];

export const INTENT_CENTER: Record<IntentId, CenterId> = {
  analyse: 'think',
  draft: 'create',
  search: 'review',
  advise: 'advise',
  plan: 'execute',
};

/**
 * Weighted cues of each intent. 3: a verb that names the intent; 2: a word or phrase typical of it;
 * 1: a weak hint that only tips a close call. Phrases are matched as consecutive words.
 */
export const INTENT_CUES: Record<IntentId, Readonly<Record<string, number>>> = {
  analyse: {
    analyse: 3,
    analyze: 3,
    analysis: 3,
    assess: 3,
    assessment: 3,
    evaluate: 3,
    examine: 3,
    investigate: 3,
    interpret: 3,
    understand: 3,
    diagnose: 3,
    pattern: 2,
    threat: 2,
    trend: 2,
    insight: 2,
    compare: 2,
    comparison: 2,
    identify: 2,
    'blind spot': 3,
    assumption: 2,
    gap: 2,
    implication: 2,
    summarize: 2,
    summary: 2,
    'lessons learned': 3,
    correlate: 2,
    intelligence: 1,
    report: 1,
    data: 1,
    why: 1,
  },
  draft: {
    draft: 3,
    generate: 3,
    write: 3,
    compose: 3,
    create: 3,
    author: 3,
    redraft: 3,
    rewrite: 3,
    prepare: 2,
    opord: 3,
    warno: 3,
    frago: 3,
    conop: 2,
    memo: 2,
    memorandum: 2,
    letter: 2,
    email: 2,
    'point paper': 3,
    'information paper': 3,
    'decision paper': 3,
    'talking points': 3,
    'executive summary': 2,
    bluf: 2,
    template: 2,
    sitrep: 2,
    annex: 2,
    order: 1,
    document: 1,
    paper: 1,
    text: 1,
    report: 1,
  },
  search: {
    search: 3,
    find: 3,
    'look up': 3,
    lookup: 3,
    locate: 3,
    retrieve: 3,
    browse: 3,
    fetch: 2,
    library: 2,
    'knowledge base': 3,
    reference: 2,
    documents: 2,
    file: 1,
    folder: 2,
    'show me': 2,
    list: 1,
    where: 1,
    regulation: 1,
    manual: 1,
    doctrine: 1,
    publication: 1,
    sop: 1,
    shared: 1,
  },
  advise: {
    advise: 3,
    advice: 3,
    advisor: 3,
    adviser: 3,
    recommend: 3,
    recommendation: 3,
    counsel: 3,
    consult: 3,
    consultation: 3,
    'red team': 3,
    redteam: 3,
    challenge: 3,
    critique: 3,
    wargame: 3,
    'war game': 3,
    'devil s advocate': 3,
    council: 3,
    premortem: 3,
    'pre mortem': 3,
    should: 2,
    option: 2,
    alternative: 2,
    'course of action': 2,
    coa: 2,
    strategy: 2,
    strategic: 2,
    decision: 1,
    decide: 2,
    risk: 2,
    opinion: 2,
    validate: 2,
    persona: 2,
    'pros and cons': 2,
    consequence: 1,
  },
  plan: {
    plan: 3,
    orchestrate: 3,
    orchestration: 3,
    schedule: 3,
    execute: 3,
    execution: 3,
    coordinate: 3,
    sequence: 2,
    mission: 2,
    timeline: 2,
    task: 2,
    milestone: 2,
    phase: 2,
    assign: 2,
    deadline: 2,
    'task board': 3,
    synchronize: 2,
    'synchronization matrix': 3,
    resource: 1,
    logistics: 1,
    deploy: 1,
    deployment: 1,
    rehearsal: 2,
    'auto report': 2,
    operation: 1,
    track: 1,
    progress: 1,
  },
};

/** Words people put before the verb of a command; the first word after them is the command's verb. */
export const LEAD_IN_WORDS: ReadonlySet<string> = new Set(
  'please can could would will you i we me us need want to help let lets s go kindly now quickly just also and then ok okay hey'.split(
    ' ',
  ),
);

/** Words before a noun: an intent verb right after one is used as a noun ("the draft", "our plan"). */
export const DETERMINERS: ReadonlySet<string> = new Set(
  'the a an this that these those our my your their its his her any each every'.split(' '),
);
/** What a verb cue counts when it is used as a noun. */
export const NOUN_USE_FACTOR = 0.5;
/** Cues of this weight or more are the intents' verbs. */
export const VERB_WEIGHT = 3;

/** The verb of a command weighs more: "Plan a review of the draft" is a plan, not a draft. */
export const LEADING_VERB_BONUS = 1.5;
/** Weight of a keyword a center contributed through its command-bar commands. */
export const CONTRIBUTED_KEYWORD_WEIGHT = 2;
/** A command is routed only when its best center scores at least this ... */
export const MIN_SCORE = 2;
/** ... and leads the runner-up by at least this much. */
export const MIN_LEAD = 1;
