// One bet form's state (valtio): what is being entered, the list of added lines, the engine's reading of
// that list, and the BET flow's state. The guided screen and forms 2 and 3 each make their own slice with
// createFormState, so leaving one form keeps its entry while the other is used. Components read snapshots;
// only the actions change it. Engine output is stored with ref(): replaced whole, never edited.
import { proxy, ref } from 'valtio';
import type { FormLine, SheetError, SheetResult } from '../../../core/engine/index.ts';
import type { ReceiptEntry } from '../receipt-dialog/receipt-model.ts';
import { AMOUNT_FIELDS, type FormMode, type NumberType } from './form-rules.ts';

/** An added line: what the engine gets, and the type it was entered as (for the list's labels). */
export interface FormRow extends FormLine {
  id: number;
  type: NumberType;
}

export interface Refusal {
  drawType?: string;
  status: string;
  params: readonly (string | number)[];
}

export type FormNotice =
  | { kind: 'refused'; refusals: readonly Refusal[]; errors: readonly SheetError[] }
  | { kind: 'unresolved' }
  | { kind: 'failed'; status: string; params: readonly (string | number)[] }
  | { kind: 'add-error'; error: SheetError }
  /** A receipt's bet put back in the form (Rebet): check it and send; its dates may have passed. */
  | { kind: 'rebet'; datesDropped: boolean };

/** The engine's reading of the list as it will be sent: `key` names the list it belongs to. */
export interface ListCheck {
  key: string;
  text: string;
  result: SheetResult;
  /** rowLines[i]: the sheet line of list row i, to put errors back on rows. */
  rowLines: readonly number[];
}

/** The preview under the number: its expansion and cost, or the engine's first error for it. */
export interface Preview {
  key: string;
  numbers: readonly string[];
  costCents: number;
  tickets: number;
  error: SheetError | null;
  /** The line previewed (for its top payouts), when the engine read it without error. */
  line?: FormLine;
}

export interface FormState {
  dates: string[];
  type: NumberType;
  currency: string;
  player: string;
  drawTypes: string[];
  number: string;
  mode: FormMode;
  amounts: string[];
  lines: FormRow[];
  check: ListCheck | null;
  preview: Preview | null;
  busy: boolean;
  notice: FormNotice | null;
  receipt: readonly ReceiptEntry[] | null;
  /** The draw types a partial answer refused, with the lines that had them, for "rebet the refused". */
  refused: readonly FormRow[];
  engineFailed: boolean;
}

export const emptyAmounts = (count = AMOUNT_FIELDS): string[] => Array.from({ length: count }, () => '');

export function createFormState(initial: Partial<FormState> = {}): FormState {
  return proxy<FormState>({
    dates: [],
    type: '4D',
    currency: '',
    player: '',
    drawTypes: [],
    number: '',
    mode: 'S',
    amounts: emptyAmounts(),
    lines: [],
    check: null,
    preview: null,
    busy: false,
    notice: null,
    receipt: null,
    refused: ref([]),
    engineFailed: false,
    ...initial,
  });
}

let nextId = 1;

