import {
  DRAFT_LIMITS,
  type Draft,
  type DraftCitation,
  type DraftFormatId,
  type DraftSection,
  type DraftTemplateId,
  type DraftToneId,
} from '@csw/contracts';
import { highestClassification } from '../analysis/analyze';
import { Bm25Index } from '../search/bm25';
import { questionTerms } from '../search/passage-ranking';
import { contentTerms } from '../text/tokenize';
import { checkWriting } from './checker';
import { appendSource, quoteText, sameSpan, type DraftPassage } from './sources';
import { draftDate, formatName, formatSections, matchTemplate, TEMPLATE_MATCH_TERMS } from './templates';
import { actionLine, formalAction, sectionRole } from './tone';

export interface GenerateDraftInput {
  readonly intent: string;
  readonly tone: DraftToneId;
  /** Passages retrieved for the intent from documents the user may read, best first. */
  readonly passages: readonly DraftPassage[];
  /** The moment the draft is written (its date). */
  readonly now: Date;
  /** A template chosen explicitly; otherwise the one the intent names. */
  readonly templateId?: DraftTemplateId;
}

// Words of what a section is about, to place each passage where it belongs.
const SECTION_CUES: Readonly<Record<string, string>> = {
  background: 'background history previous prior earlier origin since',
  situation: 'enemy threat adversary terrain weather area forces situation friendly civil',
  facts: 'data figures percent number report shows found',
  'key findings': 'found finding shows assessment indicates result',
  discussion: 'because however option analysis consider factor impact',
  mission: 'mission task purpose objective seize secure',
  execution: 'concept maneuver phase schedule timeline tasks movement',
  sustainment: 'supply logistics fuel ammunition maintenance medical resupply transport',
  'command and signal': 'command control signal communications radio network frequency satcom',
  recommendation: 'recommend should must propose require',
  recommendations: 'recommend should must propose require',
  rationale: 'because reason benefit cost risk',
  problem: 'problem shortfall gap lack deficiency risk',
  'what happened': 'happened occurred event during result',
  'why it happened': 'because cause reason due failure',
  'lessons learned': 'lesson learned improve sustain',
  education: 'degree school course college graduate education',
  assignments: 'assigned served commander staff assignment',
};

const REQUEST_VERBS =
  /^\s*(?:please\s+)?(?:draft|write|prepare|generate|create|make|produce|compose|build|summari[sz]e|develop|put together)\b\s*/i;
const FILLER = /^(?:(?:an?|the|me|us|new)\s+)+/i;
const LINKS = /^(?:(?:for|on|about|of|regarding|covering|to)\s+)+/i;

/** The subject of an intent: the request and the template's name taken away. */
export function intentSubject(intent: string, format: DraftFormatId): string {
  let s = intent.trim().replace(/\s+/g, ' ').replace(REQUEST_VERBS, '').replace(FILLER, '');
  if (format !== 'adaptive') {
    for (const term of TEMPLATE_MATCH_TERMS[format]) {
      const at = s.toLowerCase().indexOf(term);
      if (at !== -1) {
        s = `${s.slice(0, at)}${s.slice(at + term.length)}`.trim();
        break;
      }
    }
  }
  s = s
    .replace(FILLER, '')
    .replace(LINKS, '')
    // "an OPORD for a convoy operation": the article after the link goes too.
    .replace(FILLER, '')
    .replace(/[.!?]+$/, '')
    .trim();
  return s.length > 0 ? s : formatName(format).toLowerCase();
}

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const sectionKey = (s: string) => s.toLowerCase();

// Places each passage (after the lead one) in the section whose cues it matches best; a passage that
// matches no cue goes to the first evidence section. At most three per section.
function placePassages(
  sections: readonly string[],
  passages: readonly DraftPassage[],
): Map<string, number[]> {
  const placed = new Map<string, number[]>(sections.map((s) => [s, []]));
  if (passages.length === 0) return placed;
  const main = sections.find((s) => sectionRole(s) === 'main') ?? sections[0]!;
  placed.get(main)!.push(0);
  const evidence = sections.find((s) => sectionRole(s) === 'evidence') ?? main;
  const index = new Bm25Index(passages.map((p) => contentTerms(p.citation.quote)));
  const scores = new Map<string, Map<number, number>>();
  for (const s of sections) {
    const cues = SECTION_CUES[sectionKey(s)];
    const hits = cues ? index.search(questionTerms(`${s} ${cues}`), passages.length) : [];
    scores.set(s, new Map(hits.map((h) => [h.index, h.score])));
  }
  for (let i = 1; i < passages.length; i += 1) {
    let best = evidence;
    let bestScore = 0;
    for (const s of sections) {
      const score = scores.get(s)!.get(i) ?? 0;
      if (score > bestScore && placed.get(s)!.length < 3) {
        best = s;
        bestScore = score;
      }
    }
    placed.get(best)!.push(i);
  }
  return placed;
}

interface Writer {
  readonly cite: (i: number) => DraftCitation;
}

function decisiveSection(
  section: string,
  subject: string,
  ids: readonly number[],
  w: Writer,
  hasBluf: boolean,
): string[] {
  const role = sectionRole(section);
  const lines: string[] = [];
  if (role === 'main' && !hasBluf) lines.push(`Act on ${subject} now.`);
  if (role === 'action') lines.push(actionLine(section, subject));
  for (const i of ids) {
    const c = w.cite(i);
    lines.push(`${role === 'action' ? 'Use' : 'Note'}: "${quoteText(c.quote)}" [${c.n}].`);
  }
  if (ids.length === 0 && role === 'evidence') {
    lines.push(`Add the ${section.toLowerCase()} here: no library document covers it.`);
  }
  return lines;
}

