/**
 * Cue words of staff writing, as regular expressions. Each one answers a question the engine asks
 * of a sentence: does it state an assumption, a requirement, a risk, a lesson? They are tested
 * against the sentence text, case-insensitively, on word boundaries.
 */

/** Assumption markers, with the construction each one uses. */
export type AssumptionForm =
  'premise' | 'expectation' | 'forecast' | 'continuity' | 'proviso' | 'conditional';

export const ASSUMPTION_CUES: ReadonlyArray<{ readonly form: AssumptionForm; readonly pattern: RegExp }> = [
  {
    form: 'premise',
    pattern:
      /\b(?:assum(?:e|es|ed|ing)(?: that)?|(?:on|under) the assumption that|planning assumptions? (?:is|are)(?: that)?|presum(?:e|es|ed|ing)(?: that)?|(?:is |are )?predicated on|(?:is |are )?contingent (?:up)?on|rests? on the (?:premise|assumption) that|premise is that)\b/i,
  },
  {
    form: 'expectation',
    pattern:
      /\b(?:we|I|they) (?:fully |still |now )?(?:expect|anticipate|believe)(?: that)?\b|\b(?:expects|anticipates|believes)(?: that)?\b/i,
  },
  {
    form: 'forecast',
    pattern:
      /\b(?:is|are|remains?) (?:highly |very |most )?(?:likely|expected|anticipated|projected|forecast|predicted|unlikely) to\b|\bit is (?:anticipated|expected|assumed|assessed|believed|projected|likely|probable) that\b|\bwill (?:likely|probably|almost certainly)\b|\balmost certainly will\b/i,
  },
  {
    form: 'continuity',
    pattern: /\b(?:will|should|would) (?:continue|remain|stay|persist|hold)(?: to)?\b|\bshould not change\b/i,
  },
  {
    form: 'proviso',
    pattern: /\b(?:provided(?: that)?|as long as|so long as|on (?:the )?condition that|unless|barring)\b/i,
  },
  { form: 'conditional', pattern: /\bif\b(?=[^.?!]{3,}?(?:,|\bthen\b))/i },
];

/** Words that only mark the construction: left out when comparing what an assumption says. */
export const CUE_WORDS: ReadonlySet<string> = new Set(
  'assume assumes assumed assuming assumption assumptions presume presumes presumed premise expect expects expected anticipate anticipates anticipated believe believes likely unlikely probably projected forecast predicted continue continues remain remains stay persist hold provided long condition then will would should'.split(
    ' ',
  ),
);

/** Hedges: the writer is not sure. */
export const HEDGE =
  /\b(?:(?<!\d\s)may(?!\s\d)|might|could|possibly|perhaps|uncertain|unclear|unconfirmed|tentative(?:ly)?|reportedly|unverified|approximately|roughly)\b/i;

/**
 * Opposition: negation, failure, shortage, decline. Two sentences about the same thing with
 * different polarity disagree.
 */
export const OPPOSITION =
  /\b(?:not|no|never|none|cannot|can't|won't|isn't|aren't|wasn't|weren't|unable|fail(?:s|ed|ing|ure)?|unlikely|insufficient|inadequate|shortfalls?|shortages?|short of|delay(?:s|ed)?|damaged|disrupted|suspended|halted|interrupted|cancell?ed|declin(?:e|ed|ing)|fell|dropped|reduced|lower than|below|degraded|denied|unreliable|unavailable|lost|lack(?:s|ed|ing)?|contrary|disputed|refuted)\b/i;

/** Counter-evidence markers used by the cognitive warning. */
export const COUNTER =
  /\b(?:however|but|although|though|despite|contrary|contradicts?|disputes?|conversely|on the other hand|nevertheless|yet)\b/i;

export const THREAT =
  /\b(?:threat(?:s|en(?:s|ed|ing)?)?|advers(?:ary|aries|arial)|enem(?:y|ies)|hostile|attack(?:s|ed|ing)?|jam(?:s|med|ming|mers?)?|spoof(?:s|ed|ing)?|cyber ?attacks?|intrusions?|malware|ransomware|hack(?:s|ed|ing|ers?)?|missiles?|strikes?|insurgen(?:ts?|cy)|terroris(?:t|ts|m)|militias?|sabotage|counterspace|anti-satellite|ASAT|aggress(?:ion|ive)|incursions?|hostilities)\b/i;

