/**
 * The bench server (bench-server.ts) in its own process, as in production, so a load generator never
 * shares its event loop: started with the database given, answered by its { url, tokens, players } line;
 * and the Fastify hello-world (hello-server.ts) the same way.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const serverScript = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
const helloScript = fileURLToPath(new URL('./hello-server.ts', import.meta.url));

export interface BenchServer {
  child: ChildProcess;
  url: string;
  /** One session token per bench player, in the players' order. */
  tokens: string[];
  players: string[];
}

/** Starts the server and waits for the line it prints once listening. */
export function startBenchServer(
  kind: string,
  location: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<BenchServer> {
  return forkServer<Omit<BenchServer, 'child'>>(serverScript, [kind, location], env);
}

/** A Fastify hello-world (hello-server.ts): the yardstick PostBet is printed beside. */
export function startHelloServer(): Promise<{ child: ChildProcess; url: string }> {
  return forkServer<{ url: string }>(helloScript, [], process.env);
}

async function forkServer<Line>(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<Line & { child: ChildProcess }> {
  const child = fork(script, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    if (line.startsWith('{')) return { child, ...(JSON.parse(line) as Line) };
  }
  throw new Error(`${script} stopped before listening`);
}

export async function stopBenchServer(server: { child: ChildProcess }): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}
