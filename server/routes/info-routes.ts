// Filled in by the info work of issue 3.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../services/context.ts';

export function infoRoutes(_app: FastifyInstance, _ctx: ServiceContext): void {}
