// When BET may be pressed (docs/product.md D10; docs/product.md S4): a sheet the engine has checked as it
// reads now, without errors and with at least one bet, nothing in flight, online, and someone to bet for.
import type { SheetResult } from '../../../core/engine/index.ts';

export type BetBlock = 'empty' | 'checking' | 'errors' | 'busy' | 'offline' | 'no-player';

export interface BetConditions {
  text: string;
  parsedText: string;
  result: SheetResult | null;
  checking: boolean;
  engineFailed: boolean;
  busy: boolean;
  online: boolean;
  player: string;
}

/** Why BET is off, or null when it may be pressed. The first reason wins, in the order a player fixes them. */
export function betBlock(conditions: BetConditions): BetBlock | null {
  const { text, parsedText, result, checking, engineFailed, busy, online, player } = conditions;
  if (busy) return 'busy';
  if (!online) return 'offline';
  if (text.trim() === '') return 'empty';
  // A result for another text (the debounce has not run yet) says nothing about this one.
  if (checking || parsedText !== text || result === null || engineFailed) return 'checking';
  if (!result.ok || result.errors.length > 0) return 'errors';
  if (result.lines.length === 0) return 'empty';
  if (player === '') return 'no-player';
  return null;
}