export const CAPABILITY =
  /\b(?:capab(?:le|ility|ilities)|able to|ability to|can (?!not)\w+|possess(?:es|ed)?|field(?:s|ed)|deploy(?:s|ed)|operat(?:es|ing)|armed with|equipped with|range of|developed|tested|demonstrated|inventory)\b/i;

export const INTENT =
  /\b(?:intends?|intent(?:ion)?s?|aims? (?:to|at)|seeks? to|goals?|objectives?|plans? to|planning to|wants? to|determined to|aspir(?:es|ations?)|in order to|strategy (?:is|of))\b/i;

export const INDICATOR =
  /\b(?:indicators?|indications?|warnings?|signs? of|observed|detected|increase(?:d|s)? in|surge|spike|unusual|anomal(?:y|ies|ous)|movements?|massing|reconnaissance|probing|rehears(?:al|als|ed)|stockpil(?:e|ing))\b/i;

export const REQUIREMENT =
  /\b(?:shall|must|is required to|are required to|required|requires?|requirements?|needs? to|mandatory|will comply|in accordance with|IAW|no later than|NLT|standard is|threshold|objective is|target is|goal is)\b/i;

export const COMPLIANCE_STATEMENT =
  /\b(?:shall|must|is required to|are required to|will comply|is mandatory|are mandatory|no later than|NLT|is prohibited|are prohibited|may not)\b/i;

export const STATUS =
  /\b(?:currently|at present|presently|today|as of|to date|status|stands? at|is at|are at|reached|achieved|only|has|have|reports?|reported|shortfalls?|short|gaps?|below|lacks?|missing|on hand|available)\b/i;

export const MET =
  /\b(?:complet(?:e|ed|es)|compliant|compl(?:y|ies|ied)|achieved|implemented|in place|verified|certified|meets?|met|satisfied|conducted|delivered|passed|accomplished|fielded|operational|on track|on schedule)\b/i;

export const NOT_MET =
  /\b(?:not (?:yet )?(?:complete|completed|compliant|implemented|met|conducted|delivered|verified|certified|in place)|non-?compliant|fail(?:s|ed)? to|failure to|overdue|missing|lacks?|lacking|behind schedule|waiver|deficien(?:t|cy|cies)|incomplete|has not|have not|had not|was not|were not|pending|outstanding|short(?:fall)?s?|below (?:the )?(?:standard|threshold|requirement|target))\b/i;

export const RISK =
  /\b(?:risks?|threat(?:s|ens)?|vulnerab(?:le|ility|ilities)|hazards?|could|(?<!\d\s)may(?!\s\d)|might|fail(?:s|ed|ure)?|loss(?:es)?|delays?|shortfalls?|disrupt(?:s|ed|ion)?|degrad(?:e|es|ed|ation)|exposure|jeopardi[sz]e|compromise)\b/i;

/** Words that cancel a risk word next to them ("without loss", "no delays"). */
export const NEGATED_RISK =
  /\b(?:without|no|zero|avoided|prevented)\s+(?:any\s+)?(?:loss(?:es)?|delays?|incidents?|damage|casualt(?:y|ies)|disruptions?|failures?)\b/gi;

/** Modal or future wording: a statement about what may happen, not about what happened. */
export const SPECULATIVE = /\b(?:could|(?<!\d\s)may(?!\s\d)|might|would|will)\b/i;

/** Explicit lesson wording, which makes a speculative sentence a lesson after all. */
export const LESSON =
  /\b(?:lessons?|should have|recommend(?:s|ed|ation)?|must improve|next time|in future)\b/i;

export const SUSTAIN =
  /\b(?:sustains?|worked well|went well|effective(?:ly)?|successful(?:ly)?|success(?:es)?|exceeded|strengths?|best practices?|improved|ahead of schedule|commendable|excellent|well executed|proved (?:valuable|useful|effective))\b/i;

