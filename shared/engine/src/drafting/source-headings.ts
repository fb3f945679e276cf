/**
 * The headings staff writing gives the parts of a document (FM 5-0's five paragraphs and their older
 * names, FM 6-0's AAR, a threat update's parts), as the template section each part fills. A source that
 * files a sentence under "4. SUSTAINMENT." or "SUSTAINS" says itself which section the sentence is for.
 * Matched against the whole heading, numbering and closing stop removed.
 */
const SECTION_HEADINGS: Readonly<Record<string, RegExp>> = {
  situation:
    /^(?:(?:general |enemy |friendly |current )?situation|enemy(?: forces| activity| situation)?|(?:threat|enemy)(?: assessment| update)?|assessment|area of operations|terrain(?: and weather)?|weather)$/,
  execution:
    /^(?:execution|concept of (?:the )?operations?|scheme of (?:movement and )?maneuver|movement|tasks(?: to subordinate units)?|coordinating instructions|actions on contact|safety|procedures)$/,
  sustainment:
    /^(?:sustainment|(?:combat )?service support|logistics|administration and logistics|supply|medical(?: support)?|maintenance)$/,
  'command and signal': /^(?:command and (?:signal|control)|signal|communications?|command)$/,
  'mission overview':
    /^(?:mission(?: overview)?|what was supposed to happen|what was planned|(?:the )?plan|intent)$/,
  'what happened': /^(?:what (?:actually )?happened|events|chronology|sequence of events)$/,
  'why it happened': /^(?:why (?:it|things) happened|causes?|analysis)$/,
  sustains: /^(?:sustains?|what went well|strengths)$/,
  improves: /^(?:improves?|what went wrong|(?:areas )?(?:to|for) improve(?:ment)?|shortfalls|weaknesses)$/,
  'lessons learned': /^(?:lessons?(?: learned)?|recommendations?|way ahead)$/,
};

// A heading line: numbered ("4.", "a.", "(1)") or not, in capitals or in Markdown, short, no sentence in it.
const HEADING_LINE =
  /^[ \t]*(?:#{1,6}[ \t]+)?(?:(?:\d+|[a-zA-Z]|\(\d+\)|\([a-z]\))[.)][ \t]+)?([A-Za-z][A-Za-z &/,'-]{1,60}?)[ \t]*[.:]?[ \t]*$/;

/** The heading a line is, lower case without numbering and stop, or null for a line of prose. */
export function headingOf(line: string): string | null {
  const m = HEADING_LINE.exec(line);
  if (!m) return null;
  const words = m[1]!.trim();
  // Capitals ("SUSTAINMENT") or Markdown or Title Case of a few words; prose of six words or more is not.
  const markdown = /^[ \t]*#/.test(line);
  const capitals = words === words.toUpperCase();
  if (!markdown && !capitals && words.split(/\s+/).length > 5) return null;
  if (
    !markdown &&
    !capitals &&
    !/^(?:[A-Z][a-z]*|and|of|the|to|on|it)(?:\s+(?:[A-Z][a-z]*|and|of|the|to|on|it))*$/.test(words)
  )
    return null;
  return words.toLowerCase().replace(/\s+/g, ' ');
}

/** The template section a heading names, among `sections`, or null. */
export function sectionOfHeading(heading: string, sections: readonly string[]): string | null {
  return sections.find((s) => SECTION_HEADINGS[s.toLowerCase()]?.test(heading)) ?? null;
}

/**
 * The heading each offset of a text stands under: for each sentence start asked, the last heading line
 * before it, or null. One pass over the lines.
 */
export function headingsAt(text: string, offsets: readonly number[]): (string | null)[] {
  const headings: Array<{ at: number; heading: string }> = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const heading = headingOf(line);
    if (heading) headings.push({ at, heading });
    at += line.length + 1;
  }
  return offsets.map((offset) => {
    let found: string | null = null;
    for (const h of headings) {
      if (h.at > offset) break;
      found = h.heading;
    }
    return found;
  });
}
