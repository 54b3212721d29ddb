// What the screen does with a bet's answer (docs/product.md S4 "Free-text bet entry", S8 "Handling"): any
// accepted item shows the receipt dialog and resets the sheet (a partial PostBet3 answer too: what was
// accepted is placed, and sending the same sheet again would bet those draw types twice); otherwise every
// item's status is shown, and the engine errors the server sent go on their lines.
import type { BetItems } from '../../../contract/bets.ts';
import type { SheetError } from '../../core/engine/index.ts';
import { entriesOf, isAccepted, type ReceiptEntry } from '../components/receipt-dialog/receipt-model.ts';

export interface Refusal {
  drawType?: string;
  status: string;
  params: readonly (string | number)[];
}

export type BetVerdict =
  { kind: 'accepted'; entries: ReceiptEntry[] } | { kind: 'refused'; refusals: Refusal[]; errors: SheetError[] };

export function verdictOf(items: BetItems): BetVerdict {
  const entries = entriesOf(items);
  if (entries.some(isAccepted)) return { kind: 'accepted', entries };
  const refusals = entries.map(({ drawType, status, params }) => ({
    ...(drawType ? { drawType } : {}),
    status,
    params,
  }));
  const errors = items
    .flatMap((item) => ('errors' in item && item.errors ? item.errors : []))
    .map((error) => ({ line: error.line, code: error.code, ...(error.params ? { params: error.params } : {}) }));
  // An empty answer is no answer: say so rather than show nothing.
  return { kind: 'refused', refusals: refusals.length > 0 ? refusals : [{ status: 'E101', params: [] }], errors };
}
