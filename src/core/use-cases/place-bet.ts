// Placing a bet exactly once (docs/product.md D9, D10). The bet, with its ClientRef, is written to the
// pending store before it is sent; a lost answer is retried with the SAME ClientRef (the server answers a
// repeat with the original result, and 409 while the first is still running), so a flaky network never
// makes a second bet. The record is cleared only once the server has given a definite answer.
import type { BetItems, BetRequest } from '../../../contract/bets.ts';
import { ServiceError } from '../domain/service-error.ts';
import type { BetChannel, BetOutcome, BetVariant } from '../ports/bet-service.ts';
import type { PendingBet } from '../ports/pending-bet-store.ts';
import type { UseCaseDeps } from './deps.ts';

/** What the screen fills in; the ClientRef is the use-case's business. */
export interface BetDraft {
  variant: BetVariant;
  /** The guided screens send through PostBetEkor / PostBetEkor3; default the sheet's PostBet / PostBet3. */
  channel?: BetChannel;
  request: Omit<BetRequest, 'ClientRef'>;
}

export type PlaceResult =
  | { kind: 'answered'; items: BetItems }
  /** No definite answer after the retries: the bet stays pending and BET re-sends the same ClientRef. */
  | { kind: 'unresolved' };

/** Pauses between attempts after a lost answer or a 409; their count is the number of retries. */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000, 4000];

export async function placeBet(deps: UseCaseDeps, loginId: string, draft: BetDraft): Promise<PlaceResult> {
  const { pending, reused } = await pendingFor(deps, loginId, draft);
  deps.pendingBets.save(pending);
  // Whether an earlier send of this ClientRef may have reached the server: a stored record was sent before
  // (its answer was lost), and so was any attempt that got no answer or a 409.
  let mayExist = reused;
  for (let attempt = 0; ; attempt += 1) {
    let outcome: BetOutcome | null = null;
    try {
      outcome = await deps.bets.place(pending.request, pending.variant, pending.channel ?? 'sheet');
    } catch (error) {
      if (!(error instanceof ServiceError && error.transport)) {
        // A thrown status (401 session ended, 503 maintenance …) says this request placed nothing. It says
        // nothing of an earlier send that went unanswered, so then the record stays for resolvePendingBet.
        if (!mayExist) deps.pendingBets.clear();
        throw error;
      }
    }
    mayExist = true;
    if (outcome?.kind === 'answered') {
      deps.pendingBets.clear();
      return outcome;
    }
    const pause = RETRY_DELAYS_MS[attempt];
    if (pause === undefined) return { kind: 'unresolved' };
    await deps.scheduler.delay(pause);
  }
}

/**
 * The pending record for this draft: the stored one when it is the same bet (same ClientRef again, never a
 * second one), else a new one — but only once a different stored bet is known to be settled either way.
 */
async function pendingFor(
  deps: UseCaseDeps,
  loginId: string,
  draft: BetDraft,
): Promise<{ pending: PendingBet; reused: boolean }> {
  const stored = deps.pendingBets.load();
  if (stored !== null && stored.loginId === loginId) {
    if (sameBet(stored, draft)) return { pending: stored, reused: true };
    const earlier = await resolvePendingBet(deps, loginId);
    if (earlier.kind === 'unresolved') throw new ServiceError('E101', [], true);
  }
  const pending: PendingBet = {
    loginId,
    variant: draft.variant,
    ...(draft.channel && draft.channel !== 'sheet' ? { channel: draft.channel } : {}),
    request: { ...draft.request, ClientRef: deps.ids.clientRef() },
  };
  return { pending, reused: false };
}

function sameBet(stored: PendingBet, draft: BetDraft): boolean {
  const { request } = stored;
  return (
    stored.variant === draft.variant &&
    (stored.channel ?? 'sheet') === (draft.channel ?? 'sheet') &&
    request.BetString === draft.request.BetString &&
    request.Currency === draft.request.Currency &&
    request.UserId === draft.request.UserId
  );
}

export type PendingResolution =
  | { kind: 'none' }
  | { kind: 'answered'; items: BetItems; pending: PendingBet }
  /** The server never saw it: the sheet goes back to the screen, and BET sends it with the same ClientRef. */
  | { kind: 'not-placed'; pending: PendingBet }
  | { kind: 'unresolved'; pending: PendingBet };

/** After a reload or a lost answer: ask the server what became of the stored bet. */
export async function resolvePendingBet(deps: UseCaseDeps, loginId: string): Promise<PendingResolution> {
  const pending = deps.pendingBets.load();
  if (pending === null || pending.loginId !== loginId) return { kind: 'none' };
  try {
    const outcome = await deps.bets.findByClientRef(pending.request.ClientRef, pending.request.UserId);
    if (outcome === null) return { kind: 'not-placed', pending };
    if (outcome.kind === 'running') return { kind: 'unresolved', pending };
    deps.pendingBets.clear();
    return { kind: 'answered', items: outcome.items, pending };
  } catch {
    return { kind: 'unresolved', pending };
  }
}
