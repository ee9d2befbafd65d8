import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { readPackageVersion } from '../package-version';

/** Where the API documents itself: the OpenAPI document and its browsable page. */
export const OPENAPI_PATHS = { document: '/openapi.json', page: '/docs' } as const;

/** A route as registered: what the route-table test walks. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, in order (HEAD routes Fastify adds left out). */
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * The OpenAPI 3.1 document, generated from the zod schemas each route declares (the same schemas
 * the domain contracts share with the client), served as /openapi.json and browsable at /docs.
 * Register before any route: the document is built from the routes registered after it.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registered.push({ method, url: route.url, schema: route.schema });
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Facility Service Portal API',
        version: readPackageVersion(),
        description: 'Portal calls under /v3/ssp, sign-in under /v3/auth. Errors answer { statusCode, error, message }; the message is meant for the user.',
      },
      components: {
        securitySchemes: {
          accessToken: { type: 'http', scheme: 'bearer', description: 'The access token (also accepted as the ssp_access_token cookie).' },
        },
      },
      security: [{ accessToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: OPENAPI_PATHS.page,
    staticCSP: true,
    // The documentation pages have their own policy (swagger-ui's scripts); like every page, never framed.
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
  app.get(OPENAPI_PATHS.document, { schema: { hide: true } }, async () => app.swagger());
}
