// What the receipt dialog shows: one entry per answer item. PostBet answers one item; PostBet3 (the
// hourly sheet) one per draw type, each accepted with its own GUID and receipt, or refused with its own
// status. Only an accepted entry can be voided (docs/product.md S4: "only one success allows void").
import type { BetItems } from '../../../../contract/bets.ts';
import type { ReceiptData, ReceiptVoid } from '../../../../contract/receipts.ts';
import type { ReceiptItem } from '../../../core/ports/receipt-service.ts';

export const ACCEPTED = 'S100';
export const VOIDED = 'S105';

export interface ReceiptEntry {
  /** The draw type of a PostBet3 item; absent for a whole-sheet bet. */
  drawType?: string;
  status: string;
  params: readonly (string | number)[];
  /** Accepted entries only. */
  guid?: string;
  /** The receipt text (accepted entries only): shown where there is no data (older answers). */
  output?: string;
  /** The receipt as data, rendered in the user's language (receipt-render.ts). */
  receipt?: ReceiptData;
  /** The receipts list knows these too: who placed it (an agent for its player) and its void. */
  placedBy?: string;
  voided?: ReceiptVoid;
}

export function entriesOf(items: BetItems): ReceiptEntry[] {
  return items.map((item) => ({
    ...(item.DrawType ? { drawType: item.DrawType } : {}),
    status: item.status,
    params: 'params' in item && item.params ? item.params : [],
    ...(item.status === ACCEPTED && item.GUID ? { guid: item.GUID } : {}),
    ...(item.status === ACCEPTED && 'Output' in item ? { output: item.Output } : {}),
    ...(item.status === ACCEPTED && 'Receipt' in item && item.Receipt ? { receipt: item.Receipt } : {}),
  }));
}

/** The receipt view's entry: voidable as the server says, with its data, placer and void. */
export function entryOfItem(item: ReceiptItem): ReceiptEntry {
  return {
    status: 'S100',
    params: [],
    guid: item.GUID,
    output: item.output,
    placedBy: item.placedBy,
    ...(item.receipt ? { receipt: item.receipt } : {}),
    ...(item.voided ? { voided: item.voided } : {}),
  };
}

export const isAccepted = (entry: ReceiptEntry): boolean => entry.status === ACCEPTED && entry.guid !== undefined;

/** The text shared or copied: every accepted receipt, one after the other, each as `render` writes it. */
export function shareTextOf(
  entries: readonly ReceiptEntry[],
  render: (entry: ReceiptEntry) => string = (entry) => entry.output ?? '',
): string {
  return entries
    .filter(isAccepted)
    .map(render)
    .filter((text) => text !== '')
    .join('\n\n');
}
