// Serves the built client from the same origin as the API, with index.html for the app's own routes
// (/login/, /sheet/ …) so a reload on any screen works.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { envelope } from './envelope.ts';

const API_PREFIXES = ['/FDAPI/', '/masterapi/', '/config/', '/admin/', '/Result/', '/DrawResultL/', '/Jackpot/'];

/** Serves the client when there is one; an unknown API path is always 404 with the envelope (E120). */
export async function serveClient(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  if (clientDir) {
    if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`no built client in ${clientDir}`);
    await app.register(fastifyStatic, { root: clientDir, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.toLowerCase().startsWith(prefix.toLowerCase()));
    const isPageRead = request.method === 'GET' || request.method === 'HEAD';
    if (!clientDir || !isPageRead || isApi) return reply.status(404).send(envelope('E120'));
    return reply.sendFile('index.html');
  });
}
