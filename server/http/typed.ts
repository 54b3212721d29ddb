// The routes' view of the app with TypeBox's type provider: a route's `schema` (contract/requests/) then
// types its request.body, query and params, so the shape is written once. Types only: validation stays
// with Fastify's own Ajv, whose first error names the field (http/error-handler.ts → 400 V103).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

export const typed = (server: FastifyInstance) => server.withTypeProvider<TypeBoxTypeProvider>();
