/**
 * The words that carry what a sentence says about a thing, by base form. Four scales:
 * - good: the thing works, holds, is there (+) or is denied, degraded, lost, late (-);
 * - amount: more of it (+) or less (-);
 * - change: it stays as it is (+) or moves (-);
 * - need: it is required (+) or not (-).
 * WordNet extends these lists at run time (synonyms, antonyms and more general verbs); the lists alone are
 * the fallback where WordNet cannot be read.
 */

const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** Works, holds, is there, is done. */
export const GOOD = words(`
  available availability reliable reliability dependable operational functional intact open passable secure
  secured protected effective effectively ready capable able succeed success successful successfully achieve
  meet comply compliant complete sustain maintain hold keep arrive deliver function working works adequate
  sufficient enough safe well good timely punctual approve allow permit enable uninterrupted resilient robust
  assured guaranteed covered connected reachable accessible clear cleared trained qualified manned staffed
  on-time accurate correct valid survive withstand resist endure continue carry`);

/** Denied, degraded, disrupted, lost, late: the verbs and states a red team looks for. */
export const BAD = words(`
  jam jamming jammed spoof spoofing deny denial degrade degradation disrupt disruption delay cancel
  cancellation block interfere interference attack destroy damage disable compromise lose loss fail failure
  close closure closed suppress intercept hack breach impair hinder prevent obstruct interrupt interruption
  halt suspend sabotage outage unavailable unreliable unusable inoperable shortage shortfall insufficient
  inadequate late overdue miss missed break broken threat threaten risk vulnerable vulnerability exposed
  contest contested hostile strike harass infiltrate exploit collapse cripple neutralize neutralise defeat
  overrun stall strand isolate cut sever prohibit forbid ban restrict refuse reject deteriorate worsen
  problem fault error wrong poor weak incident incidents problematic difficult hard dangerous unsafe
  noncompliant deficient deficiency lack lacking`);

/** More of it. */
export const MORE = words(`
  increase rise grow growth double triple quadruple surge expand climb up more higher exceed peak escalate
  intensify routine common frequent often widespread many larger greater high heavy heavier extend gain
  accelerate soar multiply add`);

/** Less of it. */
export const LESS = words(`
  decrease reduce reduction fall decline drop shrink halve fewer less lower diminish ease rare infrequent
  seldom few little low light shorten lessen dwindle slow plummet shrinkage minimal minimum`);

/** It stays as it is. */
export const SAME = words(`stable steady unchanged constant same flat unaltered consistent static`);

/** It is required. */
export const NEEDED = words(
  `must shall require required requirement mandatory necessary need needed compulsory obligatory rule`,
);

/**
 * Words that deny what follows: "not", "no", "never"; "unable to", "fail to"; "exempt from" (a requirement
 * that does not apply); "unlikely to".
 */
export const NEGATORS = words(`
  not no never none nor neither nothing nobody cannot can't won't isn't aren't wasn't weren't doesn't don't
  didn't hasn't haven't hadn't shouldn't couldn't wouldn't n't unable fail fails failed failing exempt
  unlikely lack lacks lacked without instead absent`);

/** Negators that deny only the word right after them ("without GPS" is a condition, not a claim). */
export const NEAR_NEGATORS = words(`without instead absent lack lacks lacked`);

/**
 * Words a negation reaches over on its way to what it denies ("will not be", "do not expect any"): auxiliaries,
 * modals, hedges and determiners.
 */
export const TRANSPARENT = words(`
  be is are was were been being will would can could may might shall should must do does did have has had
  expect expected anticipate assess assessed believe likely probably to any a an the yet still also always
  necessarily get become becomes remain remains stay stays seem appear so far entirely fully quite very
  much longer ever all its their it them`);

/** Verbs whose object is what a claim relies on ("we can rely on GPS": GPS must be there). */
export const RELIANCE = words(`rely depend count trust use using employ leverage`);

/** Keep, stay, remain: the thing goes on as it is (the change scale, and "works" on the good scale). */
export const CONTINUITY = words(`remain stay keep continue persist`);

/** Clause boundaries inside a sentence: each clause is judged on its own. */
export const CLAUSE_WORDS = words(`but while whereas although though however yet except unless`);

/** Number words, for counts written out ("four operators"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  dozen: 12,
};

/** Words that cap or floor a figure ("no more than 12 hours", "at least 4 hours"). */
export const AT_MOST =
  /\b(?:no more than|not more than|up to|at most|under|less than|fewer than|within|maximum of|not exceed|no longer than)\s*$/i;
export const AT_LEAST =
  /\b(?:at least|no less than|not less than|more than|over|above|minimum of|in excess of|exceed(?:s|ing)?)\s*$/i;
