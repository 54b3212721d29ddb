// Filled in by the session work of issue 3.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../services/context.ts';

export function sessionRoutes(_app: FastifyInstance, _ctx: ServiceContext): void {}
