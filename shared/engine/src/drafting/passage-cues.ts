/**
 * The cue words that tell what a sentence of staff writing is doing: judging, assuming, requiring,
 * advising, explaining a cause, recording an event, or measuring performance against a standard. Each
 * pattern is tested on the sentence body (list markers and labels removed), case-insensitively.
 */

/** Performance measured against a standard, and which way it went. */
export const EVALUATION =
  /\b(?:(?:was|were|is|are|been) (?:not )?met|not met|did not meet|(?:meets?|met|exceed(?:s|ed)?|achieved|missed) (?:the|its|their|our) (?:standard|target|goal|requirement|threshold)s?|fell short|falls short|short of (?:the|its) (?:standard|target|goal)|below (?:the|its) (?:standard|target|goal)|against an? (?:[\w-]+ ){0,2}(?:standard|target|goal|requirement)\b|were unsure|was unsure|went well|worked well|did not work|failed to)/i;
export const NEGATIVE_EVALUATION =
  /\b(?:not met|did not|fell short|falls short|short of|below (?:the|its)|against an? |unsure|failed|missed)\b/i;

/** A premise adopted for planning. */
export const ASSUMPTION =
  /\b(?:assum(?:e|es|ed|ing)\b(?!\s*$)|assumptions? (?:is|are)\b|planning assumption|provided that|on the assumption)/i;

/** The writer's assessment, expectation, likelihood or confidence. */
export const JUDGEMENT =
  /\b(?:(?:we|i) (?:also |still |now |fully )?(?:assess|judge|expect|believe|estimate|anticipate|do not expect|have (?:low|moderate|high) confidence)|(?:is|are|remains?|was|were) (?:highly |very |most |more |less )?(?:likely|unlikely|expected|assessed|anticipated|probable|projected)\b|assessed as|confidence|the (?:main|major|greatest|primary|biggest|key|overall) (?:[\w-]+ )?(?:threat|risk|concern|danger)s?\b|(?:most|highly|particularly) (?:exposed|vulnerable|at risk)|remain possible|should (?:remain|continue|stay|hold)\b)/i;
/** Weaker marks of a judgement: possibility and estimate. */
export const HEDGED = /\b(?:could|might|would|possible|possibly|estimated|an estimate)\b/i;

/** What must be done or met. */
export const REQUIREMENT =
  /\b(?:shall|must|required|requires?|requiring|needs? to|needs|mandatory|no later than|not later than|NLT|due by|(?:is|are) due|may not|no \w+ may|will (?:ensure|comply)|not (?:to )?exceed|threshold|(?:standard|target|objective|goal) is|in accordance with|per AR)\b/i;

/** Labels that name a requirement: "Target: ...", "MOE 1: ...", "Standard: ...". */
export const REQUIREMENT_LABEL =
  /^(?:target|standard|threshold|objective|requirements?|required|MOE|MOP|measure|criteri(?:on|a)|sr-?\d+)\b/i;

/** Advice: "should", "recommend", "consider", a request. */
export const RECOMMENDATION =
  /\b(?:should|recommend(?:s|ed)?|(?:we|i) (?:request|propose|ask)|it is advised|consider)\b/i;

/** A reason or a consequence. */
export const CAUSE =
  /\b(?:because|due to|owing to|as a result|result(?:s|ed)? in|caused by|reasons? (?:for|why)|main reasons?|which suggests|therefore|consequently|leads? to|led to)\b|^if\b[^,]{3,},\s*(?!then\b)\S/i;

/** A verb that opens an imperative sentence of staff writing (advice or an instruction). */
export const IMPERATIVE_OPENERS = new Set(
  (
    'accomplish act add adopt allow apply approve assess assign avoid begin book brief bring build capture carry ' +
    'change check close commit complete conduct confirm consider continue coordinate correct create cut ' +
    'decide define deliver deploy describe designate detect develop direct do document draft enforce ensure ' +
    'establish estimate ' +
    'execute expand extend field fix follow fund give hold identify implement improve include increase ' +
    'indent indicate inform install introduce investigate issue keep limit list maintain make manage ' +
    'measure monitor move notify obtain observe plan prepare prioritise prioritize protect provide ' +
    'publish raise reach recognise recognize record reduce refresh rehearse reinforce remove replace report ' +
    'request require screen ' +
    'reserve restore review revise run schedule secure send set share shift sign speed start state stop ' +
    'strengthen submit summarise summarize support switch sustain take target test time track train try ' +
    'type update upgrade use validate verify write'
  ).split(' '),
);

/** A time: a date, a month and year, a day-time group, a period, a schedule. */
export const TIME =
  /\b(?:\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?: \d{2,4})?|(?:january|february|march|april|june|july|august|september|october|november|december)(?: \d{4}| \d{1,2})?|(?:in|since|by|during|from|until) (?:19|20)\d{2}\b|\d{4}Z\b|\d{6}Z\b|(?:last|this|next|previous|past) (?:week|month|quarter|year|two \w+)|over the (?:last|past) \w+(?: \w+)?|(?:each|every) (?:day|week|month|quarter|year|friday|monday)|daily|weekly|monthly|quarterly|annually|reporting period|D-day|H-hour)\b/i;

/** Verbs of a scheduled happening ("begins", "starts", "follow by"). */
export const SCHEDULE =
  /\b(?:begins?|began|starts?|started|ends?|ended|graduates?|opens?|closes?|takes? place|took place|follows?|arrives?|departs?|launch(?:es|ed)?|occurred|happened|will be (?:held|reviewed|published))\b/i;

/** Measures and results: a figure that is the point of the sentence. */
export const MEASURE =
  /\b(?:\d[\d,.]*\s*(?:percent|%|per cent)|found that|shows? that|recorded|measured|rose|fell|increased|decreased|doubled|halved|up \d|down \d|from \d[\d,.]* to \d)/i;

/** Number words that carry a figure as well as digits do. */
export const NUMBER_WORDS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|half|third|quarter)\b/i;

/** A number that belongs to a name or a code rather than a measure: "Class 26-2", "Block 6", "SR-04". */
export const NAME_NUMBER = /\b[A-Z][\w&]*(?:[ -]\d[\w.-]*)+/g;

/** Adverbs that mark sustained success or a shortfall in an evaluation. */
export const POSITIVE_EVALUATION = /\b(?:meets?|met the|exceed(?:s|ed)?|achieved|went well|worked well)\b/i;

/** Words that name a document when a sentence opens on its own source ("This plan sets ..."). */
export const DOCUMENT_NOUNS =
  'plan|guide|manual|procedures?|policy|memorandum|memo|assessment|report|brief|specification|strategy|course|paper|study|order|document|letter|directive|figure|paragraph|review|estimate|annex|instruction|summary|sop|handbook|appointment|notification|regulation';
