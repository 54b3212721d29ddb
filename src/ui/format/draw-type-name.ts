// How a draw type is named on screen and in pictures. Operator names are brands (never translated); the time
// tells the twice-daily draws apart.
import { drawTimeOf, operatorOf } from '../../core/domain/operators.ts';

/** 'L3' → 'Lucky 15:30'. */
export function drawTypeName(drawType: string): string {
  return `${operatorOf(drawType)?.name ?? drawType} ${drawTimeOf(drawType)}`;
}
