// The top payouts the preview shows under the number: the engine's reading of the line (its expansion, for
// the iBOX split) with the prize tables the bet's currency is paid, through the pure src/core function.
import { topPayouts, type PrizeTables, type TopPayout } from '../../../core/domain/top-payout.ts';
import type { Preview } from './form-state.ts';

export interface PayoutRow extends TopPayout {
  /** The amount's field name: 3A / 3C on a 3-digit number, else the slot. */
  label: string;
}

export function previewPayouts(preview: Preview | null, tables: PrizeTables | null): PayoutRow[] {
  if (preview === null || preview.error !== null || preview.line === undefined || tables === null) return [];
  const { line, numbers } = preview;
  const numberLength = numbers[0]?.length ?? line.number.length;
  const rows = topPayouts(
    {
      numberLength,
      mode: line.mode,
      drawTypes: line.drawTypes,
      amountsCents: line.amountsCents,
      permutations: numbers.length,
    },
    tables,
  );
  return rows.map((row) => ({
    ...row,
    label: numberLength === 3 && (row.slot === 'A' || row.slot === 'C') ? `3${row.slot}` : row.slot,
  }));
}
