// What no schema says for every field at once: a text holding a NUL character (PostgreSQL cannot store
// one and answers "invalid byte sequence", a 500) and a number that is not finite (Ajv coerces "Infinity"
// and "1e309" to Infinity and, in the version Fastify uses, compares the string with the bounds, so it
// passes `maximum`). Both are 400 V103 naming the field, checked after the schema's coercion and after the
// session guard, so a caller without a session learns nothing about the body.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../services/api-error.ts';

/** The first field (dotted path) holding a NUL in a key or a text, or a number that is not finite. */
export function unfitField(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path || 'body';
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = unfitField(item, here);
    if (found !== undefined) return found;
  }
  return undefined;
}

function refuseUnfitInput(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const field = unfitField(part);
    if (field !== undefined) throw new ApiError('V103', [field], field);
  }
}

/** Every route: preHandler runs after validation and after the session guard (a preValidation hook). */
export function guardInput(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => refuseUnfitInput(request));
}
