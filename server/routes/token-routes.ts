// Filled in by the token work of issue 3.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../services/context.ts';

export function tokenRoutes(_app: FastifyInstance, _ctx: ServiceContext): void {}