/** The actions every form shares; a form adds its own (type rules of form 3, the selector of form 2). */
export function formActions(state: FormState) {
  return {
    setDates(dates: string[]): void {
      state.dates = dates;
    },
    setCurrency(code: string): void {
      state.currency = code;
    },
    setPlayer(player: string): void {
      state.player = player;
    },
    setDrawTypes(drawTypes: string[]): void {
      state.drawTypes = drawTypes;
    },
    setNumber(number: string): void {
      state.number = number;
      if (state.notice?.kind === 'add-error') state.notice = null;
    },
    setMode(mode: FormMode): void {
      state.mode = mode;
      // Leaving ROLL takes the R out of the number: only ROLL may hold one.
      if (mode !== 'ROLL') state.number = state.number.replace(/R/g, '');
    },
    setAmount(index: number, text: string): void {
      state.amounts[index] = text;
      if (state.notice?.kind === 'add-error') state.notice = null;
    },
    setAmounts(amounts: readonly string[]): void {
      state.amounts = [...amounts];
    },
    /**
     * Another number type (docs/product.md S4 "Number type change"): the number and the amounts clear, the
     * mode returns to S, and the draw types become those the form keeps for the new type.
     */
    changeType(type: NumberType, drawTypes: string[]): void {
      state.type = type;
      state.number = '';
      state.mode = 'S';
      state.amounts = state.amounts.map(() => '');
      state.drawTypes = drawTypes;
    },
    /**
     * Adds a line the engine has read without error; the number is cleared for the next one. Add waits for
     * the engine's reading, so the player may already be typing the next number: only the number that was
     * added is cleared, never digits typed meanwhile.
     */
    add(line: FormLine, type: NumberType): void {
      state.lines.push({
        ...line,
        drawTypes: [...line.drawTypes],
        amountsCents: [...line.amountsCents],
        id: nextId++,
        type,
      });
      if (state.number === line.number) state.number = '';
      state.notice = null;
    },
    addLines(rows: readonly FormRow[]): void {
      for (const row of rows)
        state.lines.push({ ...row, drawTypes: [...row.drawTypes], amountsCents: [...row.amountsCents], id: nextId++ });
    },
    /** The list as a whole (form 2: its selector's one line is the list). */
    replaceLines(rows: readonly FormRow[]): void {
      state.lines = rows.map((row) => ({ ...row, drawTypes: [...row.drawTypes], amountsCents: [...row.amountsCents] }));
    },
    /**
     * A receipt's bet put back in the form (Rebet): its player, currency, dates and lines, the entry cleared,
     * the number type and draw types those of its last line, and the notice saying so.
     */
    refill(fill: {
      player: string;
      currency: string;
      dates: string[];
      rows: readonly FormRow[];
      datesDropped: boolean;
    }): void {
      const last = fill.rows[fill.rows.length - 1];
      state.player = fill.player;
      state.currency = fill.currency;
      state.dates = fill.dates;
      state.lines = fill.rows.map((row) => ({
        ...row,
        drawTypes: [...row.drawTypes],
        amountsCents: [...row.amountsCents],
        id: nextId++,
      }));
      state.number = '';
      state.mode = 'S';
      state.amounts = emptyAmounts(state.amounts.length);
      if (last) {
        state.type = last.type;
        state.drawTypes = [...last.drawTypes];
      }
      state.receipt = null;
      state.notice = ref<FormNotice>({ kind: 'rebet', datesDropped: fill.datesDropped });
    },
    remove(id: number): void {
      state.lines = state.lines.filter((line) => line.id !== id);
    },
    addError(error: SheetError): void {
      state.notice = ref<FormNotice>({ kind: 'add-error', error });
    },
    checked(check: ListCheck | null): void {
      state.check = check === null ? null : ref(check);
    },
    previewed(preview: Preview | null): void {
      state.preview = preview === null ? null : ref(preview);
    },
    engineFailed(failed: boolean): void {
      state.engineFailed = failed;
    },
    begin(): boolean {
      if (state.busy) return false;
      state.busy = true;
      return true;
    },
    end(): void {
      state.busy = false;
    },
    notice(notice: FormNotice | null): void {
      state.notice = notice === null ? null : ref(notice);
    },
    /** A bet placed: the list, total and amounts clear (docs/product.md S4), the receipt opens. */
    placed(receipt: readonly ReceiptEntry[], refused: readonly FormRow[]): void {
      state.lines = [];
      state.amounts = emptyAmounts(state.amounts.length);
      state.number = '';
      state.mode = 'S';
      state.check = null;
      state.notice = null;
      state.receipt = ref([...receipt]);
      state.refused = ref([...refused]);
    },
    closeReceipt(): void {
      state.receipt = null;
    },
    /** "Rebet the refused": exactly the refused lines back in the list. */
    rebetRefused(): void {
      const rows = state.refused;
      state.refused = ref([]);
      state.receipt = null;
      for (const row of rows)
        state.lines.push({ ...row, drawTypes: [...row.drawTypes], amountsCents: [...row.amountsCents], id: nextId++ });
    },
  };
}

export type FormActions = ReturnType<typeof formActions>;

/** The list's identity for the engine check: lines, dates, currency and player. */
export function listKey(
  state: { lines: readonly FormLine[]; dates: readonly string[]; currency: string; player: string },
  extra = '',
): string {
  return JSON.stringify([
    state.lines.map(({ number, mode, drawTypes, amountsCents }) => [number, mode, drawTypes, amountsCents]),
    state.dates,
    state.currency,
    state.player,
    extra,
  ]);
}
