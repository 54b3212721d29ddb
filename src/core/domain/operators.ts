/** Operators, draw types and games (product decisions, section 3). */
import { DRAW_TYPE_ORDER } from '../../../contract/vocabulary.ts';

export type Game = '3D' | '4D' | '5D' | '6D';

export interface Operator {
  letter: string;
  name: string;
  /** The digit that names it on a regular sheet's draw-type line. */
  sheetDigit: string;
  games: readonly Game[];
  /** Draws every day (L, A, N) rather than on Wednesday, Saturday and Sunday. */
  daily: boolean;
}

const classic: readonly Game[] = ['3D', '4D'];

export const OPERATORS: readonly Operator[] = Object.freeze([
  { letter: 'M', name: 'Magnum', sheetDigit: '1', games: classic, daily: false },
  { letter: 'P', name: 'PMP', sheetDigit: '2', games: classic, daily: false },
  { letter: 'T', name: 'Toto', sheetDigit: '3', games: ['3D', '4D', '5D', '6D'], daily: false },
  { letter: 'S', name: 'Singapore', sheetDigit: '4', games: classic, daily: false },
  { letter: 'B', name: 'Sabah', sheetDigit: '5', games: classic, daily: false },
  { letter: 'K', name: 'Sandakan', sheetDigit: '6', games: classic, daily: false },
  { letter: 'W', name: 'Sarawak', sheetDigit: '7', games: classic, daily: false },
  { letter: 'L', name: 'Lucky', sheetDigit: '8', games: ['3D', '4D', '6D'], daily: true },
  { letter: 'A', name: 'Winbox Lotto', sheetDigit: '9', games: ['3D', '4D', '6D'], daily: true },
  { letter: 'N', name: 'Perdana', sheetDigit: '0', games: classic, daily: true },
]);

/** Every draw type a sheet can name, in display order: the wire's list (contract/vocabulary.ts), read as is. */
export { DRAW_TYPE_ORDER };

export const REGULAR_DRAW_TYPES: readonly string[] = Object.freeze(['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L', 'A', 'N']);
export const HOURLY_DRAW_TYPES: readonly string[] = Object.freeze(['L3', 'L', 'A3', 'A', 'N3', 'N']);

/** Other names of the evening draws; L10 is hidden and has no entry, so it is never accepted. */
const ALIASES: Readonly<Record<string, string>> = Object.freeze({ L7: 'L', A7: 'A', N7: 'N' });

const operatorByLetter = new Map(OPERATORS.map((operator) => [operator.letter, operator]));
export const OPERATOR_BY_DIGIT: ReadonlyMap<string, Operator> = new Map(
  OPERATORS.map((operator) => [operator.sheetDigit, operator]),
);
const orderIndex = new Map(DRAW_TYPE_ORDER.map((drawType, index) => [drawType, index]));

/** 'L7' → 'L'; a known draw type unchanged; anything else undefined. */
export function canonicalDrawType(drawType: string): string | undefined {
  const name = ALIASES[drawType] ?? drawType;
  return orderIndex.has(name) ? name : undefined;
}

/** The operator behind a draw type: 'L3' → Lucky. */
export function operatorOf(drawType: string): Operator | undefined {
  return operatorByLetter.get(drawType.charAt(0));
}

export function offersGame(drawType: string, game: Game): boolean {
  return operatorOf(drawType)?.games.includes(game) ?? false;
}

export function gameOfLength(length: number): Game | undefined {
  return length >= 3 && length <= 6 ? (`${length}D` as Game) : undefined;
}

/** Sorts draw types into display order (unknown ones last, as given). */
export function sortDrawTypes(drawTypes: readonly string[]): string[] {
  const rank = (drawType: string) => orderIndex.get(drawType) ?? DRAW_TYPE_ORDER.length;
  return [...drawTypes].sort((a, b) => rank(a) - rank(b));
}

/** Draw times in GMT+8, 'HH:MM'. */
export function drawTimeOf(drawType: string): string {
  if (drawType.endsWith('3')) return '15:30';
  if (drawType === 'L' || drawType === 'A') return '19:30';
  return '19:00';
}
