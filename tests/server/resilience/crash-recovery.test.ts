// Crashes: `kill -9` of a real server process at a random point under 32 concurrent bettors,
// a restart on the same data (PGlite's data directory, or the PostgreSQL database), and every ClientRef
// resolved the way the app resolves it (the same PostBet again until definitive). Then, from the database
// itself: each ClientRef has exactly one bet (none lost, none doubled), every bet answered S100 before the
// crash is the one on record, and each player's ledger equals minus the stakes of their bets.
// CRASH_ITERATIONS sets how many kills (a handful here; `npm run soak` runs many).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/store/database.ts';
import { DEMO_PIN } from '../../../server/store/seed-demo.ts';
import { seededRandom } from '../support/fault-proxy.ts';
import {
  scratchPostgres,
  startServerProcess,
  type ServerProcess,
  type ServerProcessOptions,
} from '../support/server-process.ts';
import { postBet, postBetUntilDefinitive, wireLogin, type BetRequest } from '../support/wire-client.ts';

const ITERATIONS = Number(process.env.CRASH_ITERATIONS ?? 3);
const BETTORS = 32;
const MEMBERS = ['member1', 'member2', 'member3', 'memberx'];
const CREDIT_CENTS = 100_000_000;
/** A claim older than this is taken over (server/services/bets/claims.ts): each restart moves the clock past it. */
const STALE_CLAIM_MS = 30_000;

type Outcome = { state: 'in-flight' } | { state: 'answered'; status: number; body: string };

let cleanup: () => Promise<void> = async () => {};
afterAll(() => cleanup(), 120_000);

describe(`kill -9 under ${BETTORS} bettors, ${ITERATIONS} times`, () => {
  it(
    'loses and doubles nothing: one bet per ClientRef, ledgers equal minus the stakes',
    async () => {
      const adminUrl = process.env.DATABASE_URL;
      let database: ServerProcessOptions['database'];
      if (adminUrl) {
        const scratch = await scratchPostgres(adminUrl);
        database = { url: scratch.url };
        cleanup = scratch.drop;
      } else {
        const dataDir = mkdtempSync(join(tmpdir(), 'tikam-crash-'));
        database = { dataDir };
        cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
      }
      const random = seededRandom(Number(process.env.CRASH_SEED ?? 7));
      const bets = new Map<string, BetRequest>();
      const outcomes = new Map<string, Outcome>();
      let skew = 0;
      let number = 0;
      let server: ServerProcess | undefined;
      const crashes: string[] = [];

      const resolveInFlight = async (running: ServerProcess, tokens: Record<string, string>) => {
        for (const [ref, outcome] of outcomes) {
          if (outcome.state !== 'in-flight') continue;
          const bet = bets.get(ref) as BetRequest;
          const { answer } = await postBetUntilDefinitive(running.base, tokens[bet.userId] as string, bet);
          outcomes.set(ref, { state: 'answered', status: answer.status, body: answer.body });
        }
      };

      for (let iteration = 0; iteration <= ITERATIONS; iteration++) {
        const startedAt = Date.now();
        server = await startServerProcess({ database, clockSkewMs: skew, memberCreditCents: CREDIT_CENTS });
        const running = server;
        const tokens: Record<string, string> = {};
        for (const member of MEMBERS) tokens[member] = await wireLogin(running.base, DEMO_PIN, member);
        await resolveInFlight(running, tokens);
        if (iteration === ITERATIONS) break;

        // The kill comes after a random number of answered bets: a point in the run, not a moment in time.
        const killAfter = 20 + Math.floor(random() * 150);
        let answered = 0;
        let killed: Promise<void> | undefined;
        const bettor = async (lane: number) => {
          const userId = MEMBERS[lane % MEMBERS.length] as string;
          for (let n = 0; ; n++) {
            const bet = {
              userId,
              clientRef: `crash-${iteration}-${lane}-${n}`,
              betString: `D\n#1\n${String(number++ % 10_000).padStart(4, '0')}#1`,
            };
            bets.set(bet.clientRef, bet);
            outcomes.set(bet.clientRef, { state: 'in-flight' });
            const answer = await postBet(running.base, tokens[userId] as string, bet);
            if (answer.kind === 'broken') return;
            if (answer.status === 409) continue;
            outcomes.set(bet.clientRef, { state: 'answered', status: answer.status, body: answer.body });
            if (++answered === killAfter) killed = running.crash();
          }
        };
        await Promise.all(Array.from({ length: BETTORS }, (_, lane) => bettor(lane)));
        await killed;
        const inFlight = [...outcomes.values()].filter((outcome) => outcome.state === 'in-flight').length;
        crashes.push(`kill ${iteration + 1} after ${killAfter} answers: ${inFlight} in flight`);
        skew += Date.now() - startedAt + STALE_CLAIM_MS + 1_000;
      }
      await server?.stop();
      console.log(`${crashes.join('\n')}\n${outcomes.size} ClientRefs in all`);

      const opened = await openDatabase('url' in database ? database : { dataDir: database.dataDir });
      try {
        const rows = await opened.db
          .selectFrom('bets')
          .innerJoin('users', 'users.id', 'bets.player_id')
          .select(['bets.client_ref', 'bets.guid', 'bets.total_cents', 'users.username_key'])
          .where('bets.client_ref', 'like', 'crash-%')
          .execute();
        const byRef = new Map<string, typeof rows>();
        for (const row of rows) byRef.set(row.client_ref, [...(byRef.get(row.client_ref) ?? []), row]);
        for (const [ref, outcome] of outcomes) {
          const found = byRef.get(ref) ?? [];
          expect(outcome.state, ref).toBe('answered');
          if (outcome.state !== 'answered') continue;
          const json = JSON.parse(outcome.body) as { status: string; GUID?: string };
          expect(json.status, `${ref}: ${outcome.body}`).toBe('S100');
          expect(found, ref).toHaveLength(1);
          expect(found[0]?.guid, ref).toBe(json.GUID);
        }
        expect(rows).toHaveLength(outcomes.size);
        const ledger = await opened.db
          .selectFrom('ledger_entries')
          .innerJoin('users', 'users.id', 'ledger_entries.user_id')
          .select(['users.username_key', 'ledger_entries.amount_cents'])
          .where('users.username_key', 'in', MEMBERS)
          .execute();
        for (const member of MEMBERS) {
          const net = ledger
            .filter((row) => row.username_key === member)
            .reduce((sum, row) => sum + Number(row.amount_cents), 0);
          const staked = rows
            .filter((row) => row.username_key === member)
            .reduce((sum, row) => sum + Number(row.total_cents), 0);
          expect(net, member).toBe(-staked);
        }
      } finally {
        await opened.close();
      }
    },
    (ITERATIONS + 1) * 600_000,
  );
});
