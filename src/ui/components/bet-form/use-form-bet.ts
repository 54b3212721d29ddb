// Add and BET for a form, bound to the container, the session and the router. Add asks the engine about
// the line first (its first error is shown and nothing is added); BET sends the list the engine checked.
import { useCallback, useEffect } from 'react';
import { useInjection } from '../../../app/container-context.tsx';
import type { FormLine, SheetContext } from '../../../core/engine/index.ts';
import { BetEngine } from '../../../core/ports/bet-engine.ts';
import type { BetChannel } from '../../../core/ports/bet-service.ts';
import { useBetFlow } from '../../betting/use-bet-flow.ts';
import { previewLine } from './form-engine.ts';
import { placeFormBet, resolveFormPending } from './form-bet-flow.ts';
import type { NumberType } from './form-rules.ts';
import { listKey, type FormActions, type FormState } from './form-state.ts';
import { listChecked, useFormTarget } from './use-form-engine.ts';

export interface BetSetup {
  variant: SheetContext['variant'];
  channel: BetChannel;
}

export function useFormBet(state: FormState, actions: FormActions, setup: BetSetup) {
  const engine = useInjection<BetEngine>(BetEngine);
  const target = useFormTarget(state, setup.variant);

  const flow = useBetFlow();

  useEffect(() => {
    if (flow !== null) void resolveFormPending(flow, actions, setup.channel, setup.variant);
  }, [flow, actions, setup.channel, setup.variant]);

  const { player, currency } = target;
  const bet = useCallback(() => {
    if (flow === null || state.busy) return;
    // Re-checked here: a tap can race a re-render, and only the list the engine read as it is now is sent.
    const key = listKey({ lines: state.lines, dates: state.dates, currency, player });
    if (!listChecked(state, key) || state.number !== '' || state.check === null) return;
    void placeFormBet(flow, state, actions, {
      variant: setup.variant,
      channel: setup.channel,
      currency,
      player,
      text: state.check.text,
    });
  }, [flow, state, actions, setup.variant, setup.channel, currency, player]);

  const add = useCallback(
    async (line: FormLine, type: NumberType) => {
      const preview = await previewLine(engine, target.facts, line, target.context(), '');
      if (preview.error !== null) actions.addError(preview.error);
      else actions.add(line, type);
      // target is read fresh each render; the callback is cheap to remake.
    },
    [engine, target, actions],
  );

  return { bet, add, player, currency };
}
