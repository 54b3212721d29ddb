// The win/loss report and the weekly statement (docs/statements.md) summed a week from source rows: every
// ticket with a per-ticket "is it open" probe, every ledger entry with a bet lookup for its currency, every
// settlement share with the same — a player's whole history read to find one week. These two tables keep
// the same sums per player, draw and currency, added to by triggers (store/functions/win_loss_of_*.sql)
// in the same statement as the rows they sum, so a week is a few rows read by primary key:
// - win_loss_days: per player, the stakes of its tickets of bets that are not void (and of those, the
//   still-open ones: no ticket_wins row), and its commission, win and correction ledger entries, on the draw
//   date of the ticket or of the result version the entry belongs to;
// - holder_days: per holder of a settlement_shares row (a level of the player's path), its commission and
//   PT share on each player's bets, on the result version's draw date.
// The counts say whether any source row exists, so a player shows in the report exactly when it did.
// Existing rows are summed once, here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table win_loss_days (
      player_id integer not null references users (id),
      draw_date text not null,
      draw_type text not null,
      currency text not null,
      tickets bigint not null default 0,
      stake_cents bigint not null default 0,
      open_cents bigint not null default 0,
      entries bigint not null default 0,
      commission_cents bigint not null default 0,
      win_cents bigint not null default 0,
      primary key (player_id, draw_date, draw_type, currency)
    )`.execute(db);
  await sql`
    create table holder_days (
      holder_id integer not null references users (id),
      draw_date text not null,
      player_id integer not null references users (id),
      draw_type text not null,
      currency text not null,
      shares bigint not null default 0,
      commission_cents bigint not null default 0,
      share_cents bigint not null default 0,
      primary key (holder_id, draw_date, player_id, draw_type, currency)
    )`.execute(db);

  await sql`
    insert into win_loss_days (player_id, draw_date, draw_type, currency, tickets, stake_cents, open_cents, entries, commission_cents, win_cents)
    select player_id, draw_date, draw_type, currency, sum(tickets), sum(stake_cents), sum(open_cents), sum(entries), sum(commission_cents), sum(win_cents)
    from (
      select b.player_id, t.draw_date, t.draw_type, b.currency, count(*) as tickets, sum(t.stake_cents) as stake_cents,
        coalesce(sum(t.stake_cents) filter (where not exists (select 1 from ticket_wins w where w.ticket_id = t.id)), 0) as open_cents,
        0 as entries, 0 as commission_cents, 0 as win_cents
      from tickets t join bets b on b.id = t.bet_id
      where not exists (select 1 from bet_voids v where v.bet_id = b.id)
      group by 1, 2, 3, 4
      union all
      select l.user_id, r.draw_date, r.draw_type, b.currency, 0, 0, 0, count(*),
        coalesce(sum(l.amount_cents) filter (where l.kind = 'commission'), 0),
        coalesce(sum(l.amount_cents) filter (where l.kind <> 'commission'), 0)
      from ledger_entries l join draw_results r on r.id = l.result_id join bets b on b.id = l.bet_id
      where l.kind in ('commission', 'win', 'correction')
      group by 1, 2, 3, 4
    ) source
    group by 1, 2, 3, 4`.execute(db);
  await sql`
    insert into holder_days (holder_id, draw_date, player_id, draw_type, currency, shares, commission_cents, share_cents)
    select s.user_id, r.draw_date, b.player_id, r.draw_type, b.currency, count(*), sum(s.commission_cents), sum(s.share_cents)
    from settlement_shares s join draw_results r on r.id = s.result_id join bets b on b.id = s.bet_id
    group by 1, 2, 3, 4, 5`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['win_loss_of_tickets', 'win_loss_of_wins', 'win_loss_of_voids', 'win_loss_of_ledger', 'win_loss_of_shares']) {
    await sql.raw(`drop function if exists ${name}() cascade`).execute(db);
  }
  await sql`drop table holder_days`.execute(db);
  await sql`drop table win_loss_days`.execute(db);
}
