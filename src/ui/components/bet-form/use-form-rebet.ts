// Rebet into a form: the receipt view opens the form a bet came from with `{ rebet }` in
// the navigation state. The form has the engine read the bet string with the player's own context, fills
// itself with what rebetFit makes of it, and says so; the player checks it and presses BET, which sends it as
// a new bet (the use-case gives it a new ClientRef). A bet the form cannot hold opens on the sheet instead,
// which says why. The state is dropped from the history entry at once, so a reload or coming back does not
// fill the form again over what the player changed.
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useInjection } from '../../../app/container-context.tsx';
import { BetEngine } from '../../../core/ports/bet-engine.ts';
import { Clock } from '../../../core/ports/clock.ts';
import { sessionState } from '../../state/session-state.ts';
import { sheetContextFor } from '../../betting/sheet-context.ts';
import { rebetOf, type RebetState } from '../receipt-dialog/rebet-state.ts';
import type { FormActions } from './form-state.ts';
import { rebetFit, type FormScreen, type RebetFit } from './rebet-form.ts';

export interface RebetSetup {
  screen: FormScreen;
  variant: 'regular' | 'hourly';
  /** The dates the form lists now, and how many it takes. */
  offered: readonly string[];
  maxDates: number;
  /** Form 2: puts the selector's columns, mode and amounts in place. */
  applySelector?: (selector: NonNullable<Extract<RebetFit, { ok: true }>['selector']>) => void;
}

export function useFormRebet(actions: FormActions, setup: RebetSetup): void {
  const location = useLocation();
  const navigate = useNavigate();
  const engine = useInjection<BetEngine>(BetEngine);
  const clock = useInjection<Clock>(Clock);
  const { screen, variant, offered, maxDates, applySelector } = setup;
  // Whether the form is still shown when the engine answers. Not tied to the rebet's effect: dropping the
  // state from the history entry re-runs that effect, and the answer must still land.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  // A new rebet (a new navigation state) starts this; the rest is read as it is then.
  const start = useEffectEvent((rebet: RebetState) => {
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    const context = sheetContextFor(sessionState.loginData, variant, rebet.currency, clock.now(), rebet.player);
    engine.parseSheet(rebet.text, context).then(
      (result) => {
        if (!shown.current) return;
        const fit = rebetFit(screen, result, offered, maxDates);
        if (!fit.ok) return void navigate('/sheet/', { state: { rebet: { ...rebet, from: screen } } });
        actions.refill({
          player: rebet.player,
          currency: rebet.currency,
          dates: fit.dates,
          rows: fit.rows.map((row) => ({ ...row, id: 0 })),
          datesDropped: fit.datesDropped,
        });
        if (fit.selector && applySelector) applySelector(fit.selector);
      },
      // The engine itself failed: the sheet reads the bet string on its own.
      () => shown.current && void navigate('/sheet/', { state: { rebet: { ...rebet, from: screen } } }),
    );
  });
  useEffect(() => {
    const rebet = rebetOf(location.state);
    if (rebet !== null) start(rebet);
  }, [location.state]);
}
