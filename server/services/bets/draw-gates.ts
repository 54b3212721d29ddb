// Whether a bet's draws take bets now (docs/product.md S4: betting "can be closed, suspended, not yet open or
// sold out"; sold out is judged when the bet is written, exposure.ts). Checked in this order, so a player
// always hears the most lasting reason first:
//   E129 closed      — a draw past its cut-off, or whose result is out (nobody may bet on known numbers);
//   E132 suspended   — the operator holds betting on the site, a draw type, a date or one draw, until lifted;
//   E147 not open    — the operator set an opening time for such a scope and it is still ahead.
// A control matches a draw when its draw type and date are the draw's or '' ("every").
//
// The facts are read before the bet's transaction, so a result may come out in between: the write re-checks
// under the draws' locks and throws DrawClosed (write-bets.ts); the request is then judged again here with
// those draws closed (closedAlso), so a per-draw-type request still places its other draw types.
import type { BetFacts } from './bet-facts.ts';
import type { Refusal } from './bet-outcome.ts';
import type { BetPart } from './bet-parts.ts';
import type { DrawClosed } from './write-bets.ts';

/** Every part the gates refuse, with its status. */
export function refusalsOf(parts: readonly BetPart[], facts: BetFacts, now: number): Map<BetPart, Refusal> {
  const refused = new Map<BetPart, Refusal>();
  for (const part of parts) {
    const status = gateOf(part, facts, now);
    if (status) refused.set(part, { status });
  }
  return refused;
}

/** The facts with the draws a write found published; the error again if it names none they lacked (never loop). */
export function closedAlso(facts: BetFacts, closed: DrawClosed): BetFacts {
  if (closed.draws.every((draw) => facts.published.has(draw))) throw closed;
  return { ...facts, published: new Set([...facts.published, ...closed.draws]) };
}

export function gateOf(part: BetPart, facts: BetFacts, now: number): 'E129' | 'E132' | 'E147' | undefined {
  if (now >= part.firstClose || part.draws.some((draw) => facts.published.has(draw))) return 'E129';
  const matching = facts.controls.filter((control) =>
    part.draws.some((draw) => {
      const [drawType, date] = draw.split('|') as [string, string];
      return (
        (control.drawType === '' || control.drawType === drawType) &&
        (control.drawDate === '' || control.drawDate === date)
      );
    }),
  );
  if (matching.some((control) => control.suspended)) return 'E132';
  if (matching.some((control) => control.notOpen)) return 'E147';
  return undefined;
}
