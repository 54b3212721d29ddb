// Writing a request's bets: each part still standing after the draw gates becomes a bet, in one statement
// with the other requests writing at that moment (write-bets.ts). Credit is taken part by part in the
// sheet's order (E117 for a part it no longer covers); a part that would take a number over the site's cap
// is sold out (E145) and the request is written again without it, so the other parts' credit and exposure
// are judged afresh. Credit is in the site's base currency, each part's total converted at the request's
// rate (src/core/domain/exchange.ts). A per-user limit passed on a draw date (E143 tickets, E140 stake,
// the limit as the parameter) refuses every part still standing. A regular request is one part, so it is accepted or refused whole. Each part keeps
// the bet number it drew first, whatever the attempt that writes it; the numbers of parts not written go
// back to the pool (bet-numbers.ts), so only accepted bets have one.
import { randomUUID } from 'node:crypto';
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import type { Refusal, RequestOutcome } from './bet-outcome.ts';
import { decideOutcome, type DecidedOutcome, type OutcomeFacts } from './request-outcome.ts';
import { giveBackBetNumbers, takeBetNumbers } from './bet-numbers.ts';
import type { BetPart } from './bet-parts.ts';
import { betAmountInBase } from '../../../src/core/domain/exchange.ts';
import { centsToDecimalText } from '../../../src/core/domain/money.ts';
import { DrawClosed, writeBets, type BetRow, type WriteOutcome } from './write-bets.ts';

export interface RecordJob {
  player: UserRow;
  placedBy: number;
  endpoint: string;
  origin: string | null;
  currency: string;
  clientRef: string;
  bodyHash: string;
  facts: OutcomeFacts;
  parts: readonly BetPart[];
  /** Parts refused before writing (E129, E132, E147). */
  refused: ReadonlyMap<BetPart, Refusal>;
}

export interface Recorded {
  outcome: RequestOutcome;
  /** Whether any bet was written. */
  accepted: boolean;
}

type Numbered = ReadonlyMap<BetPart, { id: number; guid: string }>;

/** Enough for any credit race to settle; past it the parts still unwritten are refused E117. */
const MAX_ATTEMPTS = 20;

export async function recordBets(ctx: ServiceContext, job: RecordJob): Promise<Recorded> {
  const standing = job.parts.filter((part) => !job.refused.has(part));
  const ids = await takeBetNumbers(ctx.db, standing.length);
  const numbered: Numbered = new Map(
    standing.map((part, index) => [part, { id: ids[index] as number, guid: randomUUID() }]),
  );
  let written: readonly BetPart[] = [];
  try {
    const recorded = await attemptAll(ctx, job, numbered, standing);
    written = recorded.written;
    return recorded;
  } catch (error) {
    // Nothing was written when a draw closed meanwhile or the batch's unique key refused it; after any
    // other failure the write may have committed, so those numbers are not handed out again.
    if (!(error instanceof DrawClosed) && !isUniqueViolation(error)) written = standing;
    throw error;
  } finally {
    giveBackBetNumbers(
      ctx.db,
      standing.filter((part) => !written.includes(part)).map((part) => (numbered.get(part) as { id: number }).id),
    );
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

async function attemptAll(
  ctx: ServiceContext,
  job: RecordJob,
  numbered: Numbered,
  standing: readonly BetPart[],
): Promise<Recorded & { written: readonly BetPart[] }> {
  const soldOut = new Map<BetPart, Refusal>();
  let candidates = standing;
  let chosen: BetPart[] = [...candidates];
  let refused = new Map(job.refused);
  for (let attempt = 0; attempt < MAX_ATTEMPTS && chosen.length > 0; attempt++) {
    const { result, decided } = await writeAttempt(ctx, job, numbered, chosen, refused);
    if (result.written) return { outcome: decided.outcome, accepted: true, written: chosen };
    if (result.limit) {
      const { status, limit } = result.limit;
      const refusal: Refusal = {
        status,
        params: status === 'E143' ? [limit] : [centsToDecimalText(limit), job.facts.rate.base],
      };
      refused = new Map([...job.refused, ...soldOut]);
      for (const part of candidates) refused.set(part, refusal);
      return { outcome: refusedAll(job, refused), accepted: false, written: [] };
    }
    if (result.over.length > 0) {
      const before = soldOut.size;
      for (const { drawType, number } of result.over) {
        const part = chosen.find((candidate) => candidate.drawTypes.includes(drawType));
        if (part && !soldOut.has(part)) soldOut.set(part, { status: 'E145', params: [number] });
      }
      // Never loop: should no part own the number's draw type, every part chosen is sold out.
      if (soldOut.size === before)
        for (const part of chosen) soldOut.set(part, { status: 'E145', params: [result.over[0]?.number ?? ''] });
      candidates = candidates.filter((part) => !soldOut.has(part));
      chosen = [...candidates];
      refused = new Map([...job.refused, ...soldOut]);
      continue;
    }
    // Short of credit for all of them: the parts it covers, in order, judged again by the next attempt.
    let left = result.availableCents;
    refused = new Map([...job.refused, ...soldOut]);
    chosen = [];
    for (const part of candidates) {
      const inBase = betAmountInBase(part.totalCents, job.facts.rate);
      if (inBase > left) {
        refused.set(part, { status: 'E117' });
      } else {
        left -= inBase;
        chosen.push(part);
      }
    }
  }
  for (const part of chosen) refused.set(part, { status: 'E117' });
  return { outcome: refusedAll(job, refused), accepted: false, written: [] };
}

/** Writes `chosen` as bets with their numbers, the rest of the parts refused as `refused` says. */
async function writeAttempt(
  ctx: ServiceContext,
  job: RecordJob,
  numbered: Numbered,
  chosen: readonly BetPart[],
  refused: ReadonlyMap<BetPart, Refusal>,
): Promise<{ result: WriteOutcome; decided: DecidedOutcome }> {
  const bets = new Map(chosen.map((part) => [part, numbered.get(part) as { id: number; guid: string }]));
  const decided = decideOutcome(job.parts, bets, refused, job.facts);
  const rows = chosen.map((part, index): BetRow => {
    const bet = bets.get(part) as { id: number; guid: string };
    return {
      ...bet,
      // The first bet holds the request's ClientRef; the others a ref no client can send (it has a '.').
      clientRef: index === 0 ? job.clientRef : `${job.clientRef}.${part.drawType ?? index}`,
      betString: part.betString,
      totalCents: part.totalCents,
      tickets: part.tickets,
      firstClose: part.firstClose,
      outcome: decided.betOutcomes.get(bet.id) as string,
    };
  });
  const result = await writeBets(ctx.db, {
    siteId: job.player.site_id,
    playerId: job.player.id,
    placedBy: job.placedBy,
    bodyHash: job.bodyHash,
    endpoint: job.endpoint,
    origin: job.origin,
    currency: job.currency,
    rate: job.facts.rate,
    clientRef: job.clientRef,
    requestOutcome: decided.requestOutcome,
    now: job.facts.placedAt,
    draws: [...new Set(chosen.flatMap((part) => part.draws))],
    bets: rows,
  });
  return { result, decided };
}

/** Nothing written: every part refused, as `refused` says. */
function refusedAll(job: RecordJob, refused: ReadonlyMap<BetPart, Refusal>): RequestOutcome {
  return decideOutcome(job.parts, new Map(), refused, job.facts).outcome;
}
