// A local push service for tests (web-push-testing): it hands out subscriptions the way a browser's push
// service does, takes the server's encrypted, VAPID-signed messages at their endpoints, checks and decrypts
// them, and tells what each subscription received. Nothing leaves the machine.
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';

const require = createRequire(import.meta.url);

interface PushTestingServer {
  startServer(): void;
  _server?: { close(done: () => void): void; once(event: string, listener: () => void): void; listening: boolean };
}

export interface LocalSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface LocalPushService {
  subscribe(applicationServerKey: string): Promise<LocalSubscription>;
  /** The decrypted payloads this subscription received, oldest first. */
  messages(clientHash: string): Promise<string[]>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => object };
  const Server = require('web-push-testing/src/server.js') as new (model: object, port: number) => PushTestingServer;
  const port = await freePort();
  const service = new Server(new PushApiModel(), port);
  service.startServer();
  const listening = service._server;
  if (listening && !listening.listening) await new Promise<void>((resolve) => listening.once('listening', resolve));
  const base = `http://localhost:${port}`;
  const post = async (path: string, body: object) => {
    const answer = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await answer.json()) as { data: unknown };
  };
  return {
    async subscribe(applicationServerKey) {
      return (await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })).data as LocalSubscription;
    },
    async messages(clientHash) {
      return ((await post('/get-notifications', { clientHash })).data as { messages: string[] }).messages;
    },
    close: () => new Promise<void>((resolve) => (listening ? listening.close(() => resolve()) : resolve())),
  };
}
