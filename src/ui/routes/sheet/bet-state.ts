// The BET flow's state (valtio): whether a bet (or the check of a pending one) is in flight, the message
// about the last attempt, and the receipt being shown. `busy` is also the double-tap guard: it is set
// synchronously before anything is sent, so a second tap in the same frame finds it set.
import { proxy, ref } from 'valtio';
import type { ReceiptEntry } from '../../components/receipt-dialog/receipt-model.ts';
import type { Refusal } from '../../betting/bet-outcome.ts';

export type BetNotice =
  /** The server refused the bet: each item's status (one, or one per draw type of an hourly sheet). */
  | { kind: 'refused'; refusals: readonly Refusal[] }
  /** No definite answer: the bet may or may not exist. Checked again; BET re-sends the same ClientRef. */
  | { kind: 'unresolved' }
  /** A pending bet the server never saw is back in the sheet. */
  | { kind: 'restored' }
  /** A rebet the form it came from cannot hold, opened here instead. */
  | { kind: 'rebet-fallback'; from: 'bet1' | 'bet2' | 'bet3' }
  /** Any other failure, as a catalogue status. */
  | { kind: 'failed'; status: string; params: readonly (string | number)[] };

export interface BetState {
  busy: boolean;
  notice: BetNotice | null;
  receipt: readonly ReceiptEntry[] | null;
}

export const betState = proxy<BetState>({ busy: false, notice: null, receipt: null });

export const betActions = {
  /** Claims the flow; false when a bet or a check is already running (the tap is ignored). */
  begin(): boolean {
    if (betState.busy) return false;
    betState.busy = true;
    return true;
  },
  end(): void {
    betState.busy = false;
  },
  notice(notice: BetNotice | null): void {
    betState.notice = notice === null ? null : ref(notice);
  },
  showReceipt(entries: readonly ReceiptEntry[]): void {
    betState.receipt = ref([...entries]);
  },
  closeReceipt(): void {
    betState.receipt = null;
  },
};
