import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE, fieldWithControlCharacters } from '../../domain/api/control-characters';
import { badRequest } from '../http-error';

/**
 * Refuses control characters (NUL included) in every route's params, query and JSON body before
 * the route's own schema runs, with a 400 naming the field. One hook instead of a refinement on
 * each of the schemas' strings: a route added later cannot forget it. Multipart text fields are
 * checked where they are read (storage/read-upload.ts).
 */
export function registerInputTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const field = fieldWithControlCharacters(value);
      if (field !== null) throw badRequest(`${field || part}: ${CONTROL_CHARACTER_MESSAGE}`);
    }
  });
}
