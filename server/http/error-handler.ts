// Every error becomes an envelope: refusals (ApiError) with their code and HTTP status, malformed requests
// with 400 V103 naming the field, and faults with 500 E101 — logged, never with a stack trace in the answer.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from '../services/api-error.ts';
import { httpStatusOf } from './http-status.ts';
import { envelope } from './envelope.ts';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const body = envelope(error.status, undefined, error.params);
      if (error.field) body.field = error.field;
      return reply.status(httpStatusOf(error.status)).send(body);
    }
    if ('validation' in error && error.validation) {
      const field = fieldOf(error);
      return reply.status(400).send({ ...envelope('V103', undefined, [field]), field });
    }
    const code = (error as FastifyError).statusCode;
    if (code !== undefined && code >= 400 && code < 500) {
      // Unreadable JSON, wrong content type, body too large…: the client's fault, named as the body.
      return reply.status(400).send({ ...envelope('V103', undefined, ['body']), field: 'body' });
    }
    request.log.error({ err: error }, 'fault');
    return reply.status(500).send(envelope('E101'));
  });
}

function fieldOf(error: FastifyError): string {
  const first = error.validation?.[0];
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  const path = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  return missing ?? (path || error.validationContext || 'body');
}