export const IMPROVE =
  /\b(?:improve(?:s|ment|ments)?|lessons? learned|shortfalls?|fail(?:s|ed|ure)?|delay(?:s|ed)?|lack(?:s|ed|ing)?|insufficient|inadequate|problems?|issues?|challenges?|difficult(?:y|ies)?|should have|did not|was not|were not|gaps?|deficien(?:t|cy|cies)|late|behind schedule|breakdowns?|confusion|unclear)\b/i;

export const CAUSAL =
  /\b(?:because|due to|owing to|caused by|leads? to|led to|results? in|resulted in|will cause|would cause|could cause|caus(?:es|ed|ing)|trigger(?:s|ed)?|consequently|as a result|therefore|thus|in turn|knock-on|cascad(?:e|es|ing)|second-order|implications?|which would|which will|drives?|undermin(?:e|es|ed)|enables?|forces? (?:the|a|an)|compels?)\b/i;

export const TREND =
  /\b(?:increas(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|ris(?:e|es|ing)|rose|declin(?:e|es|ed|ing)|grow(?:s|ing|th)|fell|falling|doubled|tripled|halved|trends?|more frequent|less frequent|escalat(?:e|es|ed|ing|ion)|surg(?:e|ed|ing)|steadily|year over year)\b/i;

export const MEASURE =
  /\b(?:measures? of (?:effectiveness|performance)|MOEs?|MOPs?|effectiveness|efficiency|success rate|rate|mission capable|availability|readiness|on-time|accuracy|detection|response time|throughput|uptime|percent|per ?cent|%)\b/i;

export const TARGET =
  /\b(?:targets?|goals?|standards?|thresholds?|objectives?|required|requirement|benchmark|at least|no less than|minimum)\b/i;

export const SHORTFALL =
  /\b(?:shortfalls?|shortages?|short(?: of)?|deficits?|only|insufficient|lack(?:s|ing)?|below|under-resourced|unfunded|backlog|constrain(?:ed|ts?)|depleted|exhausted)\b/i;

/** Words that make a question leading: they presume the answer. */
export const LEADING_QUESTION: ReadonlyArray<{ readonly pattern: RegExp; readonly why: string }> = [
  {
    pattern: /\b(?:isn't it|aren't they|don't you (?:agree|think)|wouldn't you say|right\?)/i,
    why: 'asks for agreement',
  },
  {
    pattern: /\b(?:prove|confirm|show|demonstrate|justify|validate) (?:that|why|how)\b/i,
    why: 'asks to confirm a conclusion',
  },
  {
    pattern:
      /\b(?:obviously|clearly|undeniably|certainly|of course|surely|everyone knows|it is (?:clear|obvious))\b/i,
    why: 'takes the answer as given',
  },
  {
    pattern:
      /\bwhy (?:is|are|was|were|does|do|did) [^?]*\b(?:best|worst|failing|failed|wrong|superior|inferior|better|worse)\b/i,
    why: 'presumes the verdict it asks about',
  },
  {
    pattern: /\bhow (?:bad|badly|dangerous|serious|severe|good|great)\b/i,
    why: 'presumes the size of the effect',
  },
];

/** Generic words that make poor themes on their own. */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  `document documents report reports section sections page pages paragraph paragraphs figure figures table tables
annex annexes appendix information item items assessment assessments analysis observation observations finding
findings conclusion conclusions recommendation recommendations discussion thing things way ways part parts number numbers use uses result
results example examples other total level levels type types case cases point points fact facts kind lot year
years day days month months week weeks time times date hours hour area areas need needs purpose summary
overview background note notes list lists set order yes end start line lines`.split(/\s+/),
);

/**
 * Words of a report that say something was not done, not to standard or not there: negation, failure,
 * lateness, a thing missing or unserviceable, a step done only in part. Read against a requirement, a
 * sentence with one of them reports the requirement not met.
 */
