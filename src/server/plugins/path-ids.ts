import type { FastifyInstance } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Writes every id in a route's path in lower case before the route sees it, so an id sent in upper
 * or mixed case names the same record everywhere: PostgreSQL compares uuids regardless of case, but
 * code that compares them as strings (answers matched to the id asked for) does not. One hook for
 * every route, like the control-character check.
 */
export function registerPathIdNormalising(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (!params) return;
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' && UUID.test(value)) params[name] = value.toLowerCase();
    }
  });
}
