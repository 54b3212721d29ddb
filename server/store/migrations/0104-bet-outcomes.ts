// A bet keeps what became of it, not the text of its answer: bets.outcome (its GUID and its receipt's
// facts, services/bets/bet-outcome.ts) and, on the bet holding a per-draw-type request's ClientRef,
// request_outcome (one item per draw type, refusals included). The edge renders them for a replay and for
// the receipts list, the same way every time. Bets stored before keep their answer's text (answer_json,
// request_answer_json), replayed as it is, so answer_json is no longer required: a bet has one or the other.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bets
      add column outcome jsonb,
      add column request_outcome jsonb,
      alter column answer_json drop not null`.execute(db);
  // Checked for new rows at once; the existing rows (all with answer_json) are read without blocking bets.
  await sql`
    alter table bets add constraint bets_outcome_or_answer
      check (outcome is not null or answer_json is not null) not valid`.execute(db);
  await sql`alter table bets validate constraint bets_outcome_or_answer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bets drop constraint bets_outcome_or_answer`.execute(db);
  await sql`alter table bets drop column request_outcome, drop column outcome`.execute(db);
}
