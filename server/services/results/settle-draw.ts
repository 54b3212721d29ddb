// Settles every open ticket of one draw against one result version (docs/product.md D7, D8). Runs inside
// the publishing transaction and writes, all append-only:
// - one ticket_wins row per ticket (win or not, so "settled once" is countable);
// - per bet, to its player's ledger: one 'win' entry for its wins and, the FIRST time the bet's tickets on
//   this draw settle, one 'commission' entry (its stake at the package's rates). Commission depends on the
//   stake, not on the result, so a correction never pays it again;
// - per bet, one settlement_shares row per level of the player's path (player, agents, company) with the
//   figures of betFigures (server/settlement/commission.ts), its PT shares split under max fight
//   (src/core/domain/max-fight.ts: each agent keeps at most its max fight per number of the draw).
// Prizes and commissions are those of the table the bet's currency is paid (payoutTableOf, via
// payout-table-reader.ts): SPR and the other special-rate codes the special table. Agents' commissions and every PT share are
//   accounting figures settled between the levels outside the app: they never touch the ledger, so they
//   never move anyone's available credit. Only the player's money (stakes, refunds, wins, its commission,
//   corrections) is in the ledger.
// On a correction (publish-result.ts calls reverseWins first) the previous version's share rows are
// reversed here and a new set recorded with the rates and commission the first settlement fixed: exactly one
// live set per bet and draw, and the whole history on the record.
import type { Insertable, Transaction } from 'kysely';
import type { Mode } from '../../../src/core/engine/index.ts';
import { betFigures, playerCommissionOf, type CommissionTicket } from '../../settlement/commission.ts';
import { winOf } from '../../settlement/prizes.ts';
import type { DrawResult } from '../../settlement/result.ts';
import type { Database, LedgerEntriesTable, SettlementSharesTable } from '../../store/schema.ts';
import { packageKindOf } from '../../../src/core/domain/package-kind.ts';
import { drawFractions, houseShares, stakeKey } from '../../../src/core/domain/fight-shares.ts';
import type { FightLevel, Fraction, StakeRate } from '../../../src/core/domain/max-fight.ts';
import { tableReader } from './payout-table-reader.ts';
import { frozenBets, pathsOf, previousVersionOf, reverseShares, shareRows, type PathLevel } from './settle-shares.ts';

const CHUNK = 500;

interface BetOnDraw {
  playerId: number;
  siteId: number;
  currency: string;
  /** The rates recorded on the bet: max fight counts its stakes in the site's base currency. */
  rate: StakeRate;
  stakeCents: number;
  winCents: number;
  /** Its stake and win per number: max fight caps what an agent keeps per number. */
  numbers: Map<string, { stakeCents: number; winCents: number }>;
  /** The bet's tickets on this draw by package kind: commission is priced per package. */
  byKind: Map<string, CommissionTicket[]>;
}

