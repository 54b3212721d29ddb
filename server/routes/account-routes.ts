// Filled in by the account work of issue 3.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../services/context.ts';

export function accountRoutes(_app: FastifyInstance, _ctx: ServiceContext): void {}
