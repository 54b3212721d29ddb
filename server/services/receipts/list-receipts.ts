// The receipts list (docs/product.md D9: Report/GetReceipts?Type&Page&BetNo). A member sees its own bets, an
// agent the bets of every player in its subtree (access.ts, docs/product.md D8). The reach is part of the query
// itself, so a bet outside it is simply not there: BetNo answers E120 for it exactly as for a missing one,
// and bet numbers cannot be probed. Each receipt comes with the bet's stored answer (stored-answer.ts),
// from which the edge renders its text and data (routes/receipt-routes.ts).
import { sql } from 'kysely';
import {
  RECEIPT_PAGE_SIZE,
  type BetScreen,
  type ReceiptItem,
  type ReceiptListType,
  type ReceiptPage,
} from '../../../contract/receipts.ts';
import { ApiError } from '../api-error.ts';
import type { Actor } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { receiptOutcomes } from './receipt-outcomes.ts';
import type { BetAnswer } from '../bets/bet-outcome.ts';
import { storedAnswerOf } from '../bets/stored-answer.ts';

export interface ReceiptQuery {
  type: ReceiptListType;
  /** From 1. Read for 'all' and 'void' only: 'last' and 'betno' are one receipt. */
  page: number;
  betNo?: number;
  /** For 'guid': the receipt view's own bet. */
  guid?: string;
}

/** A receipt but its text and data, and the bet's own stored answer they are rendered from. */
export type ListedReceipt = Omit<ReceiptItem, 'output' | 'receipt'> & { answer: BetAnswer };

export type ListedReceipts = Omit<ReceiptPage, 'items'> & { items: ListedReceipt[] };

export async function listReceipts(ctx: ServiceContext, actor: Actor, query: ReceiptQuery): Promise<ListedReceipts> {
  const me = actor.user;
  let scoped = ctx.db
    .selectFrom('bets')
    .innerJoin('users as player', 'player.id', 'bets.player_id')
    .innerJoin('users as placer', 'placer.id', 'bets.placed_by')
    .leftJoin('bet_voids', 'bet_voids.bet_id', 'bets.id')
    .leftJoin('users as voider', 'voider.id', 'bet_voids.voided_by')
    .where('player.site_id', '=', me.site_id);
  // Paths are digits and slashes only, so the prefix needs no LIKE escaping.
  scoped =
    me.role === 'member'
      ? scoped.where('bets.player_id', '=', me.id)
      : scoped.where('player.path', 'like', `${me.path}%`);
  if (query.type === 'void') scoped = scoped.where('bet_voids.bet_id', 'is not', null);
  if (query.type === 'betno') scoped = scoped.where('bets.id', '=', query.betNo ?? 0);
  if (query.type === 'guid') scoped = scoped.where('bets.guid', '=', query.guid ?? '');

  const single = query.type === 'last' || query.type === 'betno' || query.type === 'guid';
  const page = single ? 1 : query.page;
  const rows = await scoped
    .select([
      'bets.id',
      'bets.guid',
      'bets.player_id',
      'bets.placed_by',
      'bets.created_at',
      'bets.currency',
      'bets.total_cents',
      'bets.ticket_count',
      'bets.first_close_at',
      'bets.bet_string',
      'bets.endpoint',
      'bets.origin',
      'bets.outcome',
      'bets.answer_json',
      'bet_voids.bet_id as void_id',
      'bet_voids.voided_at',
      'voider.username as voider_name',
      'player.username as player_name',
      'placer.username as placer_name',
    ])
    .orderBy('bets.id', 'desc') // ids are a sequence: the newest bet has the highest number
    .limit(single ? 1 : RECEIPT_PAGE_SIZE)
    .offset((page - 1) * RECEIPT_PAGE_SIZE)
    .execute();
  if ((query.type === 'betno' || query.type === 'guid') && rows.length === 0) throw new ApiError('E120');

  let total = rows.length;
  if (!single) {
    const counted = await scoped.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    total = Number(counted.n);
  }
  const drawn = await betsWithResults(
    ctx,
    rows.map((row) => row.id),
  );
  const outcomes = await receiptOutcomes(
    ctx,
    rows.filter((row) => row.void_id === null).map((row) => row.id),
  );
  const now = ctx.clock.now();
  const items = rows.map((row): ListedReceipt => {
    const isVoid = row.void_id !== null;
    // As VoidBet decides (services/bets/void-bet.ts): the placer, or an agent above the player — every
    // non-member caller here is one, since the reach already limited rows to its subtree.
    const mayVoid = row.placed_by === me.id || me.role !== 'member';
    return {
      betNumber: row.id,
      GUID: row.guid,
      player: row.player_name,
      placedBy: row.placer_name,
      placedAt: new Date(row.created_at).toISOString(),
      currency: row.currency,
      total: Number(row.total_cents) / 100,
      tickets: row.ticket_count,
      status: isVoid ? 'void' : 'accepted',
      voidable: !isVoid && mayVoid && now < new Date(row.first_close_at).getTime() && !drawn.has(row.id),
      rebetString: row.bet_string,
      endpoint: row.endpoint,
      screen: screenOf(row.endpoint, row.origin),
      // The bet's own answer, not its request's: the receipt is this bet's.
      answer: storedAnswerOf({ outcome: row.outcome, answer_json: row.answer_json }),
      ...(isVoid && row.voided_at !== null
        ? { voided: { at: new Date(row.voided_at).toISOString(), by: row.voider_name ?? '' } }
        : {}),
      ...(outcomes.has(row.id) ? { outcome: outcomes.get(row.id) } : {}),
    };
  });
  return { items, total, pages: single ? Math.min(total, 1) : Math.ceil(total / RECEIPT_PAGE_SIZE), page };
}

/**
 * The screen a bet was entered on: the guided screen sends PostBetEkor, form 3 PostBetEkor3; PostBet (and
 * PostBet3) is the sheet unless the app named form 2 (migration 0033).
 */
export function screenOf(endpoint: string, origin: string | null): BetScreen {
  if (endpoint === 'PostBetEkor') return 'bet1';
  if (endpoint === 'PostBetEkor3') return 'bet3';
  return origin === 'bet2' ? 'bet2' : 'sheet';
}

/** The bets (of these) with a published result for any of their draws: no longer voidable (E134). */
async function betsWithResults(ctx: ServiceContext, betIds: number[]): Promise<Set<number>> {
  if (betIds.length === 0) return new Set();
  const rows = await ctx.db
    .selectFrom('tickets')
    .innerJoin('draw_results', (join) =>
      join
        .onRef('draw_results.draw_type', '=', 'tickets.draw_type')
        .onRef('draw_results.draw_date', '=', 'tickets.draw_date'),
    )
    .select('tickets.bet_id')
    .distinct()
    .where('tickets.bet_id', 'in', betIds)
    .execute();
  return new Set(rows.map((row) => Number(row.bet_id)));
}
