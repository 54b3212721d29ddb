// Report/GetMobileBetStatistic?UserId&DrawDate&Currency (docs/product.md S7, S2 "Bet statistics: player,
// date and currency"): what a player has on one draw date, per currency, draw type and number — tickets and
// stake, summed from the tickets of its bets that are not void (settled or not). UserId is a login name:
// the caller itself when absent; a member may name only itself, an agent anyone in its subtree (E103
// otherwise, as services/access.ts answers for every call that names a user). Naming an agent (or the
// caller being one) covers every player under it. The figures are the core's, in cents (the text is laid out
// from them); betStatisticWire writes them as the answer's data, in units.
import { sql } from 'kysely';
import type { BetStatistic } from '../../../contract/reports-ledger.ts';
import type {
  BetStatisticCurrency,
  BetStatisticDrawType,
  BetStatisticNumber,
  BetStatisticReport,
} from '../../../src/core/domain/bet-statistic.ts';
import { cents } from '../../../src/core/domain/money.ts';
import { sortDrawTypes } from '../../../src/core/domain/operators.ts';
import { userActorMayUseByName, type Actor } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { unitsOf, wireRole } from '../wire.ts';
import { ALL_CURRENCIES } from './win-loss-filters.ts';

export interface BetStatisticQuery {
  userId?: string;
  drawDate: string;
  currency: string;
}

export async function betStatistic(
  ctx: ServiceContext,
  actor: Actor,
  query: BetStatisticQuery,
): Promise<BetStatisticReport> {
  const target =
    query.userId === undefined || query.userId === ''
      ? actor.user
      : await userActorMayUseByName(ctx, actor, query.userId);
  let scoped = ctx.db
    .selectFrom('tickets')
    .innerJoin('bets', 'bets.id', 'tickets.bet_id')
    .innerJoin('users as player', 'player.id', 'bets.player_id')
    .where('tickets.draw_date', '=', query.drawDate)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('bet_voids').select('bet_voids.bet_id').whereRef('bet_voids.bet_id', '=', 'bets.id'))),
    );
  scoped =
    target.role === 'member'
      ? scoped.where('bets.player_id', '=', target.id)
      : scoped.where('player.site_id', '=', target.site_id).where('player.path', 'like', `${target.path}%`);
  if (query.currency !== ALL_CURRENCIES) scoped = scoped.where('bets.currency', '=', query.currency);
  const rows = await scoped
    .select([
      'bets.currency',
      'tickets.draw_type',
      'tickets.number',
      sql<string>`count(*)`.as('tickets'),
      sql<string>`sum(tickets.stake_cents)`.as('stake'),
    ])
    .groupBy(['bets.currency', 'tickets.draw_type', 'tickets.number'])
    .orderBy('bets.currency')
    .orderBy('tickets.number')
    .execute();

  const byCurrency = new Map<string, Map<string, BetStatisticNumber[]>>();
  for (const row of rows) {
    const drawTypes = byCurrency.get(row.currency) ?? new Map<string, BetStatisticNumber[]>();
    const numbers = drawTypes.get(row.draw_type) ?? [];
    numbers.push({ number: row.number, tickets: Number(row.tickets), stakeCents: cents(Number(row.stake)) });
    drawTypes.set(row.draw_type, numbers);
    byCurrency.set(row.currency, drawTypes);
  }
  const currencies = [...byCurrency.entries()].map(([currency, drawTypes]): BetStatisticCurrency => {
    const sections = sortDrawTypes([...drawTypes.keys()]).map((drawType): BetStatisticDrawType => {
      const numbers = drawTypes.get(drawType) ?? [];
      return { drawType, numbers, ...totalOf(numbers) };
    });
    return { currency, drawTypes: sections, ...totalOf(sections) };
  });
  return {
    user: target.username,
    role: wireRole(target),
    drawDate: query.drawDate,
    currency: query.currency,
    currencies,
  };
}

const totalOf = (parts: readonly { tickets: number; stakeCents: number }[]) => ({
  tickets: parts.reduce((sum, part) => sum + part.tickets, 0),
  stakeCents: cents(parts.reduce((sum, part) => sum + part.stakeCents, 0)),
});

/** The report as the answer's data: the same figures, stakes in units (the keys in the wire's order). */
export function betStatisticWire(report: BetStatisticReport): BetStatistic {
  return {
    ...report,
    currencies: report.currencies.map((section) => ({
      currency: section.currency,
      drawTypes: section.drawTypes.map((drawType) => ({
        drawType: drawType.drawType,
        numbers: drawType.numbers.map((n) => ({ number: n.number, tickets: n.tickets, stake: unitsOf(n.stakeCents) })),
        tickets: drawType.tickets,
        stake: unitsOf(drawType.stakeCents),
      })),
      tickets: section.tickets,
      stake: unitsOf(section.stakeCents),
    })),
  };
}
