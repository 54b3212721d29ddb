// The real test server (tests/server/support/test-server.ts: demo site, fake clock, PGlite or PostgreSQL)
// listening on 127.0.0.1 on a free port, so the fetch adapters talk to it over real HTTP.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '../../server/support/test-server.ts';

export interface ListeningServer extends TestServer {
  /** 'http://127.0.0.1:{port}': the config base, and the API base /config answers. */
  origin: string;
}

export async function startListeningServer(): Promise<ListeningServer> {
  const server = await startTestServer();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  return { ...server, origin: `http://127.0.0.1:${port}` };
}

/** An origin on which nothing listens: a port taken and released again. */
export async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A raw HTTP server with a fixed behaviour (a gateway's error page, a server that never answers). */
export async function rawServer(
  handler: Parameters<typeof createServer>[1],
): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
