// Placing a bet: the same engine as the app reads the sheet with the server's clock and the
// site's settings; accepted bets, their tickets and stakes are written in one transaction, exactly once per
// (player, ClientRef). Answers are raw JSON, written by the edge's renderer (ctx.answers) and stored with
// the bets, so a replay is byte-identical to the original.
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
import type { AnswerParts } from '../answer-renderer.ts';
import { userActorMayUseByName, type Actor, type UserRow } from '../access.ts';
import type { BetContext } from './bet-context.ts';
import { claimAndReadFacts, type BetFacts, type PlacedBet } from './bet-facts.ts';
import { partsByDrawType, wholePart } from './bet-parts.ts';
import { releaseClaim, takeOverStaleClaim } from './claims.ts';
import { closedAlso, refusalsOf } from './draw-gates.ts';
import { statusOfSheetErrors } from './engine-errors.ts';
import { recordBets, type Recorded } from './record-bets.ts';
import { sheetContextOf } from './sheet-context.ts';
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

export interface BetAnswer {
  /** The answer as sent (JSON text). */
  json: string;
  /** The first request with this ClientRef is still being placed (the edge sends 409). */
  running?: true;
}

export async function placeBet(ctx: BetContext, actor: Actor, request: BetRequest): Promise<BetAnswer> {
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
    if (facts.claimed) await releaseClaim(ctx, player.id, request.clientRef);
    return replay(ctx, facts.placed, bodyHash, request);
  }
  if (!facts.claimed && !(await takeOverStaleClaim(ctx, player.id, request.clientRef, bodyHash))) {
    return { ...answer(ctx, request, { status: 'E133', fields: { running: true } }), running: true };
  }
  let decided: Recorded;
  try {
    decided = await decide(ctx, actor, player, request, bodyHash, facts, now);
  } catch (error) {
    // Also the bets' unique key refusing us: the same ref was placed while our claim went in (bet-facts.ts).
    const placed = await releaseClaim(ctx, player.id, request.clientRef);
    if (placed) return replay(ctx, placed, bodyHash, request);
    throw error;
  }
  if (!decided.accepted) {
    // A refusal records nothing, so the ref is freed: a retry (say, after a credit top-up) is judged afresh.
    const placed = await releaseClaim(ctx, player.id, request.clientRef);
    if (placed) return replay(ctx, placed, bodyHash, request);
  }
  return { json: decided.response };
}

async function decide(
  ctx: BetContext,
  actor: Actor,
  player: UserRow,
  request: BetRequest,
  bodyHash: string,
  facts: BetFacts,
  now: number,
): Promise<Recorded> {
  const context = sheetContextOf(facts, player, request.currency, request.variant, now);
  // A large sheet is parsed off the event loop (engine-pool/), and held to the site's ticket cap.
  const sheet = await withinTicketCap(ctx, player.site_id, await parseSheetOffLoop(request.betString, context));
  if (!sheet.ok) {
    const { status, params } = statusOfSheetErrors(sheet.errors);
    return {
      response: answer(ctx, request, { status, ...(params ? { params } : {}), fields: { errors: sheet.errors } }).json,
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
      return await recordBets(ctx, {
        player,
        placedBy: actor.user.id,
        endpoint: request.endpoint,
        origin: request.origin ?? null,
        currency: request.currency,
        clientRef: request.clientRef,
        bodyHash,
        answers: {
          placedAt: now,
          player: player.username,
          currency: request.currency,
          perDrawType: request.perDrawType,
          rate: betRateOf(facts.rates, request.currency, facts.baseCurrency),
        },
        parts,
        refused: refusalsOf(parts, gated, now),
      });
    } catch (error) {
      // A result came out after the facts were read (the publish race, write-bets.ts): judge again with it.
      if (!(error instanceof DrawClosed)) throw error;
      gated = closedAlso(gated, error);
    }
  }
}

/** The ref was placed: the same body gets the stored answer byte for byte, another one E133 and the GUID. */
function replay(ctx: BetContext, placed: PlacedBet, bodyHash: string, request: BetRequest): BetAnswer {
  if (placed.bodyHash === bodyHash) return { json: placed.answer };
  return answer(ctx, request, { status: 'E133', fields: { GUID: placed.guid } });
}

/** The per-draw-type calls answer arrays, so a refusal of the whole request is an array of one item. */
function answer(ctx: BetContext, request: BetRequest, parts: AnswerParts): BetAnswer {
  return { json: request.perDrawType ? ctx.answers.many([parts]) : ctx.answers.one(parts) };
}
