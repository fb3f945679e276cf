const LEAD_IN = /^(?:(?:please|kindly)\s+|(?:can|could|would|will)\s+you\s+)+/i;
const VERB = /^(?:search(?:\s+for)?|find|look\s+(?:up|for)|lookup|locate|retrieve|show(?:\s+me)?|get)\b\s*/i;
const OBJECT =
  /^(?:(?:the|our|my|all|any)\s+)?(?:library|knowledge\s+base|documents?|docs|files|reports?)\b\s*/i;
const LINK = /^(?:for|about|on|regarding|mentioning|concerning|that\s+mentions?|with)\s+/i;

/**
 * The search words of a command the command bar routed to REVIEW: "search the library for KESTREL
 * activity" becomes "KESTREL activity". A sentence that does not start like a search is kept whole.
 */
export function queryFromCommand(command: string): string {
  const text = command.trim().replace(/[?.!]+$/, '');
  let rest = text.replace(LEAD_IN, '');
  const afterVerb = rest.replace(VERB, '');
  if (afterVerb === rest) return text;
  rest = afterVerb.replace(OBJECT, '').replace(LINK, '').trim();
  return rest || text;
}
