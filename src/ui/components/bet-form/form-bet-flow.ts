// BET for the forms, without React (docs/product.md D10): one bet per tap (busy is claimed before
// anything is sent), the list the engine checked sent exactly once by the placing use-case (pending bet
// stored first, same ClientRef on retry, GetBetByClientRef after a lost answer), then the receipt and a
// cleared form, or the refusal shown. The use-case keeps the ClientRef; this decides what the form shows.
import type { BetItems } from '../../../../contract/bets.ts';
import { asServiceError, forcesLogout, type ServiceError } from '../../../core/domain/service-error.ts';
import type { BetChannel, BetVariant } from '../../../core/ports/bet-service.ts';
import { sessionActions } from '../../state/session-state.ts';
import { limitsActions } from '../../state/limits-state.ts';
import type { Flow } from '../../betting/use-bet-flow.ts';
import { verdictOf } from '../../betting/bet-outcome.ts';
import { isAccepted, type ReceiptEntry } from '../receipt-dialog/receipt-model.ts';
import type { FormActions, FormRow, FormState } from './form-state.ts';

/** The same flow as the sheet's. */
export type FormFlow = Flow;

export interface FormBet {
  variant: BetVariant;
  channel: BetChannel;
  currency: string;
  player: string;
  /** The sheet the engine checked (ListCheck.text). */
  text: string;
}

/**
 * PostBetEkor answers one item per draw type of its one bet, each with the same GUID and receipt: shown
 * (and voided) once, naming its draw types. PostBet3 / PostBetEkor3 items have their own GUIDs and stay apart.
 */
export function mergeSameBet(entries: readonly ReceiptEntry[]): ReceiptEntry[] {
  const out: ReceiptEntry[] = [];
  for (const entry of entries) {
    const same = entry.guid === undefined ? undefined : out.find((earlier) => earlier.guid === entry.guid);
    if (same === undefined) out.push({ ...entry });
    else if (entry.drawType) same.drawType = same.drawType ? `${same.drawType} ${entry.drawType}` : entry.drawType;
  }
  return out;
}

/** The lines of a partial answer that were refused, each with only its refused draw types (for "rebet"). */
export function refusedRows(lines: readonly FormRow[], entries: readonly ReceiptEntry[]): FormRow[] {
  if (!entries.some(isAccepted)) return [];
  const refused = new Set(
    entries.filter((entry) => !isAccepted(entry) && entry.drawType).map((entry) => entry.drawType as string),
  );
  if (refused.size === 0) return [];
  return lines
    .map((line) => ({ ...line, drawTypes: line.drawTypes.filter((drawType) => refused.has(drawType)) }))
    .filter((line) => line.drawTypes.length > 0);
}

function showAnswer(
  flow: FormFlow,
  state: FormState,
  actions: FormActions,
  items: BetItems,
  sent: readonly FormRow[],
): void {
  const verdict = verdictOf(items);
  if (verdict.kind === 'accepted') {
    const entries = mergeSameBet(verdict.entries);
    actions.placed(entries, refusedRows(sent, entries));
    // A failed refresh is not the bet's failure: the 60 s ping brings the balance anyway.
    flow.accounts.balance().then(sessionActions.balance, () => {});
    limitsActions.stale();
    return;
  }
  actions.notice({ kind: 'refused', refusals: verdict.refusals, errors: verdict.errors });
}

function showFailure(flow: FormFlow, actions: FormActions, error: ServiceError): void {
  if (forcesLogout(error.status)) return flow.forcedLogout(error);
  // No answer at all: E101 (the network), the bet stays pending and BET re-sends the same ClientRef.
  if (error.transport) return actions.notice({ kind: 'unresolved' });
  actions.notice({ kind: 'failed', status: error.status, params: error.params });
}

export async function placeFormBet(
  flow: FormFlow,
  state: FormState,
  actions: FormActions,
  bet: FormBet,
): Promise<void> {
  if (!actions.begin()) return;
  const sent = state.lines.map((line) => ({ ...line }));
  try {
    const result = await flow.useCases.placeBet(flow.loginId, {
      variant: bet.variant,
      channel: bet.channel,
      request: { Currency: bet.currency, UserId: bet.player, BetString: bet.text },
    });
    if (result.kind === 'answered') showAnswer(flow, state, actions, result.items, sent);
    else actions.notice({ kind: 'unresolved' });
  } catch (error) {
    showFailure(flow, actions, asServiceError(error));
  } finally {
    actions.end();
  }
}

/** On arrival: a bet of this form sent before whose answer was lost is asked about (never sent twice). */
export async function resolveFormPending(
  flow: FormFlow,
  actions: FormActions,
  channel: BetChannel,
  variant: BetVariant,
): Promise<void> {
  // Nothing pending (the usual visit): the form is not marked busy and back, two renders of the whole form
  // right after it first shows.
  if (!flow.useCases.hasPendingBet(flow.loginId) || !actions.begin()) return;
  try {
    const resolution = await flow.useCases.resolvePendingBet(flow.loginId);
    if (resolution.kind === 'none') return;
    const mine = (resolution.pending.channel ?? 'sheet') === channel && resolution.pending.variant === variant;
    if (resolution.kind === 'answered' && mine) {
      const verdict = verdictOf(resolution.items);
      if (verdict.kind === 'accepted') actions.placed(mergeSameBet(verdict.entries), []);
    } else if (resolution.kind === 'unresolved') {
      actions.notice({ kind: 'unresolved' });
    }
  } catch (error) {
    showFailure(flow, actions, asServiceError(error));
  } finally {
    actions.end();
  }
}
