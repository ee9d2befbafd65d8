import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the server's unexpected errors go: see ErrorReporter. */
    errorReporter: ErrorReporter;
  }
}

/** Where the server's unexpected errors go (docs/product/error-reporting.md). */
export interface ErrorReporter {
  /** Reports an error that made a request fail with a 500, with who made the request. */
  report(error: Error, request: FastifyRequest): void;
  /** Reports a promise rejection nobody handled (see watchUnhandledRejections), as unhandled. */
  reportUnhandledRejection(reason: unknown): void;
  /** Sends what is still queued, waiting at most `timeoutMs`. */
  flush(timeoutMs: number): Promise<void>;
}
