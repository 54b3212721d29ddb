// Every route the app answers, read from Fastify's own route tree (printRoutes), so a route added later is
// fuzzed without anyone remembering to list it.
import type { FastifyInstance } from 'fastify';

export interface Route {
  method: 'GET' | 'POST' | 'HEAD';
  /** The path, with `:param` segments as Fastify writes them. */
  path: string;
}

/** Parses lines like `│   └── /brand (GET, HEAD)`: depth from the indent, path from the parents. */
export function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = `${stack[depth - 1] ?? ''}${match[2]}`;
    stack.push(path);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'GET' || method === 'POST' || method === 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}
