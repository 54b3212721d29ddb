// The free-text sheet screen's state (one valtio slice). Components read snapshots; only the actions below
// change it. The parse result and the row notes are stored with ref(): they are immutable engine output,
// replaced whole, so valtio need not proxy (and track) their nested fields.
import { proxy, ref, subscribe } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { DrawCalendar, SheetContext, SheetError, SheetResult } from '../../../core/engine/index.ts';
import type { BetEngine } from '../../../core/ports/bet-engine.ts';
import { clampFontSize, readFontSize, writeFontSize } from './font-size.ts';
import { buildNotes, reuseUnchanged, type RowNotes } from './row-model.ts';
import { effectivePlayer } from '../../betting/sheet-context.ts';
import { dropLegacySheet, readStoredSheet, sheetStorageKey, writeStoredSheet } from './sheet-storage.ts';
import { sessionState } from '../../state/session-state.ts';

export type Variant = SheetContext['variant'];

export interface SheetState {
  /** The sheet: normalized to '\n' line ends and upper case (routes/sheet/sheet-edit.ts). */
  text: string;
  variant: Variant;
  /** The picked currency; '' until the user picks one (the site's default applies). */
  currency: string;
  /** The picked player (agents bet for a downline member); '' until picked (the first player applies). */
  player: string;
  fontSize: number;
  /** The answer for `parsedText`, or null while the sheet is empty. */
  result: SheetResult | null;
  /** The text `result` and `notes` belong to: rows whose text differs show their note as stale. */
  parsedText: string;
  notes: RowNotes;
  /** The engine errors of a refused bet, kept while the sheet still reads as it was sent. */
  serverErrors: { text: string; errors: readonly SheetError[] } | null;
  /** A parse is pending (debounce or engine), so the shown result may be stale. */
  checking: boolean;
  /** The engine itself failed (worker crashed); not a sheet error. */
  engineFailed: boolean;
}

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

// What this login typed before a reload comes back (sheet-storage.ts); the live parse reads it on entry.
dropLegacySheet(storage());
let owner = sheetStorageKey(sessionState.session);
const storedText = readStoredSheet(storage(), owner);

export const sheetState = proxy<SheetState>({
  text: storedText,
  variant: 'regular',
  currency: '',
  player: '',
  fontSize: readFontSize(storage()),
  result: null,
  parsedText: '',
  notes: ref([]),
  serverErrors: null,
  checking: storedText.trim() !== '',
  engineFailed: false,
});

// Every change of the text is kept under its login, until a sent bet or a clear empties it (which removes the key).
subscribeKey(sheetState, 'text', (text) => writeStoredSheet(storage(), owner, text));

// Answers can come back out of order (the worker is async): only the latest request may write its result.
let latestRequest = 0;
// The calendar of the latest parse, so notes rebuilt for a bet's refusal count dates the same way.
let lastCalendar: DrawCalendar | undefined;

/**
 * The text, variant, currency or effective player changed: the shown result is stale until the live parse
 * (which watches exactly these) answers, and BET waits for it. Only on a real change: an unchanged value
 * triggers no parse, and `checking` would then never clear.
 */
function markChecking(): void {
  sheetState.checking = sheetState.text.trim() !== '';
}

/** The player the sheet is read for (use-live-parse.ts reads it the same way): a pick not offered is not one. */
function playerNow(): string {
  return effectivePlayer(sheetState.player, sessionState.loginData, sessionState.session?.LoginId ?? null);
}

function serverErrorsFor(text: string): readonly SheetError[] {
  const kept = sheetState.serverErrors;
  return kept !== null && kept.text === text ? kept.errors : [];
}

export const sheetActions = {
  /** The sheet after an edit; the caller normalizes it (sheet-edit.ts does). */
  setText(text: string): void {
    if (text === sheetState.text) return;
    sheetState.text = text;
    markChecking();
  },
  setVariant(variant: Variant): void {
    if (variant === sheetState.variant) return;
    sheetState.variant = variant;
    markChecking();
  },
  setCurrency(currency: string): void {
    if (currency === sheetState.currency) return;
    sheetState.currency = currency;
    markChecking();
  },
  /** The sheet is read with the player's own games and bet sequence, so a new player means a new parse. */
  setPlayer(player: string): void {
    const before = playerNow();
    sheetState.player = player;
    if (playerNow() !== before) markChecking();
  },
  setFontSize(size: number): void {
    sheetState.fontSize = clampFontSize(size);
    writeFontSize(storage(), sheetState.fontSize);
  },
  /** A bet's refusal named lines: keep its errors on them until the sheet changes. */
  showServerErrors(text: string, errors: readonly SheetError[]): void {
    sheetState.serverErrors = errors.length > 0 ? { text, errors: ref([...errors]) } : null;
    if (text === sheetState.parsedText && sheetState.result !== null) {
      sheetState.notes = ref(
        reuseUnchanged(
          sheetState.notes,
          buildNotes(text, sheetState.result, {
            serverErrors: errors,
            ...(lastCalendar ? { calendar: lastCalendar } : {}),
          }),
        ),
      );
    }
  },
  /** A pending bet comes back to the screen: the same sheet, variant, currency and player, so BET reuses its ClientRef. */
  restore(bet: { text: string; variant: Variant; currency: string; player: string }): void {
    const { text, variant, currency } = sheetState;
    const player = playerNow();
    Object.assign(sheetState, {
      text: bet.text,
      variant: bet.variant,
      currency: bet.currency,
      player: bet.player,
      serverErrors: null,
    });
    const changed = bet.text !== text || bet.variant !== variant || bet.currency !== currency || playerNow() !== player;
    if (changed) markChecking();
  },
  /** After a successful bet the sheet starts again empty; the player, currency and variant stay. */
  reset(): void {
    latestRequest += 1;
    Object.assign(sheetState, {
      text: '',
      result: null,
      parsedText: '',
      notes: ref([]),
      serverErrors: null,
      checking: false,
    });
  },

  /** Parses the current text in the given context and stores the answer and the row notes. */
  async check(engine: BetEngine, context: SheetContext): Promise<void> {
    const request = ++latestRequest;
    const { text } = sheetState;
    if (text.trim() === '') {
      Object.assign(sheetState, {
        result: null,
        parsedText: text,
        notes: ref([]),
        checking: false,
        engineFailed: false,
      });
      return;
    }
    sheetState.checking = true;
    try {
      const result = await engine.parseSheet(text, context);
      if (request !== latestRequest) return;
      lastCalendar = context.drawCalendar;
      const notes = buildNotes(text, result, {
        serverErrors: serverErrorsFor(text),
        ...(lastCalendar ? { calendar: lastCalendar } : {}),
      });
      Object.assign(sheetState, {
        result: ref(result),
        parsedText: text,
        notes: ref(reuseUnchanged(sheetState.notes, notes)),
        checking: false,
        engineFailed: false,
      });
    } catch {
      if (request !== latestRequest) return;
      Object.assign(sheetState, {
        result: null,
        parsedText: text,
        notes: ref([]),
        checking: false,
        engineFailed: true,
      });
    }
  },
};

// Another login in the same page (logout, then someone else signs in): the sheet is that login's own, or
// empty. `owner` changes first, so the text being replaced is never written under the new login.
subscribe(sessionState, () => {
  const next = sheetStorageKey(sessionState.session);
  if (next === owner) return;
  owner = next;
  latestRequest += 1;
  Object.assign(sheetState, {
    text: readStoredSheet(storage(), owner),
    player: '',
    currency: '',
    result: null,
    parsedText: '',
    notes: ref([]),
    serverErrors: null,
  });
  markChecking();
});
