// How each bet of a receipts page stands against the results: per sheet line, its tickets, how many are
// settled and what they won, read from the LIVE result version of each draw (results are versioned; a
// correction settles the draw again, services/results/publish-result.ts), so a corrected draw counts its
// new wins only. One query for the page's bets; void bets are never settled and get no outcome.
import { sql } from 'kysely';
import type { ReceiptOutcome } from '../../../contract/receipts.ts';
import type { ServiceContext } from '../context.ts';

interface LineFigures {
  bet_id: number;
  line: number;
  tickets: number | string;
  settled: number | string;
  win_cents: number | string;
}

/** The outcome of each bet (by id) among `betIds`. */
export async function receiptOutcomes(
  ctx: ServiceContext,
  betIds: readonly number[],
): Promise<Map<number, ReceiptOutcome>> {
  const outcomes = new Map<number, ReceiptOutcome>();
  if (betIds.length === 0) return outcomes;
  const { rows } = await sql<LineFigures>`
    select t.bet_id, t.line, count(*) as tickets, count(live.win_cents) as settled, coalesce(sum(live.win_cents), 0) as win_cents
    from tickets t
    left join lateral (
      select w.win_cents from ticket_wins w join draw_results r on r.id = w.result_id
      where w.ticket_id = t.id order by r.version desc limit 1
    ) live on true
    where t.bet_id in (${sql.join(betIds.map((id) => sql`${id}`))})
    group by t.bet_id, t.line
    order by t.bet_id, t.line`.execute(ctx.db);
  const byBet = new Map<number, LineFigures[]>();
  for (const row of rows) {
    const id = Number(row.bet_id);
    byBet.set(id, [...(byBet.get(id) ?? []), row]);
  }
  for (const [id, lines] of byBet) outcomes.set(id, outcomeOf(lines));
  return outcomes;
}

/** A bet's outcome from its lines' figures (pure). */
export function outcomeOf(
  lines: readonly Pick<LineFigures, 'line' | 'tickets' | 'settled' | 'win_cents'>[],
): ReceiptOutcome {
  const winCents = lines.reduce((sum, line) => sum + Number(line.win_cents), 0);
  const settled = lines.every((line) => Number(line.settled) === Number(line.tickets));
  const lineWins = lines
    .filter((line) => Number(line.win_cents) > 0)
    .map((line) => ({ line: Number(line.line), win: Number(line.win_cents) / 100 }));
  const state = winCents > 0 ? 'won' : settled ? 'lost' : 'open';
  return { state, winTotal: winCents / 100, settled, lineWins };
}
