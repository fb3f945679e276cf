// Reflow of text from PDF and Word files before it is read: a printed page breaks lines inside sentences,
// splits words at line ends, repeats its banners and prints page numbers; none of that is the document's
// text. Runs on the pages of one document (the banners are found by their repetition across pages).

/** Lines at the top and at the bottom of a page where running banners, markings and page numbers stand. */
const EDGE_LINES = 2;
/** A line this share of the page's longest line or more reached the right margin: its paragraph goes on. */
const FULL_LINE = 0.7;
/** Lines this long at most (characters) are no printed page's width: none of them reached a margin. */
const MIN_PRINTED_WIDTH = 40;

const PAGE_NUMBER = /^(?:page\s+)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$|^[-–—]\s*\d{1,4}\s*[-–—]$/i;
// A line that starts an item of its own: a paragraph number, a lettered or bulleted item, a rule id, a
// timeline entry ("0905  ROM site ...") or a table row of a text table.
const ITEM_START =
  /^\s*(?:\d{1,2}[.)]\s|\d{1,2}(?:\.[A-Za-z0-9]{1,3})+\.?\s|[a-zA-Z][.)]\s|\(\d{1,2}\)\s|\([a-z]\)\s|[A-Z]{1,4}-\d{1,3}\.?\s|[-•*▪◦]\s|\d{4}\s{2,}|\|)/;
const TERMINAL = /[.!?:;]["')\]]?$/;
const OPEN_END = /(?:\b(?:and|or|of|the|to|at|in|on|for|with|by|from|a|an|per|than)|[,&+/-])$/i;

const letters = (s) => s.replace(/[^A-Za-z]/g, '');
const isCapitals = (s) => letters(s).length >= 2 && letters(s) === letters(s).toUpperCase();
const words = (s) => s.trim().split(/\s+/).filter(Boolean).length;
/** A banner compared across pages: spaces collapsed, numbers made alike ("Page 3 of 9" = "Page 4 of 9"). */
const bannerKey = (line) => line.trim().replace(/\s+/g, ' ').replace(/\d+/g, '#').toUpperCase();

/** The indexes of a page's first and last few non-blank lines. */
function edgeIndexes(lines) {
  const filled = lines.map((l, i) => (l.trim() ? i : -1)).filter((i) => i !== -1);
  return [...new Set([...filled.slice(0, EDGE_LINES), ...filled.slice(-EDGE_LINES)])];
}

/**
 * Removes page numbers and the banners repeated at the edges of the pages (a classification marking, a
 * running header or footer), keeping the first occurrence of each banner so the document still says once
 * what it is marked.
 */
export function removeRepeatedEdges(pages) {
  const split = pages.map((text) => text.split('\n'));
  // On how many pages each edge line stands: a banner repeats from page to page (one page's own top and
  // bottom marking is not a repetition of pages, and stays).
  const seen = new Map();
  for (const lines of split)
    for (const key of new Set(edgeIndexes(lines).map((i) => bannerKey(lines[i]))))
      seen.set(key, (seen.get(key) ?? 0) + 1);
  const kept = new Set();
  return split.map((lines) => {
    const drop = new Set();
    for (const i of edgeIndexes(lines)) {
      const line = lines[i].trim();
      const key = bannerKey(line);
      if (PAGE_NUMBER.test(line)) drop.add(i);
      else if ((seen.get(key) ?? 0) >= 2) {
        if (kept.has(key)) drop.add(i);
        else kept.add(key);
      }
    }
    return lines.filter((_, i) => !drop.has(i)).join('\n');
  });
}

/** Whether two lines of one block belong to one paragraph (or one table row). */
function continues(line, next, fullWidth) {
  const current = line.trim();
  const following = next.trim();
  if (!current || !following) return false;
  if (ITEM_START.test(next)) return false;
  // Letterhead, banners and headings in capitals stand on lines of their own.
  if (isCapitals(current) && (words(current) <= 8 || isCapitals(following))) return false;
  if (isCapitals(following) && words(following) <= 5 && !OPEN_END.test(current)) return false;
  // The rest of a sentence, or of a table cell ("reserve)", "2,884 gal").
  if (/^[a-z0-9(]/.test(following)) return true;
  const full = fullWidth >= MIN_PRINTED_WIDTH && current.length >= fullWidth * FULL_LINE;
  // A line cut before a word that cannot end it ("... at the", "... 2,500 gal,").
  if (!TERMINAL.test(current)) return full || OPEN_END.test(current);
  // A sentence that ended at the margin: the paragraph goes on. A short line closed it (a title, a heading).
  return full;
}

/**
 * Joins the lines of each paragraph (a block between blank lines) that the page broke inside it, and
 * undoes hyphenation at line ends ("move-\nment" is "movement"; a word the document hyphenates elsewhere,
 * "far-side", keeps its hyphen). Numbered and lettered items, bullets and headings keep their own lines,
 * so a table row whose cells wrapped over several lines becomes one line again.
 */
export function joinBrokenLines(text, wholeText = text) {
  const lines = text.split('\n');
  const fullWidth = Math.max(0, ...lines.map((l) => l.trim().length));
  const out = [];
  for (const line of lines) {
    const previous = out.length > 0 ? out[out.length - 1] : null;
    if (previous !== null && continues(previous, line, fullWidth)) {
      const hyphen = /([A-Za-z]+)-$/.exec(previous.trimEnd());
      const head = /^([a-z]+)/.exec(line.trim());
      if (hyphen && head) {
        // A word split at the margin loses its hyphen, a compound the document writes with one keeps it.
        const compound = wholeText.includes(`${hyphen[1]}-${head[1]}`);
        out[out.length - 1] = `${previous.trimEnd().slice(0, compound ? undefined : -1)}${line.trim()}`;
      } else out[out.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
    } else out.push(line);
  }
  return out.join('\n');
}

/** The pages of a PDF or Word file as text to read: banners and page numbers removed, paragraphs joined. */
export function reflowPages(pages) {
  const cleaned = removeRepeatedEdges(pages);
  const whole = cleaned.join('\n');
  // A line's width is judged on its own page's longest line, a hyphenated word against the whole text.
  return cleaned.map((text) => joinBrokenLines(text, whole));
}
