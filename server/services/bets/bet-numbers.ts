// Bet numbers (the "Bet No" a receipt prints, bets.id) are drawn from the bets' sequence in blocks, so the
// outcome, receipt and all, is decided before the bet is written (it is stored with it for the replays) and
// writing it stays one statement (write-bets.ts). Unique across every server process, as the sequence is.
//
// Only accepted bets keep a number: a part refused after it drew one (credit, a limit, sold out, a draw
// closed meanwhile) gives it back, and the next bet of this process takes the smallest free number first,
// so a player's receipts read 1, 2, 3 whatever was refused between them. Numbers still free in a process
// that stops are lost, as any sequence's are; a refused bet never shows a number.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store/schema.ts';

const BLOCK = 64;

class BetNumbers {
  /** Ascending. */
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

  giveBack(numbers: readonly number[]): void {
    if (numbers.length === 0) return;
    this.free = [...this.free, ...numbers].sort((a, b) => a - b);
  }

  private async fetch(count: number): Promise<void> {
    const { rows } = await sql<{
      id: number;
    }>`select nextval('bets_id_seq')::int as id from generate_series(1, ${count}::int) order by 1`.execute(this.db);
    this.giveBack(rows.map((row) => row.id));
  }
}

const pools = new WeakMap<Kysely<Database>, BetNumbers>();

function poolOf(db: Kysely<Database>): BetNumbers {
  let pool = pools.get(db);
  if (!pool) pools.set(db, (pool = new BetNumbers(db)));
  return pool;
}

/** `count` unused bet numbers, ascending. */
export function takeBetNumbers(db: Kysely<Database>, count: number): Promise<number[]> {
  return poolOf(db).take(count);
}

/** Numbers taken but not written (their bets were refused): the next bets take them. */
export function giveBackBetNumbers(db: Kysely<Database>, numbers: readonly number[]): void {
  poolOf(db).giveBack(numbers);
}
