// Placing a bet (issue 4): the same engine as the app reads the sheet with the server's clock and the
// site's settings; an accepted bet, its tickets and its stake are written in one transaction, exactly
// once per (player, ClientRef). Answers are raw JSON so a replay is byte-identical to the original.
import { createHash, randomUUID } from 'node:crypto';
import { parseSheet, type SheetContext } from '../../../src/core/engine/index.ts';
import { ApiError } from '../../http/api-error.ts';
import type { BetAccepted } from '../../../contract/bets.ts';
import { envelope } from '../../http/envelope.ts';
import { messageOf } from '../../http/messages.ts';
import { userActorMayUseByName, type Actor } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { lockAndReadAvailable } from './available-credit.ts';
import { claimClientRef, releaseClaim } from './claims.ts';
import { statusOfSheetErrors } from './engine-errors.ts';
import { receiptText } from './receipt.ts';
import { sheetContextFor } from './sheet-context.ts';
import { anyDrawPublished, firstCloseOf, ticketsOf } from './tickets.ts';
import { insertTickets } from './insert-tickets.ts';
import { addExposure } from './exposure.ts';

export interface BetRequest {
  endpoint: string;
  variant: SheetContext['variant'];
  currency: string;
  userId: string;
  clientRef: string;
  betString: string;
}

export interface BetAnswer {
  httpStatus: number;
  /** The answer as sent (JSON text). */
  json: string;
}

export async function placeBet(ctx: ServiceContext, actor: Actor, request: BetRequest): Promise<BetAnswer> {
  const player = await userActorMayUseByName(ctx, actor, request.userId);
  if (player.role !== 'member') throw new ApiError('E131');
  const bodyHash = createHash('sha256')
    .update(JSON.stringify([request.endpoint, player.id, request.currency, request.betString]))
    .digest('hex');

  const claim = await claimClientRef(ctx, player.id, request.clientRef, bodyHash);
  if (claim.kind === 'running') return answer(409, { ...envelope('E133'), running: true });
  if (claim.kind === 'placed') {
    if (claim.bet.body_hash === bodyHash) return { httpStatus: 200, json: claim.bet.answer_json };
    return answer(200, { ...envelope('E133'), GUID: claim.bet.guid });
  }
  try {
    const { accepted, ...result } = await decide(ctx, actor, player, request, bodyHash);
    // A refusal records nothing, so the ref is freed: a retry (say, after a credit top-up) is judged afresh.
    if (!accepted) await releaseClaim(ctx, player.id, request.clientRef);
    return result;
  } catch (error) {
    await releaseClaim(ctx, player.id, request.clientRef);
    throw error;
  }
}

async function decide(
  ctx: ServiceContext,
  actor: Actor,
  player: Actor['user'],
  request: BetRequest,
  bodyHash: string,
): Promise<BetAnswer & { accepted: boolean }> {
  const context = await sheetContextFor(ctx, player, request.currency, request.variant);
  const sheet = parseSheet(request.betString, context);
  if (!sheet.ok) {
    const { status, params } = statusOfSheetErrors(sheet.errors);
    return refused({ ...envelope(status, undefined, params), errors: sheet.errors });
  }
  const tickets = ticketsOf(sheet, context);
  const firstClose = firstCloseOf(tickets);
  if (context.now >= firstClose) return refused(envelope('E129'));
  // A draw whose result is out is closed, whatever the clock says: nobody may bet on known numbers.
  if (await anyDrawPublished(ctx, tickets)) return refused(envelope('E129'));

  return ctx.db.transaction().execute(async (trx) => {
    const { availableCents, betId: id } = await lockAndReadAvailable(trx, player.id);
    if (sheet.totalCents > availableCents) throw new ApiError('E117');
    const guid = randomUUID();
    const output = receiptText({ betNumber: id, placedAt: context.now, player: player.username, currency: request.currency, sheet });
    const accepted = {
      status: 'S100',
      message: messageOf('S100'),
      GUID: guid,
      Output: output,
      data: {
        betNumber: id,
        total: sheet.totalCents / 100,
        tickets: sheet.ticketCount,
        dates: sheet.dates,
        drawTypes: [...new Set(sheet.lines.flatMap((line) => line.drawTypes))],
      },
    } satisfies BetAccepted;
    const json = JSON.stringify(accepted);
    const now = new Date(context.now);
    await trx
      .insertInto('bets')
      .values({
        id, guid, site_id: player.site_id, player_id: player.id, placed_by: actor.user.id, client_ref: request.clientRef,
        body_hash: bodyHash, endpoint: request.endpoint, currency: request.currency, bet_string: request.betString,
        total_cents: sheet.totalCents, ticket_count: tickets.length, first_close_at: new Date(firstClose), answer_json: json, created_at: now,
      })
      .execute();
    await insertTickets(trx, id, tickets);
    await addExposure(trx, player.site_id, context.numberCapCents, tickets);
    await trx.insertInto('ledger_entries').values({ user_id: player.id, bet_id: id, kind: 'stake', amount_cents: -sheet.totalCents, created_at: now }).execute();
    await trx.deleteFrom('bet_claims').where('player_id', '=', player.id).where('client_ref', '=', request.clientRef).execute();
    return { httpStatus: 200, json, accepted: true };
  });
}

function refused(body: object): BetAnswer & { accepted: false } {
  return { httpStatus: 200, json: JSON.stringify(body), accepted: false };
}

function answer(httpStatus: number, body: object): BetAnswer {
  return { httpStatus, json: JSON.stringify(body) };
}
