/**
 * English stop words: function words that carry no topic. "down", "off" and "out" are kept as
 * content words on purpose: "the radar is down" is the point of the sentence. Used by search terms, themes and the
 * embedder. Kept as a plain list so that every module agrees on it.
 */
const WORDS = `a about above after again against all also am an and any are aren't as at be because been
before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing
don't during each either etc few for from further had hadn't has hasn't have haven't having he he'd
he'll he's her here here's hers herself him himself his how how's however i i'd i'll i'm i've if in into
is isn't it it's its itself just let's may me might more most must mustn't my myself neither no nor not
of on once only or other ought our ours ourselves over own per same shall shan't she she'd
she'll she's should shouldn't so some such than that that's the their theirs them themselves then there
there's therefore these they they'd they'll they're they've this those though through thus to too under
until up upon us very via was wasn't we we'd we'll we're we've were weren't what what's when when's where
where's whether which while who who's whom whose why why's will with within without won't would wouldn't
yet you you'd you'll you're you've your yours yourself yourselves`;

export const STOP_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));

/** True for a function word (compared in lower case). */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}
