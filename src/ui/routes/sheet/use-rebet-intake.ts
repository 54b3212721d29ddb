// Rebet from a receipt: the receipt view opens /sheet/ with the bet in the navigation state (or a
// form does, for a bet it cannot hold: then the sheet says so).
// The sheet takes it in once (its text, variant, currency and player) and the state is dropped from the
// history entry, so a reload or coming back does not overwrite what the player typed since. Sending it is a
// new bet: the use-case gives it a new ClientRef.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rebetOf } from '../../components/receipt-dialog/rebet-state.ts';
import { normalizeSheetText } from './sheet-edit.ts';
import { sheetActions } from './sheet-state.ts';
import { betActions } from './bet-state.ts';

export function useRebetIntake(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const rebet = rebetOf(location.state);
    if (rebet === null) return;
    sheetActions.restore({
      text: normalizeSheetText(rebet.text),
      variant: rebet.variant,
      currency: rebet.currency,
      player: rebet.player,
    });
    betActions.notice(rebet.from ? { kind: 'rebet-fallback', from: rebet.from } : null);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate]);
}
