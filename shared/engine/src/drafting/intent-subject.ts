import { DRAFT_CATEGORIES, type DraftFormatId, type DraftTemplateId } from '@csw/contracts';
import { staffFormat } from '../formats/registry';
import { formatMatchTerms, formatName, matchTemplate } from './templates';

const REQUEST_VERBS =
  /^\s*(?:please\s+)?(?:draft|write|prepare|generate|create|make|produce|compose|build|summari[sz]e|develop|put together)\b\s*/i;
const FILLER = /^(?:(?:an?|the|me|us|new)\s+)+/i;
const LINKS = /^(?:(?:for|on|about|of|regarding|covering|to)\s+)+/i;

/** The intent's own words for its subject, the request and the template's name taken away; '' when none. */
function subjectWords(intent: string, format: DraftFormatId): string {
  let s = intent.trim().replace(/\s+/g, ' ').replace(REQUEST_VERBS, '').replace(FILLER, '');
  // "Generate After Action Review" (a category's Use button) names the kind of document, nothing more.
  for (const category of DRAFT_CATEGORIES) {
    const at = s.toLowerCase().indexOf(category.toLowerCase());
    if (at !== -1) {
      s = `${s.slice(0, at)}${s.slice(at + category.length)}`.trim();
      break;
    }
  }
  for (const term of formatMatchTerms(format)) {
    const at = s.toLowerCase().indexOf(term);
    if (at === -1) continue;
    // "FRAGO 08 to OPORD 27-03" names a document: its title stays whole. Only the kind of document asked
    // for ("a FRAGO for the route clearance") is taken away.
    if (/^\s*[A-Z]?\d/.test(s.slice(at + term.length))) break;
    s = `${s.slice(0, at)} ${s.slice(at + term.length)}`.replace(/\s+/g, ' ').trim();
    break;
  }
  s = s
    .replace(FILLER, '')
    .replace(LINKS, '')
    // "an OPORD for a convoy operation": the article after the link goes too.
    .replace(FILLER, '')
    .replace(/[.!?]+$/, '')
    .trim();
  return s;
}

/** The subject of an intent: the request and the template's name taken away. */
export function intentSubject(intent: string, format: DraftFormatId): string {
  return subjectWords(intent, format) || formatName(format).toLowerCase();
}

/**
 * Whether an intent names only the kind of document ("Generate Operations Order"): the draft is then the
 * template's outline for the writer to fill, with nothing retrieved for a subject nobody named.
 */
export function namesNoSubject(intent: string, format: DraftFormatId = matchTemplate(intent)): boolean {
  return subjectWords(intent, format) === '';
}

/**
 * The subject as a noun phrase in running prose: with "the" when the intent wrote it so ("an AAR for
 * the last field training exercise" gives "the last field training exercise"), as written otherwise.
 */
export function subjectPhrase(intent: string, subject: string): string {
  const lower = intent.toLowerCase().replace(/\s+/g, ' ');
  const s = subject.toLowerCase();
  // "a convoy resupply operation" is "the convoy resupply operation" once it has been named.
  return lower.includes(`the ${s}`) || lower.includes(`a ${s}`) || lower.includes(`an ${s}`)
    ? `the ${subject}`
    : subject;
}

/** Candidate passages the server retrieves for a draft: more than a draft cites, so that each section can take the kinds it needs. */
export const DRAFT_CANDIDATE_PASSAGES = 60;

/**
 * The query to retrieve a draft's passages with: the intent's subject (the request and the template's
 * name say nothing about the library), and for some templates the words of what they report on.
 */
export function draftQuery(intent: string, templateId?: DraftTemplateId): string {
  const format = templateId ?? matchTemplate(intent);
  const subject = intentSubject(intent, format);
  // What a format's reader looks for besides the subject: an AAR draws on after-action reviews and lessons.
  const cue = staffFormat(format)?.draft?.queryCue;
  return cue ? `${subject} ${cue}` : subject;
}
