// The live engine work of a form: ~100 ms after the entry or the list changes, the preview of the line being
// entered and the check of the list are asked of the worker. Only the latest answer of each is kept.
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../app/container-context.tsx';
import type { FormLine, SheetContext } from '../../../core/engine/index.ts';
import { BetEngine } from '../../../core/ports/bet-engine.ts';
import { Clock } from '../../../core/ports/clock.ts';
import { sessionState } from '../../state/session-state.ts';
import {
  betSequenceOf,
  effectiveCurrency,
  effectivePlayer,
  playerSettingsFor,
  sheetContextFor,
} from '../../betting/sheet-context.ts';
import { checkList, previewLine, type SheetFacts } from './form-engine.ts';
import { listKey, type FormActions, type FormState } from './form-state.ts';

export const ENGINE_DEBOUNCE_MS = 100;

export interface FormSetup {
  variant: SheetContext['variant'];
  /** The line being entered, or null when it is not complete enough to preview. */
  entry: (state: FormState) => FormLine | null;
}

/** Who and in what the form bets now: the effective player and currency, the context and the sheet facts. */
export function useFormTarget(state: FormState, variant: SheetContext['variant']) {
  const clock = useInjection<Clock>(Clock);
  const snap = useSnapshot(state);
  const { loginData, session } = useSnapshot(sessionState);
  const player = effectivePlayer(snap.player, loginData, session?.LoginId ?? null);
  const currency = effectiveCurrency(snap.currency, loginData);
  const context = (): SheetContext => sheetContextFor(loginData, variant, currency, clock.now(), player);
  const betSequence = loginData ? betSequenceOf(playerSettingsFor(loginData, player).betSequence) : undefined;
  const facts: SheetFacts = { variant, dates: snap.dates, ...(betSequence ? { betSequence } : {}) };
  return { player, currency, context, facts, loginData, now: () => clock.now() };
}

export function useFormEngine(state: FormState, actions: FormActions, setup: FormSetup): void {
  const engine = useInjection<BetEngine>(BetEngine);
  const snap = useSnapshot(state);
  const target = useFormTarget(state, setup.variant);
  const key = listKey({
    lines: snap.lines as FormState['lines'],
    dates: snap.dates as string[],
    currency: target.currency,
    player: target.player,
  });
  const entry = setup.entry(snap as FormState);
  const entryKey = JSON.stringify([entry, snap.dates, target.currency, target.player]);
  const latest = useRef({ list: 0, entry: 0 });
  const targetRef = useRef(target);
  // The latest target for the debounced calls; kept in an effect, as React wants refs written outside render.
  useLayoutEffect(() => {
    targetRef.current = target;
  });

  useEffect(() => {
    const request = ++latest.current.list;
    if (state.lines.length === 0) {
      actions.checked(null);
      return;
    }
    const timer = setTimeout(() => {
      const { facts, context } = targetRef.current;
      checkList(engine, facts, state.lines, context(), key).then(
        (check) => {
          if (request !== latest.current.list) return;
          actions.checked(check);
          actions.engineFailed(false);
        },
        () => request === latest.current.list && actions.engineFailed(true),
      );
    }, ENGINE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [engine, key, state, actions]);

  // The entry as it is when the effect runs: entryKey names it completely and says when to run.
  const entryNow = useEffectEvent(() => entry);
  useEffect(() => {
    const request = ++latest.current.entry;
    const entry = entryNow();
    if (entry === null) {
      actions.previewed(null);
      return;
    }
    const timer = setTimeout(() => {
      const { facts, context } = targetRef.current;
      previewLine(engine, facts, entry, context(), entryKey).then(
        (preview) => request === latest.current.entry && actions.previewed(preview),
        () => request === latest.current.entry && actions.engineFailed(true),
      );
    }, ENGINE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [engine, entryKey, actions]);
}

/** Whether the shown check is of the list as it is now and found nothing wrong. */
export function listChecked(state: Pick<FormState, 'check'>, key: string): boolean {
  const { check } = state;
  return (
    check !== null &&
    check.key === key &&
    check.result.ok &&
    check.result.errors.length === 0 &&
    check.result.lines.length > 0
  );
}
