/**
 * The server side of `npm run bench:server`, in its own process (so the load generator does not share its
 * event loop): opens the database given on the command line, seeds the demo site and 32 bench players, listens
 * on 127.0.0.1, and prints one JSON line { url, tokens, players } for the parent. Stops on SIGTERM.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/store/database.ts';
import { seedDemoSite } from '../server/store/seed-demo.ts';
import { startSession } from '../server/services/sessions.ts';
import { seedHistory } from './seed-history.ts';

const [kind, location] = process.argv.slice(2) as [string, string];
const CLIENTS = 32;
// Wednesday 10:00 GMT+8, fixed: the evening draws' 19:00–19:30 closed window must not skew a run.
const clock = { now: () => Date.UTC(2026, 10, 18, 2, 0) };

const database = await openDatabase(kind === 'postgres' ? { url: location } : { dataDir: location });
await seedDemoSite(database.db, new Date(clock.now()));
const agent = await database.db
  .selectFrom('users')
  .selectAll()
  .where('username_key', '=', 'agent1')
  .executeTakeFirstOrThrow();
const tokens: string[] = [];
const players: string[] = [];
for (let index = 0; index < CLIENTS; index++) {
  const username = `bench${index}`;
  const row = await database.db
    .insertInto('users')
    .values({
      site_id: agent.site_id,
      username,
      username_key: username,
      role: 'member',
      parent_id: agent.id,
      path: 'pending',
      password_hash: agent.password_hash,
      credit_limit_cents: 100_000_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .updateTable('users')
    .set({ path: `${agent.path}${row.id}/` })
    .where('id', '=', row.id)
    .execute();
  await database.db
    .insertInto('user_games')
    .values(['M', 'P', 'T', 'L'].map((draw_type) => ({ user_id: row.id, draw_type })))
    .execute();
  tokens.push(await startSession({ db: database.db, clock }, row.id));
  players.push(username);
}
// BENCH_HISTORY_TICKETS (history.bench.ts): bench0 gets that many prior tickets, settled, with their stakes
// in its ledger, so its bets can be compared with a new player's.
const history = Number(process.env.BENCH_HISTORY_TICKETS ?? 0);
// BENCH_TICKET_CAP (whale.bench.ts): the site's cap on the tickets one bet may write.
if (process.env.BENCH_TICKET_CAP)
  await database.db
    .updateTable('sites')
    .set({ max_tickets_per_bet: Number(process.env.BENCH_TICKET_CAP) })
    .where('id', '=', agent.site_id)
    .execute();
if (history > 0) await seedHistory(database.db, players[0] as string, history, new Date(clock.now()));
const app = await buildApp({ db: database.db, clock });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url, tokens, players })}\n`);

const profiler = new Session();
profiler.connect();
const post = (method: string) =>
  new Promise<unknown>((resolve, reject) =>
    profiler.post(method, (error, result) => (error ? reject(error) : resolve(result))),
  );
process.on('message', async (message) => {
  // BENCH_PROFILE: the parent profiles only the load, not the start-up (initdb, migrations, demo results).
  if (message === 'profile-start') return void (await post('Profiler.enable'), await post('Profiler.start'));
  if (message === 'profile-stop') {
    const { profile } = (await post('Profiler.stop')) as { profile: object };
    mkdirSync('/tmp/prof', { recursive: true });
    writeFileSync(`/tmp/prof/bench-${kind}-${Date.now()}.cpuprofile`, JSON.stringify(profile));
    return;
  }
  if (message !== 'count') return;
  const bets = await database.db
    .selectFrom('bets')
    .select(database.db.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  process.send?.(Number(bets.n));
});
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
