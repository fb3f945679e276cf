import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/**
 * How deep a JSON body may nest (objects and arrays). Every body the product sends is a few levels deep;
 * anything deeper is refused at the edge, before any handler, so that no code walking a stored value (the
 * withholding of sources, a data export, the serialiser) meets a depth that overflows its stack.
 */
export const MAX_JSON_DEPTH = 64;

export const tooDeepMessage = (max = MAX_JSON_DEPTH) =>
  `The request body nests deeper than ${max} levels. Send flatter JSON.`;

/**
 * The deepest nesting of objects and arrays in a JSON text, read in one pass without parsing or recursion
 * (brackets inside strings do not count). Stops counting once `limit` is exceeded.
 */
export function jsonNestingDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return deepest;
}

/**
 * JSON bodies go through Fastify's own parser (prototype poisoning refused), after their depth is checked
 * on the text: a body nested deeper than MAX_JSON_DEPTH answers 400 with a clear message.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingDepth(body as string, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(new HttpError(400, tooDeepMessage(), 'BODY_TOO_DEEP'), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
