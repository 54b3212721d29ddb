// Whether a bet's draws take bets now (specification §4: betting "can be closed, suspended, not yet open or
// sold out"; sold out is judged when the bet is written, exposure.ts). Checked in this order, so a player
// always hears the most lasting reason first:
//   E129 closed      — a draw past its cut-off, or whose result is out (nobody may bet on known numbers);
//   E132 suspended   — the operator holds betting on the site, a draw type, a date or one draw, until lifted;
//   E147 not open    — the operator set an opening time for such a scope and it is still ahead.
// A control matches a draw when its draw type and date are the draw's or '' ("every").
import type { BetFacts } from './bet-facts.ts';
import type { BetPart } from './bet-parts.ts';

export function gateOf(part: BetPart, facts: BetFacts, now: number): string | undefined {
  if (now >= part.firstClose || part.draws.some((draw) => facts.published.has(draw))) return 'E129';
  const matching = facts.controls.filter((control) =>
    part.draws.some((draw) => {
      const [drawType, date] = draw.split('|') as [string, string];
      return (control.drawType === '' || control.drawType === drawType) && (control.drawDate === '' || control.drawDate === date);
    }),
  );
  if (matching.some((control) => control.suspended)) return 'E132';
  if (matching.some((control) => control.notOpen)) return 'E147';
  return undefined;
}
