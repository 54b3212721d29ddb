// Writing a request's bets: each part still standing after the draw gates becomes a bet, in one transaction
// (lock the player, then one write statement: write-bets.ts). Credit is taken part by part in the sheet's
// order (E117 for a part it no longer covers); a part that would take a number over the site's cap is sold
// out (E145): the transaction is rolled back and the request written again without it, so the other parts'
// credit and exposure are judged afresh. A regular request is one part, so it is accepted or refused whole.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../store/schema.ts';
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { renderAnswers, type AnswerFacts, type Outcome, type Refusal, type RenderedAnswers } from './bet-answers.ts';
import type { BetPart } from './bet-parts.ts';
import { lockPlayer, writeBets, type BetRow, type WriteOutcome } from './write-bets.ts';

export interface RecordJob {
  player: UserRow;
  placedBy: number;
  endpoint: string;
  currency: string;
  clientRef: string;
  bodyHash: string;
  numberCapCents: number | null;
  answers: AnswerFacts;
  parts: readonly BetPart[];
  /** Parts refused before writing (E129, E132, E147). */
  refused: ReadonlyMap<BetPart, Refusal>;
}

export interface Recorded {
  response: string;
  /** Whether any bet was written. */
  accepted: boolean;
}

class SoldOut extends Error {
  constructor(readonly over: WriteOutcome['over']) {
    super('sold out');
  }
}

export async function recordBets(ctx: ServiceContext, job: RecordJob): Promise<Recorded> {
  const soldOut = new Map<BetPart, Refusal>();
  for (;;) {
    const candidates = job.parts.filter((part) => !job.refused.has(part) && !soldOut.has(part));
    if (candidates.length === 0) return { response: render(job, new Map(), new Map([...job.refused, ...soldOut])).response, accepted: false };
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const ids = await lockPlayer(trx, job.player.id, candidates.length, candidates.flatMap((part) => part.draws));
        const write = (chosen: readonly BetPart[], refused: ReadonlyMap<BetPart, Refusal>) => writeAttempt(trx, job, ids, chosen, refused);
        const before = new Map([...job.refused, ...soldOut]);
        let attempt = await write(candidates, before);
        while (!attempt.result.written) {
          // Short of credit for all of them: the parts it covers, in order. The next write reads the credit
          // again; it can only have dropped if something wrote to the ledger without the player's lock (a
          // result correction), and then this judges again with the new figure.
          let left = attempt.result.availableCents;
          const refused = new Map(before);
          const chosen: BetPart[] = [];
          for (const part of candidates) {
            if (part.totalCents > left) {
              refused.set(part, { status: 'E117' });
            } else {
              left -= part.totalCents;
              chosen.push(part);
            }
          }
          if (chosen.length === 0) return { response: render(job, new Map(), refused).response, accepted: false };
          attempt = await write(chosen, refused);
        }
        if (attempt.result.over.length > 0) throw new SoldOut(attempt.result.over);
        return { response: attempt.rendered.response, accepted: true };
      });
    } catch (error) {
      if (!(error instanceof SoldOut)) throw error;
      const before = soldOut.size;
      for (const { drawType, number } of error.over) {
        const part = candidates.find((candidate) => candidate.drawTypes.includes(drawType));
        if (part && !soldOut.has(part)) soldOut.set(part, { status: 'E145', params: [number] });
      }
      // Never loop: should no part own the number's draw type, every candidate is sold out.
      if (soldOut.size === before) for (const part of candidates) soldOut.set(part, { status: 'E145', params: [error.over[0]?.number ?? ''] });
    }
  }
}

/** Writes `chosen` as bets numbered from `ids` (in order), the rest of the parts refused as `refused` says. */
async function writeAttempt(
  trx: Transaction<Database>,
  job: RecordJob,
  ids: readonly number[],
  chosen: readonly BetPart[],
  refused: ReadonlyMap<BetPart, Refusal>,
): Promise<{ result: WriteOutcome; rendered: RenderedAnswers }> {
  const bets = new Map(chosen.map((part, index) => [part, { id: ids[index] as number, guid: randomUUID() }]));
  const rendered = render(job, bets, refused);
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
      answerJson: rendered.betAnswers.get(bet.id) as string,
    };
  });
  const result = await writeBets(trx, {
    siteId: job.player.site_id, playerId: job.player.id, placedBy: job.placedBy, bodyHash: job.bodyHash, endpoint: job.endpoint,
    currency: job.currency, clientRef: job.clientRef, requestAnswer: rendered.requestAnswer, numberCapCents: job.numberCapCents,
    now: job.answers.placedAt, bets: rows,
  });
  return { result, rendered };
}

function render(job: RecordJob, bets: ReadonlyMap<BetPart, { id: number; guid: string }>, refused: ReadonlyMap<BetPart, Refusal>): RenderedAnswers {
  const outcomes = job.parts.map((part): Outcome => {
    const bet = bets.get(part);
    if (bet) return { part, bet };
    return { part, refusal: refused.get(part) ?? { status: 'E117' } };
  });
  return renderAnswers(outcomes, job.answers);
}