export async function settleDraw(
  trx: Transaction<Database>,
  draw: { drawType: string; drawDate: string; resultId: number; result: DrawResult; at: Date },
): Promise<{ tickets: number; winCents: number }> {
  const tickets = await trx
    .selectFrom('tickets')
    .innerJoin('bets', 'bets.id', 'tickets.bet_id')
    .leftJoin('bet_voids', 'bet_voids.bet_id', 'bets.id')
    .select([
      'tickets.id',
      'tickets.bet_id',
      'tickets.number',
      'tickets.mode',
      'tickets.split',
      'tickets.amounts_json',
      'tickets.stake_cents',
      'bets.player_id',
      'bets.site_id',
      'bets.currency',
      'bets.rate_micros',
      'bets.base_rate_micros',
    ])
    .where('tickets.draw_type', '=', draw.drawType)
    .where('tickets.draw_date', '=', draw.drawDate)
    .where('bet_voids.bet_id', 'is', null)
    .orderBy('tickets.id')
    .execute();

  const ratesFor = tableReader(trx);

  const bets = new Map<number, BetOnDraw>();
  const winRows: { ticket_id: number; result_id: number; win_cents: number }[] = [];
  for (const ticket of tickets) {
    const kind = packageKindOf(draw.drawType, ticket.number.length);
    const amountsCents = JSON.parse(ticket.amounts_json) as number[];
    const win = winOf(
      { number: ticket.number, mode: ticket.mode as Mode, amountsCents, permutations: ticket.split },
      draw.result,
      await ratesFor({ playerId: ticket.player_id, siteId: ticket.site_id, currency: ticket.currency }, kind),
    );
    winRows.push({ ticket_id: Number(ticket.id), result_id: draw.resultId, win_cents: win });
    const bet = bets.get(ticket.bet_id) ?? {
      playerId: ticket.player_id,
      siteId: ticket.site_id,
      currency: ticket.currency,
      rate: { rateMicros: Number(ticket.rate_micros), baseRateMicros: Number(ticket.base_rate_micros) },
      stakeCents: 0,
      winCents: 0,
      numbers: new Map(),
      byKind: new Map(),
    };
    bet.stakeCents += Number(ticket.stake_cents);
    bet.winCents += win;
    const onNumber = bet.numbers.get(ticket.number) ?? { stakeCents: 0, winCents: 0 };
    onNumber.stakeCents += Number(ticket.stake_cents);
    onNumber.winCents += win;
    bet.numbers.set(ticket.number, onNumber);
    const ofKind = bet.byKind.get(kind) ?? [];
    ofKind.push({ number: ticket.number, amountsCents, permutations: ticket.mode === 'I' ? ticket.split : 1 });
    bet.byKind.set(kind, ofKind);
    bets.set(ticket.bet_id, bet);
  }
  for (let start = 0; start < winRows.length; start += CHUNK)
    await trx
      .insertInto('ticket_wins')
      .values(winRows.slice(start, start + CHUNK))
      .execute();

  // A correction: what the first settlement fixed is kept, and the superseded figures are reversed.
  const previous = await previousVersionOf(trx, draw.resultId);
  const frozen = previous === undefined ? new Map() : await frozenBets(trx, previous);
  if (previous !== undefined) await reverseShares(trx, previous, draw.at);
  const fresh = [...new Set([...bets].filter(([betId]) => !frozen.has(betId)).map(([, bet]) => bet.playerId))];
  const paths = await pathsOf(trx, fresh);

  const pathOf = (betId: number, bet: BetOnDraw): PathLevel[] =>
    frozen.get(betId)?.path ?? (paths.get(bet.playerId) as PathLevel[]);
  // Max fight: who keeps what of each number, over every bet of the draw (the caps are per number and draw,
  // in the site's base currency: every currency's stakes on a number count against one cap).
  const fractions = drawFractions(
    [...bets].flatMap(([betId, bet]) => {
      const path = fightPath(pathOf(betId, bet));
      return [...bet.numbers].map(([number, { stakeCents }]) => ({
        betId,
        number,
        currency: bet.currency,
        path,
        stakeCents,
        rate: bet.rate,
      }));
    }),
  );

  const ledger: Insertable<LedgerEntriesTable>[] = [];
  const shares: Insertable<SettlementSharesTable>[] = [];
  let winCents = 0;
  for (const [betId, bet] of bets) {
    const before = frozen.get(betId);
    const path = pathOf(betId, bet);
    let playerCommissionCents: number;
    if (before) {
      ({ playerCommissionCents } = before);
    } else {
      playerCommissionCents = 0;
      for (const [kind, kindTickets] of bet.byKind)
        playerCommissionCents += playerCommissionOf(kindTickets, await ratesFor(bet, kind));
      if (playerCommissionCents > 0) {
        ledger.push({
          user_id: bet.playerId,
          bet_id: betId,
          kind: 'commission',
          amount_cents: playerCommissionCents,
          result_id: draw.resultId,
          created_at: draw.at,
        });
      }
    }
    if (bet.winCents > 0) {
      winCents += bet.winCents;
      ledger.push({
        user_id: bet.playerId,
        bet_id: betId,
        kind: 'win',
        amount_cents: bet.winCents,
        result_id: draw.resultId,
        created_at: draw.at,
      });
    }
    const [member, ...above] = path as [PathLevel, ...PathLevel[]];
    const numbers = [...bet.numbers].map(([number, figures]) => ({
      ...figures,
      fractions: fractions.get(stakeKey(betId, bet.currency, number)) as Fraction[],
    }));
    const split = houseShares(numbers, playerCommissionCents);
    const figures = betFigures(
      { stakeCents: bet.stakeCents, playerCommissionCents, winCents: bet.winCents },
      member,
      above.slice(0, -1),
      above.at(-1) as PathLevel,
      split,
    );
    shares.push(...shareRows(betId, draw.resultId, path, figures, draw.at));
  }
  for (let start = 0; start < ledger.length; start += CHUNK)
    await trx
      .insertInto('ledger_entries')
      .values(ledger.slice(start, start + CHUNK))
      .execute();
  for (let start = 0; start < shares.length; start += CHUNK)
    await trx
      .insertInto('settlement_shares')
      .values(shares.slice(start, start + CHUNK))
      .execute();
  return { tickets: winRows.length, winCents };
}

/** Takes back what a superseded result version paid, bet by bet, as 'correction' entries naming that version. */
export async function reverseWins(trx: Transaction<Database>, resultId: number, at: Date): Promise<number> {
  const paid = await trx
    .selectFrom('ticket_wins')
    .innerJoin('tickets', 'tickets.id', 'ticket_wins.ticket_id')
    .innerJoin('bets', 'bets.id', 'tickets.bet_id')
    .select(['bets.id as bet_id', 'bets.player_id', 'ticket_wins.win_cents'])
    .where('ticket_wins.result_id', '=', resultId)
    .where('ticket_wins.win_cents', '>', 0)
    .execute();
  const byBet = new Map<number, { playerId: number; cents: number }>();
  for (const row of paid) {
    const bet = byBet.get(row.bet_id) ?? { playerId: row.player_id, cents: 0 };
    bet.cents += Number(row.win_cents);
    byBet.set(row.bet_id, bet);
  }
  let reversed = 0;
  const entries: Insertable<LedgerEntriesTable>[] = [];
  for (const [betId, { playerId, cents }] of byBet) {
    reversed += cents;
    entries.push({
      user_id: playerId,
      bet_id: betId,
      kind: 'correction',
      amount_cents: -cents,
      result_id: resultId,
      created_at: at,
    });
  }
  for (let start = 0; start < entries.length; start += CHUNK)
    await trx
      .insertInto('ledger_entries')
      .values(entries.slice(start, start + CHUNK))
      .execute();
  return reversed;
}

/** The levels above the player as max fight sees them: agents capped at their max fight, the company not. */
function fightPath(path: readonly PathLevel[]): FightLevel[] {
  return path.slice(1).map((level) => ({
    userId: level.userId,
    ptBp: level.ptBp,
    maxFightCents: level.role === 'company' ? null : level.maxFightCents,
  }));
}
