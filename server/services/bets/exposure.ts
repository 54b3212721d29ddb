// Sold out (E145): every bet adds its stakes per (draw, number) to number_exposure inside its transaction;
// if any number would pass the site's cap, the bet is refused and the transaction takes it all back.
// The upsert makes concurrent bets on one number queue on its row and add to the committed figure, so the
// cap holds exactly; rows are written in a fixed order so two bets can never deadlock each other.
import { sql, type Transaction } from 'kysely';
import { ApiError } from '../../http/api-error.ts';
import type { Database } from '../../store/schema.ts';
import type { NewTicket } from './tickets.ts';

export async function addExposure(trx: Transaction<Database>, siteId: number, capCents: number | null, tickets: readonly NewTicket[]): Promise<void> {
  const totals = new Map<string, number>();
  for (const ticket of tickets) {
    const key = `${ticket.draw_type}|${ticket.draw_date}|${ticket.number}`;
    totals.set(key, (totals.get(key) ?? 0) + ticket.stake_cents);
  }
  const keys = [...totals.keys()].sort();
  const part = (index: number) => keys.map((key) => key.split('|')[index] as string);
  const rows = await sql<{ number: string; staked_cents: string }>`
    insert into number_exposure (site_id, draw_type, draw_date, number, staked_cents)
    select ${siteId}::int, * from unnest(${part(0)}::text[], ${part(1)}::text[], ${part(2)}::text[], ${keys.map((key) => totals.get(key))}::bigint[])
    on conflict (site_id, draw_type, draw_date, number)
      do update set staked_cents = number_exposure.staked_cents + excluded.staked_cents
    returning number, staked_cents
  `.execute(trx);
  if (capCents === null) return;
  const over = rows.rows.find((row) => Number(row.staked_cents) > capCents);
  if (over) throw new ApiError('E145', [over.number]);
}

/** A void takes its bet's stakes back off the numbers it was on. */
export async function removeExposure(trx: Transaction<Database>, siteId: number, betId: number): Promise<void> {
  await sql`
    update number_exposure e set staked_cents = e.staked_cents - t.total
    from (select draw_type, draw_date, number, sum(stake_cents) as total from tickets where bet_id = ${betId} group by 1, 2, 3) t
    where e.site_id = ${siteId} and e.draw_type = t.draw_type and e.draw_date = t.draw_date and e.number = t.number
  `.execute(trx);
}
