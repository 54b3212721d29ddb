// Bet numbers (the "Bet No" a receipt prints, bets.id) are drawn from the bets' sequence in blocks, so the
// answer can be rendered before the bet is written (it is stored with it and replayed byte for byte) and
// writing it stays one statement (write-bets.ts). Unique across every server process, as the sequence is;
// numbers are ascending within a process, and a refused bet or a restart leaves gaps, as any sequence may.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store/schema.ts';

const BLOCK = 64;

class BetNumbers {
  private free: number[] = [];
  private refill: Promise<void> | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  async take(count: number): Promise<number[]> {
    while (this.free.length < count) {
      this.refill ??= this.fetch(Math.max(BLOCK, count)).finally(() => (this.refill = undefined));
      await this.refill;
    }
    return this.free.splice(0, count);
  }

  private async fetch(count: number): Promise<void> {
    const { rows } = await sql<{ id: number }>`select nextval('bets_id_seq')::int as id from generate_series(1, ${count}::int) order by 1`.execute(this.db);
    this.free.push(...rows.map((row) => row.id));
  }
}

const pools = new WeakMap<Kysely<Database>, BetNumbers>();

/** `count` unused bet numbers, ascending. */
export function takeBetNumbers(db: Kysely<Database>, count: number): Promise<number[]> {
  let pool = pools.get(db);
  if (!pool) pools.set(db, (pool = new BetNumbers(db)));
  return pool.take(count);
}
