import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-error';

/** No schema is recursive; only free-form typeMetadata and permission conditions nest at will, and never this deep. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply `text` nests arrays and objects, counted in one pass over the characters (brackets
 * inside strings do not count), stopping as soon as it passes `limit`.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Parses JSON bodies with Fastify's own parser (prototype poisoning refused) after refusing one
 * nested deeper than MAX_JSON_DEPTH with a 400, so nothing that walks a body later (the control
 * character check, zod) meets an unbounded depth. The size is bounded by the route's bodyLimit.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) return done(badRequest(`body: nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
    return parse(request, body as string, done);
  });
}
