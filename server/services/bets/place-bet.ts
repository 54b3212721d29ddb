// Placing a bet: the same engine as the app reads the sheet with the server's clock and the
// site's settings; accepted bets, their tickets and stakes are written in one transaction, exactly once per
// (player, ClientRef). It answers what became of the request (bet-outcome.ts), which is stored with the
// bets; the edge renders it, and renders the stored one the same way for a replay, so a replay is
// byte-identical to the original.
//
// An accepted bet costs two statements of its own: the session (http/authenticate.ts) and the claim with
// every fact the bet is judged on (bet-facts.ts); its write shares one statement and one commit with every
// other bet being written at that moment (write-bets.ts), which also re-checks that no draw got a result
// meanwhile (the publish race).
import { createHash } from 'node:crypto';
import type { SheetContext } from '../../../src/core/engine/index.ts';
import { dateList } from '../../../src/core/domain/calendar.ts';
import { betRateOf } from '../../../src/core/domain/exchange.ts';
import { ApiError } from '../api-error.ts';
import { userActorMayUseByName, type Actor, type UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { claimAndReadFacts, type BetFacts } from './bet-facts.ts';
import type { BetAnswer } from './bet-outcome.ts';
import { partsByDrawType, wholePart } from './bet-parts.ts';
import { releaseClaim, takeOverStaleClaim, type PlacedWith } from './claims.ts';
import { closedAlso, refusalsOf } from './draw-gates.ts';
import { statusOfSheetErrors } from './engine-errors.ts';
import { recordBets } from './record-bets.ts';
import { sheetContextOf } from './sheet-context.ts';
import { readStoredAnswer } from './stored-answer.ts';
import { ticketsOf } from './tickets.ts';
import { withinTicketCap } from './ticket-cap.ts';
import { parseSheetOffLoop } from '../../engine-pool/sheet-pool.ts';
import { DrawClosed } from './write-bets.ts';

export interface BetRequest {
  endpoint: string;
  /** The screen the app entered it on, when the endpoint does not tell (PostBet from form 2: 'bet2'). */
  origin?: string;
  variant: SheetContext['variant'];
  /** One bet per draw type, answered as an array with one item per draw type (PostBet3, PostBetEkor3). */
  perDrawType: boolean;
  currency: string;
  userId: string;
  clientRef: string;
  betString: string;
}

export async function placeBet(ctx: ServiceContext, actor: Actor, request: BetRequest): Promise<BetAnswer> {
  // Betting for oneself needs no lookup: the session already read the actor's row.
  const player =
    request.userId.toLowerCase() === actor.user.username_key
      ? actor.user
      : await userActorMayUseByName(ctx, actor, request.userId);
  if (player.role !== 'member') throw new ApiError('E131');
  const bodyHash = createHash('sha256')
    .update(JSON.stringify([request.endpoint, player.id, request.currency, request.betString]))
    .digest('hex');
  const now = ctx.clock.now();
  const facts = await claimAndReadFacts(ctx, {
    player,
    clientRef: request.clientRef,
    bodyHash,
    currency: request.currency,
    now,
    dates: dateList(now),
  });
  if (facts.placed) {
    // Our claim went in only because that bet had committed and freed the ref a moment before: give it back.
    const placed = facts.claimed ? await releaseClaim(ctx, player.id, request.clientRef) : undefined;
    return replay(
      ctx,
      placed ?? { guid: facts.placed.guid, bodyHash: facts.placed.bodyHash },
      bodyHash,
      player,
      request,
    );
  }
  if (!facts.claimed && !(await takeOverStaleClaim(ctx, player.id, request.clientRef, bodyHash))) {
    return { kind: 'running' };
  }
  let decided: { answer: BetAnswer; accepted: boolean };
  try {
    decided = await decide(ctx, actor, player, request, bodyHash, facts, now);
  } catch (error) {
    // Also the bets' unique key refusing us: the same ref was placed while our claim went in (bet-facts.ts).
    const placed = await releaseClaim(ctx, player.id, request.clientRef);
    if (placed) return replay(ctx, placed, bodyHash, player, request);
    throw error;
  }
  if (!decided.accepted) {
    // A refusal records nothing, so the ref is freed: a retry (say, after a credit top-up) is judged afresh.
    const placed = await releaseClaim(ctx, player.id, request.clientRef);
    if (placed) return replay(ctx, placed, bodyHash, player, request);
  }
  return decided.answer;
}

async function decide(
  ctx: ServiceContext,
  actor: Actor,
  player: UserRow,
  request: BetRequest,
  bodyHash: string,
  facts: BetFacts,
  now: number,
): Promise<{ answer: BetAnswer; accepted: boolean }> {
  const context = sheetContextOf(facts, player, request.currency, request.variant, now);
  // A large sheet is parsed off the event loop (engine-pool/), and held to the site's ticket cap.
  const sheet = await withinTicketCap(ctx, player.site_id, await parseSheetOffLoop(request.betString, context));
  if (!sheet.ok) {
    const { status, params } = statusOfSheetErrors(sheet.errors);
    return {
      answer: { kind: 'refused', refusal: { status, ...(params ? { params } : {}) }, errors: sheet.errors },
      accepted: false,
    };
  }
  const tickets = ticketsOf(sheet, context);
  const parts = request.perDrawType
    ? partsByDrawType(sheet, tickets, request.betString, context)
    : [wholePart(sheet, tickets, request.betString)];
  let gated = facts;
  for (;;) {
    try {
      const recorded = await recordBets(ctx, {
        player,
        placedBy: actor.user.id,
        endpoint: request.endpoint,
        origin: request.origin ?? null,
        currency: request.currency,
        clientRef: request.clientRef,
        bodyHash,
        facts: {
          placedAt: now,
          player: player.username,
          currency: request.currency,
          perDrawType: request.perDrawType,
          rate: betRateOf(facts.rates, request.currency, facts.baseCurrency),
        },
        parts,
        refused: refusalsOf(parts, gated, now),
      });
      return { answer: { kind: 'judged', outcome: recorded.outcome }, accepted: recorded.accepted };
    } catch (error) {
      // A result came out after the facts were read (the publish race, write-bets.ts): judge again with it.
      if (!(error instanceof DrawClosed)) throw error;
      gated = closedAlso(gated, error);
    }
  }
}

/**
 * The ref was placed: the same body gets the stored answer (rendered as the first one was), another one
 * E133 and the GUID. The facts statement tells only the bet's GUID and body: its answer is read here.
 */
async function replay(
  ctx: ServiceContext,
  placed: PlacedWith,
  bodyHash: string,
  player: UserRow,
  request: BetRequest,
): Promise<BetAnswer> {
  if (placed.bodyHash !== bodyHash) return { kind: 'taken', guid: placed.guid };
  return placed.answer ?? (await readStoredAnswer(ctx.db, player.id, request.clientRef)) ?? { kind: 'none' };
}
