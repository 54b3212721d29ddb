// Which operators the sheet's cut-off line speaks of: those its lines bet on, once it has any; before that
// those its variant offers (the hourly sheet: Lucky, Winbox Lotto and Perdana's hourly draws, never Magnum).
// Null: every operator of the player (the regular sheet without lines).
import type { SheetResult } from '../../../core/engine/index.ts';

export const HOURLY_OPERATORS: ReadonlySet<string> = new Set(['L', 'A', 'N']);

export function sheetOperators(
  variant: 'regular' | 'hourly',
  result: Pick<SheetResult, 'lines'> | null,
): ReadonlySet<string> | null {
  const named = new Set((result?.lines ?? []).flatMap((line) => line.drawTypes.map((drawType) => drawType.charAt(0))));
  if (named.size > 0) return named;
  return variant === 'hourly' ? HOURLY_OPERATORS : null;
}