function formalSection(
  section: string,
  subject: string,
  name: string,
  sources: number,
  ids: readonly number[],
  w: Writer,
): string[] {
  const role = sectionRole(section);
  const lines: string[] = [];
  if (role === 'main') {
    lines.push(
      `This ${name} sets out ${subject} for the consideration of its readers and draws on ${sources} ${sources === 1 ? 'document' : 'documents'} held in the library, each of which the list of sources identifies in full.`,
    );
  }
  if (role === 'action') {
    lines.push(
      `The author respectfully recommends that the approving authority ${formalAction(section, subject)}, taking into account the evidence presented in the preceding sections of this ${name}.`,
    );
  }
  ids.forEach((i, k) => {
    const c = w.cite(i);
    const q = quoteText(c.quote);
    lines.push(
      k % 2 === 0
        ? `The document entitled "${c.title}" records on page ${c.page} that "${q}" [${c.n}], a statement that bears directly on the ${section.toLowerCase()} of this matter.`
        : `In addition, page ${c.page} of "${c.title}" provides the following account, which the reader may wish to weigh alongside the foregoing: "${q}" [${c.n}].`,
    );
  });
  if (ids.length === 0 && role === 'evidence') {
    lines.push(
      `The documents available in the library do not address the ${section.toLowerCase()}, and the author will complete this section before releasing the document.`,
    );
  }
  return lines;
}

function blufLine(tone: DraftToneId, subject: string, name: string, lead: DraftCitation | undefined): string {
  if (tone === 'decisive') {
    return lead
      ? `BLUF: Act on ${subject}. Note: "${quoteText(lead.quote)}" [${lead.n}].`
      : `BLUF: Act on ${subject}.`;
  }
  return lead
    ? `Bottom line: This ${name} recommends that the reader consider ${subject} in light of the findings summarised below, the most significant of which is that "${quoteText(lead.quote)}" [${lead.n}].`
    : `Bottom line: This ${name} recommends that the reader consider ${subject}, although no document in the library addresses the matter at present.`;
}

/**
 * Writes a grounded draft: the template's sections in order, the passages placed in the section they
 * fit and cited `[n]`, in the chosen tone, with a source list, its marking (the highest of the cited
 * sources) and the writing checker's result. Deterministic: the same input gives the same draft.
 */
export function generateDraft(input: GenerateDraftInput): Draft {
  const format = input.templateId ?? matchTemplate(input.intent);
  const name = formatName(format);
  const subject = intentSubject(input.intent, format);
  const date = draftDate(input.now);
  const passages: DraftPassage[] = [];
  for (const p of input.passages) {
    if (passages.length >= DRAFT_LIMITS.maxPassages) break;
    if (!passages.some((q) => sameSpan(q.citation, p.citation))) passages.push(p);
  }
  const sections = formatSections(format);
  const placed = placePassages(sections, passages);
  const citations: DraftCitation[] = [];
  const numberOf = new Map<number, DraftCitation>();
  const writer: Writer = {
    cite: (i) => {
      const known = numberOf.get(i);
      if (known) return known;
      const c = { n: citations.length + 1, ...passages[i]!.citation };
      numberOf.set(i, c);
      citations.push(c);
      return c;
    },
  };
  const sourceDocs = new Set(passages.map((p) => p.citation.documentId)).size;
  const memo = format === 'policy-memo';
  const lead = passages.length > 0 ? writer.cite(0) : undefined;

  let text = memo
    ? `OFFICE SYMBOL${' '.repeat(40)}${date}\n\nMEMORANDUM FOR RECORD\n\nSUBJECT: ${capitalise(subject)}\n\n`
    : `${capitalise(subject)}\n${name}, ${date}\n\n`;
  const noun = format === 'adaptive' ? 'paper' : name === name.toUpperCase() ? name : name.toLowerCase();
  const bluf = blufLine(input.tone, subject, noun, lead);
  // The bottom line opens the first section when that section states the main point; otherwise it
  // stands alone above the sections.
  const blufInSection = sectionRole(sections[0]!) === 'main';
  if (!blufInSection) text += `${bluf}\n\n`;
  const out: DraftSection[] = [];
  sections.forEach((section, k) => {
    const ids = placed.get(section) ?? [];
    const usable = ids.filter((i) => i !== 0);
    const body = [
      ...(k === 0 && blufInSection ? [bluf] : []),
      ...(input.tone === 'decisive'
        ? decisiveSection(section, subject, usable, writer, k === 0 && blufInSection)
        : formalSection(section, subject, noun, sourceDocs, usable, writer)),
    ];
    const start = text.length;
    const heading = format === 'opord' ? `${k + 1}. ${section.toUpperCase()}` : section;
    text += memo ? `${k + 1}. ${section}: ${body.join(' ')}\n\n` : `${heading}\n\n${body.join(' ')}\n\n`;
    out.push({
      heading: section,
      start,
      end: text.length - 2,
      citations: usable.map((i) => writer.cite(i).n),
    });
  });
  if (memo) {
    text += `${sections.length + 1}. The point of contact for this memorandum is the undersigned.\n\n\n\n\n${' '.repeat(40)}NAME (ALL CAPS)\n${' '.repeat(40)}Rank, Branch\n${' '.repeat(40)}Title\n`;
  }
  for (const c of citations) text = appendSource(text, c);
  text = `${text.replace(/\s+$/, '')}\n`;
  return {
    format,
    formatName: name,
    tone: input.tone,
    intent: input.intent,
    subject,
    date,
    text,
    sections: out,
    citations,
    classification: highestClassification(citations),
    check: checkWriting(text, { format }),
  };
}