export const DEFICIENCY =
  /\b(?:not|no|never|nobody|no one|none|nothing|neither|nor|without|cannot|can't|didn't|wasn't|weren't|hasn't|haven't|hadn't|fail(?:s|ed|ing|ure)?|miss(?:ed|es|ing)|late(?:r than)?|overdue|dead|empty|expired|out of date|broken|inoperable|unserviceable|disconnected|lost|lack(?:s|ed|ing)?|short(?:age|ages|fall|falls)?|insufficient|inadequate|incomplete|only|skipped|forg(?:ot|otten)|delayed|behind|violat(?:ed|ion|ions)|deficien(?:t|cy|cies)|faults?|faulty|defect(?:s|ive)?|malfunction(?:s|ed|ing)?|damaged|un[a-z]{2,}ed)\b/gi;

/**
 * A failure word that is itself denied ("without a miss", "no personnel were injured", "no cargo was lost"):
 * the sentence reports a success, not a deficiency.
 */
export const NEGATED_FAILURE =
  /\b(?:no|without|zero|never)\s+(?:(?:a|any|an)\s+)?(?:[\w-]+\s+){0,2}?(?:miss(?:es|ed)?|injur(?:y|ies|ed)|loss(?:es)?|lost|incidents?|delays?|errors?|problems?|issues?|violations?|casualt(?:y|ies)|damage(?:d)?|failures?|accidents?|discrepanc(?:y|ies)|mistakes?|complaints?|breaks?|exceptions?)\b(?=\s*(?:[.,;:)]|$)|\s+(?:was|were|occurred|reported|recorded|happened|and|or|in|on|at|during|to|from|among|throughout)\b)/gi;

/** Wording that prescribes rather than reports: a requirement, a recommendation or a fix. */
export const PRESCRIPTIVE =
  /\b(?:shall|must|should|ought to|needs? to|has to|have to|is to|are to|will need to|is required to|are required to)\b/i;

/** A prescription to keep doing something ("should stay as written", "keep using"): a sustain. */
export const KEEP_DOING =
  /\b(?:should|must)\s+(?:stay|remain|continue|be (?:kept|retained|sustained|maintained)|keep)\b|\b(?:keep|continue) (?:doing|using|to use)\b|\bsustain(?:ed)? (?:this|it|the)\b/i;

/** A statement of what was to happen, not of what did ("The convoy was to cross the SP at 2200"). */
export const PLANNED =
  /\b(?:was|were) (?:to|supposed to|scheduled to|planned to|expected to|due to)\s+(?!the\b)\w+|\bplanned to\b|\bintended to\b/i;

/**
 * Wording of a report that something was done well, in full or in time: an explicit judgement, a
 * completeness or timeliness mark. A sentence with one and no deficiency is a sustain.
 */
export const DONE_WELL =
  /\b(?:worked well|went well|well executed|effective(?:ly)?|successful(?:ly)?|thorough(?:ly)?|timely|complete\b|in full|prompt(?:ly)?|smooth(?:ly)?|accurate(?:ly)?|correct(?:ly)?|commendable|excellent|exceeded|ahead of (?:schedule|time)|on time|in time|at once|immediately|within (?:\d+|one|two|three|four|five|ten|fifteen|twenty|thirty) \w+|within (?:seconds|minutes|moments)|in place|(?:the|a) whole (?:day|night|time|exercise|operation|move)|each time|every time|throughout|as (?:required|planned|rehearsed|briefed|written|ordered|scheduled)|(?:faster|quicker|earlier|better|sooner) than (?:the )?(?:\w+ )?(?:standard|required|requirement|planned|plan|expected|allowed)|to (?:the )?standard|(?:knew|know|kept|did) \w+(?: \w+)? well|well\b(?= (?:rehearsed|briefed|prepared|led|planned|organi[sz]ed|trained)))\b/i;

/** A sentence that opens on the whole group ("All weapons were cleared", "Every firer wore ..."). */
export const WHOLE_GROUP =
  /^\s*(?:[-*\u2022]\s*|(?:\d+|[a-z])[.)]\s+|\(\w{1,3}\)\s+)?(?:all|every|each|both)\b/i;
