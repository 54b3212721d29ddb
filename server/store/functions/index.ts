// The database's functions and triggers, each in its own .sql file here: their single home. They are
// (re)created by a repeatable step on every start, after the migrations (database.ts), so changing one is
// editing its file — never an applied migration — and every database, however old, runs the current ones.
//
// One statement per file. The order matters only for SQL-language functions, whose bodies are checked when
// created (ticket_is_open uses bet_voids and ticket_wins; triggers need their function); PL/pgSQL bodies are checked
// when first called.
import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';

export const FUNCTION_FILES: readonly string[] = [
  'draw_lock_key',
  'number_cap_lock_key',
  'ticket_is_open',
  'to_base_cents',
  'credit_available',
  'credit_usages',
  'top_content',
  'balance_of_new_user',
  'trigger_users_balance',
  'balance_of_ledger',
  'trigger_ledger_balance',
  'balance_of_tickets',
  'trigger_tickets_balance',
  'balance_of_voids',
  'trigger_voids_balance',
  'balance_of_wins',
  'trigger_wins_balance',
  'write_bet_rows',
  'write_tickets',
  'place_bets',
  'rebuild_number_exposure',
  'live_sessions',
  'bet_facts',
  'win_loss_of_tickets',
  'trigger_tickets_win_loss',
  'win_loss_of_wins',
  'trigger_wins_win_loss',
  'win_loss_of_voids',
  'trigger_voids_win_loss',
  'win_loss_of_ledger',
  'trigger_ledger_win_loss',
  'win_loss_of_shares',
  'trigger_shares_win_loss',
];

/**
 * Versions the code no longer calls, dropped so an old database does not keep them: migration 0017 once
 * created place_bets(json) and write_bet_rows(json), before it was edited to jsonb; the jsonb versions
 * gave way to the batch's arrays (place_bets.sql).
 */
const RETIRED: readonly string[] = [
  'drop function if exists place_bets(json)',
  'drop function if exists write_bet_rows(json)',
  'drop function if exists place_bets(jsonb)',
  'drop function if exists write_bet_rows(jsonb)',
  // Not retired but re-made once: create or replace cannot change a function's result columns, and
  // bet_facts gained the site's rates. Dropped only while it lacks them, in the same transaction as the
  // create that follows, so no bet ever misses it.
  `do $$ begin
     if exists (select 1 from pg_proc where proname = 'bet_facts' and not ('base_currency' = any(coalesce(proargnames, '{}')))) then
       drop function bet_facts(int[], int[], text[], text[], text[], timestamptz[], text[]);
     end if;
   end $$`,
  // And again when its lists became arrays (games, the published draws' types and dates).
  `do $$ begin
     if exists (select 1 from pg_proc where proname = 'bet_facts' and not ('published_types' = any(coalesce(proargnames, '{}')))) then
       drop function bet_facts(int[], int[], text[], text[], text[], timestamptz[], text[]);
     end if;
   end $$`,
  // And the bet writers when they took outcomes instead of answers' text: create or replace cannot rename
  // an argument. Dropped only while they have the old names, in the same transaction as the create.
  `do $$ begin
     if exists (select 1 from pg_proc where proname = 'place_bets' and 'bet_answers' = any(coalesce(proargnames, '{}'))) then
       drop function place_bets;
     end if;
     if exists (select 1 from pg_proc where proname = 'write_bet_rows' and 'bet_answers' = any(coalesce(proargnames, '{}'))) then
       drop function write_bet_rows;
     end if;
   end $$`,
  // And write_bet_rows when it came to write a list of jobs at once rather than one (job_no int).
  `drop function if exists write_bet_rows(int, int[], int[], int[], text[], text[], text[], text[], bigint[], bigint[],
     text[], text[], text[], timestamptz[], int[], int[], text[], text[], text[], bigint[], int[], timestamptz[], text[])`,
];

export function functionSource(name: string): string {
  return readFileSync(new URL(`./${name}.sql`, import.meta.url), 'utf8');
}

/** Creates or replaces every function and trigger; one server at a time (two may start on one database). */
export async function installFunctions<DB>(db: Kysely<DB>): Promise<void> {
  const sources = FUNCTION_FILES.map(functionSource);
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('tikam:install-functions')::bigint)`.execute(trx);
    for (const statement of RETIRED) await sql.raw(statement).execute(trx);
    for (const source of sources) await sql.raw(source).execute(trx);
  });
}
