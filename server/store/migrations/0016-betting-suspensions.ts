// Betting availability (specification §4: betting "can be closed, suspended, not yet open or sold out"), and
// what the bet path of issue 4 part 2 needs from the store.
//
// betting_controls: the operator's hold on betting, one row per scope — the whole site, a draw type, a draw
// date, or one draw. '' stands for "every draw type" / "every date" (a key column cannot hold NULL).
//   suspended — E132 until lifted; opens_at — E147 before that instant (a special draw date announced
//   ahead, a draw type launched at a set time).
// bets.request_answer_json: the per-draw-type calls (PostBet3, PostBetEkor3) make one bet per draw type
// under one ClientRef; the answer array of the whole request is kept on the bet that holds the ClientRef
// itself (the others hold `ref.DrawType`, which no client can send), so a replay is that array verbatim.
// bet_claims becomes UNLOGGED: a claim only says "being placed" and is worthless after a crash (its request
// died with the server), so it need not cost a WAL flush on every bet.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('betting_controls')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('draw_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('draw_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('suspended', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('opens_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('betting_controls_pk', ['site_id', 'draw_type', 'draw_date'])
    .execute();
  await db.schema.alterTable('bets').addColumn('request_answer_json', 'text').execute();
  await sql`alter table bet_claims set unlogged`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bet_claims set logged`.execute(db);
  await db.schema.alterTable('bets').dropColumn('request_answer_json').execute();
  await db.schema.dropTable('betting_controls').execute();
}
