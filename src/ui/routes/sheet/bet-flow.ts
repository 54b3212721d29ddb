// The BET flow without React (docs/product.md D10): one bet per tap (betState.busy is claimed before
// anything is sent), the answer shown (the receipt and a fresh sheet, a refusal with its errors on their
// lines, or "not confirmed yet"), the balance refreshed, and a pending bet resolved and put back in the
// sheet when the server never saw it. The use-case keeps the ClientRef; this decides what the screen shows.
import type { BetItems } from '../../../../contract/bets.ts';
import { asServiceError, forcesLogout, type ServiceError } from '../../../core/domain/service-error.ts';
import type { PendingBet } from '../../../core/ports/pending-bet-store.ts';
import type { BetDraft } from '../../../core/use-cases/place-bet.ts';
import type { AccountService } from '../../../core/ports/account-service.ts';
import { sessionActions, sessionState } from '../../state/session-state.ts';
import { limitsActions } from '../../state/limits-state.ts';
import { sheetActions, sheetState } from './sheet-state.ts';
import { verdictOf } from '../../betting/bet-outcome.ts';
import type { Flow } from '../../betting/use-bet-flow.ts';
import { betActions, betState } from './bet-state.ts';
import { effectiveCurrency, effectivePlayer } from '../../betting/sheet-context.ts';

export function draftOf(loginId: string): BetDraft {
  const { loginData } = sessionState;
  return {
    variant: sheetState.variant,
    request: {
      Currency: effectiveCurrency(sheetState.currency, loginData),
      UserId: effectivePlayer(sheetState.player, loginData, loginId),
      BetString: sheetState.text,
    },
  };
}

function refreshBalance(accounts: AccountService): void {
  // A failed refresh is not the bet's failure: the 60 s ping brings the balance anyway.
  accounts.balance().then(sessionActions.balance, () => {});
  limitsActions.stale();
}

/** A definite answer: the receipt (and a fresh sheet), or the refusal with its errors on their lines. */
function showAnswer(flow: Flow, items: BetItems, sentText: string): void {
  const verdict = verdictOf(items);
  if (verdict.kind === 'accepted') {
    betActions.notice(null);
    betActions.showReceipt(verdict.entries);
    // Only the sheet that was sent is cleared: whatever the player typed meanwhile stays.
    if (sheetState.text === sentText) sheetActions.reset();
    refreshBalance(flow.accounts);
    return;
  }
  betActions.notice({ kind: 'refused', refusals: verdict.refusals });
  sheetActions.showServerErrors(sentText, verdict.errors);
}

function showFailure(flow: Flow, error: ServiceError): void {
  if (forcesLogout(error.status)) return flow.forcedLogout(error);
  // The use-case throws a transport error only when an earlier bet is still unresolved.
  if (error.transport) return betActions.notice({ kind: 'unresolved' });
  betActions.notice({ kind: 'failed', status: error.status, params: error.params });
}

export async function placeBet(flow: Flow): Promise<void> {
  if (!betActions.begin()) return;
  try {
    const draft = draftOf(flow.loginId);
    const result = await flow.useCases.placeBet(flow.loginId, draft);
    if (result.kind === 'answered') showAnswer(flow, result.items, draft.request.BetString);
    else betActions.notice({ kind: 'unresolved' });
  } catch (error) {
    showFailure(flow, asServiceError(error));
  } finally {
    betActions.end();
  }
}

/** Puts a pending bet back in the sheet unless the player is busy with another one. */
function restore(pending: PendingBet): void {
  const text = pending.request.BetString;
  if (sheetState.text !== '' && sheetState.text !== text) return;
  sheetActions.restore({
    text,
    variant: pending.variant,
    currency: pending.request.Currency,
    player: pending.request.UserId,
  });
}

export async function resolvePending(flow: Flow): Promise<void> {
  if (!betActions.begin()) return;
  try {
    const resolution = await flow.useCases.resolvePendingBet(flow.loginId);
    if (resolution.kind === 'answered') {
      showAnswer(flow, resolution.items, resolution.pending.request.BetString);
    } else if (resolution.kind === 'not-placed') {
      restore(resolution.pending);
      betActions.notice({ kind: 'restored' });
    } else if (resolution.kind === 'unresolved') {
      restore(resolution.pending);
      betActions.notice({ kind: 'unresolved' });
    } else if (betState.notice?.kind === 'unresolved') {
      // Settled elsewhere (another tab resolved it): nothing is pending any more.
      betActions.notice(null);
    }
  } catch (error) {
    showFailure(flow, asServiceError(error));
  } finally {
    betActions.end();
  }
}
