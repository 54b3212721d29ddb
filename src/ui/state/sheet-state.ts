// The free-text sheet screen's state (one valtio slice). Components read snapshots; only the actions below
// change it. The parse result is stored with ref(): it is immutable engine output, so valtio need not
// proxy (and track) thousands of nested fields.
import { proxy, ref } from 'valtio';
import type { SheetResult } from '../../core/engine/index.ts';
import type { BetEngine } from '../../core/ports/bet-engine.ts';

export const CURRENCIES = ['MYR', 'SGD', 'THB', 'IDR', 'VND', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
export type Variant = 'regular' | 'hourly';

export interface SheetState {
  text: string;
  variant: Variant;
  currency: CurrencyCode;
  /** The answer for the latest text, or null while the sheet is empty. */
  result: SheetResult | null;
  /** A parse is pending (debounce or engine), so the shown result may be stale. */
  checking: boolean;
  /** The engine itself failed (worker crashed); not a sheet error. */
  engineFailed: boolean;
}

export const sheetState = proxy<SheetState>({
  text: '',
  variant: 'regular',
  currency: 'MYR',
  result: null,
  checking: false,
  engineFailed: false,
});

// Answers can come back out of order (the worker is async): only the latest request may write its result.
let latestRequest = 0;

export const sheetActions = {
  setText(text: string): void {
    sheetState.text = text;
    sheetState.checking = text.trim() !== '';
  },
  setVariant(variant: Variant): void {
    sheetState.variant = variant;
  },
  setCurrency(currency: CurrencyCode): void {
    sheetState.currency = currency;
  },

  /** Parses the current text with the given engine at instant `now` and stores the answer. */
  async check(engine: BetEngine, now: number): Promise<void> {
    const request = ++latestRequest;
    const { text, variant, currency } = sheetState;
    if (text.trim() === '') {
      Object.assign(sheetState, { result: null, checking: false, engineFailed: false });
      return;
    }
    sheetState.checking = true;
    try {
      const result = await engine.parseSheet(text, { variant, now, currency });
      if (request !== latestRequest) return;
      Object.assign(sheetState, { result: ref(result), checking: false, engineFailed: false });
    } catch {
      if (request !== latestRequest) return;
      Object.assign(sheetState, { result: null, checking: false, engineFailed: true });
    }
  },
};
