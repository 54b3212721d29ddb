// What the "who bought" screen shows: a draw's name, a bet type's name key, and the numbers searched in a
// line. Pure, unit-tested (tests/ui/agent/who-bought-view.test.ts).
import { drawTimeOf, operatorOf } from '../../../core/domain/operators.ts';

/** The operator's name; its draw time too when it draws twice a day (L3 and L are both Lucky). */
export function drawNameOf(drawType: string): string {
  const operator = operatorOf(drawType);
  return operator?.daily ? `${operator.name} ${drawTimeOf(drawType)}` : (operator?.name ?? drawType);
}

/** The message key of a ticket's bet type: straight, BOX, iBOX or reverse. */
export function modeKeyOf(mode: string): 'mode-S' | 'mode-B' | 'mode-I' | 'mode-R' {
  return mode === 'B' || mode === 'I' || mode === 'R' ? `mode-${mode}` : 'mode-S';
}

/** The numbers searched, at most `shown` of them, then how many more. */
export function numbersLine(numbers: readonly string[], shown = 6): { listed: string; more: number } {
  return { listed: numbers.slice(0, shown).join(' '), more: Math.max(0, numbers.length - shown) };
}
