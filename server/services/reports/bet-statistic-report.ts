// Report/GetMobileBetStatistic?UserId&DrawDate&Currency (docs/product.md S7, S2 "Bet statistics: player,
// date and currency"): what a player has on one draw date, per currency, draw type and number — tickets and
// stake, summed from the tickets of its bets that are not void (settled or not). UserId is a login name:
// the caller itself when absent; a member may name only itself, an agent anyone in its subtree (E103
// otherwise, as services/access.ts answers for every call that names a user). Naming an agent (or the
// caller being one) covers every player under it.
import { sql } from 'kysely';
import type { BetStatistic, BetStatisticCurrency, BetStatisticDrawType } from '../../../contract/reports-ledger.ts';
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

export async function betStatistic(ctx: ServiceContext, actor: Actor, query: BetStatisticQuery): Promise<BetStatistic> {
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

  const byCurrency = new Map<string, Map<string, { number: string; tickets: number; cents: number }[]>>();
  for (const row of rows) {
    const drawTypes = byCurrency.get(row.currency) ?? new Map();
    const numbers = drawTypes.get(row.draw_type) ?? [];
    numbers.push({ number: row.number, tickets: Number(row.tickets), cents: Number(row.stake) });
    drawTypes.set(row.draw_type, numbers);
    byCurrency.set(row.currency, drawTypes);
  }
  const currencies = [...byCurrency.entries()].map(([currency, drawTypes]): BetStatisticCurrency => {
    let tickets = 0;
    let cents = 0;
    const sections = sortDrawTypes([...drawTypes.keys()]).map((drawType): BetStatisticDrawType => {
      const numbers = drawTypes.get(drawType) ?? [];
      const ofType = numbers.reduce((sum, n) => ({ tickets: sum.tickets + n.tickets, cents: sum.cents + n.cents }), {
        tickets: 0,
        cents: 0,
      });
      tickets += ofType.tickets;
      cents += ofType.cents;
      return {
        drawType,
        numbers: numbers.map((n) => ({ number: n.number, tickets: n.tickets, stake: unitsOf(n.cents) })),
        tickets: ofType.tickets,
        stake: unitsOf(ofType.cents),
      };
    });
    return { currency, drawTypes: sections, tickets, stake: unitsOf(cents) };
  });
  return {
    user: target.username,
    role: wireRole(target),
    drawDate: query.drawDate,
    currency: query.currency,
    currencies,
  };
}
