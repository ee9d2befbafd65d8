import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { withoutQueryParameters } from '../../domain/error-reporting/scrub';
import type { ErrorReporter } from '../error-reporting/reporter';
import { HttpError } from '../http-error';

/** The JSON body of every error answer. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message };
}

/**
 * An unexpected error as the log may keep it: a failed query's message and stack carry its
 * parameters (names, emails, phone numbers, note text), and a database error's detail the values of
 * a violated key, so neither is logged; the SQL text, the error's kind and code are.
 */
export function loggableError(error: Error): { type: string; message: string; stack?: string; code?: string; cause?: object } {
  const message = withoutQueryParameters(error.message);
  const stack = error.stack?.replace(error.message, message);
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? loggableError(error.cause) : undefined;
  return { type: error.name, message, stack, ...(typeof code === 'string' ? { code } : {}), ...(cause ? { cause } : {}) };
}

/**
 * Turns every failure into a JSON answer with a readable message: validation problems name the
 * field, known client errors keep their message, and anything unexpected is logged, reported
 * (client errors never are) and answered 500 without internals.
 */
export function registerErrorHandling(app: FastifyInstance, reporter: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = field ? `${field}: ` : error.validationContext ? `${error.validationContext}: ` : '';
      return reply.status(400).send(errorBody(400, `${where}${first.message}`));
    }
    if (error instanceof HttpError) return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type, rate limit).
      return reply.status(status).send(errorBody(status, error.message));
    }
    request.log.error({ error: loggableError(error) }, 'request failed');
    reporter.report(error, request);
    return reply.status(500).send(errorBody(500, 'An unexpected error occurred. Please try again.'));
  });
}
