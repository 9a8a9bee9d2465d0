import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../errors.js';

/** One JSON shape for every error; 5xx details stay in the log, never in the response. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((v) => ({
        path: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'is invalid',
      }));
      const message = problems.map((p) => `${p.path}: ${p.message}`).join('; ');
      return reply
        .code(400)
        .send(errorBody('validation/invalid-request', `Invalid request: ${message}.`, { problems }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply.code(status).send(errorBody('validation/invalid-request', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(errorBody('internal', 'Something went wrong on our side. It has been logged; please try again.'));
  });
}
