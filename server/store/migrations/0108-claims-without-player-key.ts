// A claim (bet_claims, unlogged: it only has to outlive the call that holds it) is written by bet_facts at
// the start of every bet, for a player the session has just found; no user is ever deleted. Its foreign key
// to users checked that again by taking a key-share lock on the player's row, and that lock is a logged
// change: it made the claim's transaction write WAL, so its commit waited for an fsync of everything written
// before it, a large bet's megabytes of ticket rows included. Without the key the claim writes no WAL and
// its commit does not wait on the disk (docs/operations.md, "A claim that waited on the disk").
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bet_claims drop constraint if exists bet_claims_player_id_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bet_claims add constraint bet_claims_player_id_fkey foreign key (player_id) references users (id)`.execute(
    db,
  );
}
