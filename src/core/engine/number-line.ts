/** One number line judged and priced (product decisions, sections 4.3–4.6 and 5). */
import { gameOfLength, offersGame } from '../domain/operators.ts';
import { hasDraw } from '../domain/calendar.ts';
import type { Cents } from '../domain/money.ts';
import { SINGLE_PRIZE_SLOTS, SLOT_INDEX, slotsForLength } from '../domain/slots.ts';
import { amountFault, assignSlots, type AmountRules } from './amounts.ts';
import type { DrawTypeSelection } from './draw-type-line.ts';
import { countNumbers } from './expand-number.ts';
import { SELECTOR_MAX_TOTAL_CENTS } from './selector.ts';
import { lineCostCents } from './tickets.ts';
import { modeFault, readNumberBody, type NumberBody } from './number-body.ts';
import type { DrawCalendar, Mode, SheetError, SheetLine, Slot } from './types.ts';

export const MAX_NUMBERS_PER_LINE = 1000;

export interface LineRules extends AmountRules {
  /** What `#*` may mean: the allowed draw types of the variant, in display order. */
  allowed: readonly string[];
  betSequence: readonly Slot[];
  /** Resolved dates, or undefined when the date line failed (its error is already reported). */
  dates: readonly string[] | undefined;
  calendar: DrawCalendar;
}

/*
 * Every line of a sheet asks the same questions of the same few draw types, dates and slot orders, so the
 * answers are kept for the sheet's one parse (a fresh cache per parse: the calendar may differ between parses).
 */
export interface LineCache {
  draws: Map<string, boolean>;
  takenSlots: Map<readonly Slot[], ReadonlySet<number>>;
  /** Draw pairs by the draw-type list itself: the lines under one draw-type line share its list. */
  pairs: Map<readonly string[], number>;
}

export function newLineCache(): LineCache {
  return { draws: new Map(), takenSlots: new Map(), pairs: new Map() };
}

function takenSlotIndexes(order: readonly Slot[], cache: LineCache): ReadonlySet<number> {
  let taken = cache.takenSlots.get(order);
  if (!taken) {
    taken = new Set(order.map((slot) => SLOT_INDEX[slot]));
    cache.takenSlots.set(order, taken);
  }
  return taken;
}

/** What the next line without amounts copies: the slots and mode, or nothing readable. */
export type Previous = { slots: readonly Cents[]; mode: Mode } | 'unreadable' | undefined;

interface Written {
  body: string;
  prefixStars: number;
  suffixStars: number;
  amountTexts: string[] | undefined;
}

function splitLine(text: string): Written {
  const hash = text.indexOf('#');
  const head = hash < 0 ? text : text.slice(0, hash);
  let start = 0;
  while (head[start] === '*') start++;
  let end = head.length;
  while (end > start && head[end - 1] === '*') end--;
  return {
    body: head.slice(start, end),
    prefixStars: start,
    suffixStars: head.length - end,
    amountTexts: hash < 0 ? undefined : text.slice(hash + 1).split('#'),
  };
}

export function evaluateNumberLine(
  text: string,
  line: number,
  selection: DrawTypeSelection | undefined,
  previous: Previous,
  rules: LineRules,
  cache: LineCache = newLineCache(),
): { result: SheetLine | SheetError; previous: Previous; tickets: number } {
  const written = splitLine(text);
  const body = readNumberBody(written.body);
  const length = typeof body === 'string' ? 4 : body.positions.length;
  const starMode: Mode | undefined =
    written.prefixStars === 1 ? 'B' : written.prefixStars === 2 ? 'I' : written.suffixStars === 1 ? 'R' : undefined;

  // The amounts are settled first: the next line may copy them whatever else is wrong with this one.
  let slots: readonly Cents[] | string;
  let mode: Mode;
  let next: Previous;
  if (written.amountTexts) {
    const order = written.suffixStars === 2 ? SINGLE_PRIZE_SLOTS : slotsForLength(length, rules.betSequence);
    slots = assignSlots(written.amountTexts, order);
    mode = starMode ?? 'S';
    next = typeof slots === 'string' ? 'unreadable' : { slots, mode };
  } else {
    slots = typeof previous === 'object' ? previous.slots : 'status-E124';
    mode = starMode ?? (typeof previous === 'object' ? previous.mode : 'S');
    next = typeof previous === 'object' ? { slots: previous.slots, mode } : previous;
  }

  if (typeof body === 'string') return failed(line, next, body);
  const starFault =
    written.prefixStars > 2 ||
    written.suffixStars > 2 ||
    (written.prefixStars > 0 && written.suffixStars === 1) ||
    (written.suffixStars === 2 && length !== 4);
  if (starFault || modeFault(body, mode)) return failed(line, next, 'status-E126');

  if (!selection || selection.kind === 'fault') return failed(line, next, 'bet1-nodrawtype');
  const drawTypes = lineDrawTypes(selection, body, rules.allowed);
  if (!drawTypes) return failed(line, next, 'status-E130');

  if (typeof slots === 'string') return failed(line, next, slots);
  const taken = takenSlotIndexes(slotsForLength(length, rules.betSequence), cache);
  const amountError = amountFault(slots, taken, mode, rules);
  if (amountError) return failed(line, next, amountError.code, amountError.params);

  const combinations = countNumbers(body, mode);
  if (combinations > MAX_NUMBERS_PER_LINE) return failed(line, next, 'status-E143');
  const pairs = rules.dates ? linePairs(drawTypes, rules.dates, rules.calendar, cache) : 0;
  if (rules.dates && pairs === 0) return failed(line, next, 'status-E121');

  const costCents = lineCostCents(slots, mode, combinations, pairs);
  if (body.groups > 0 && costCents > SELECTOR_MAX_TOTAL_CENTS) return failed(line, next, 'status-E140');
  return {
    result: { line, number: written.body, mode, drawTypes, amountsCents: slots, combinations, costCents },
    previous: next,
    tickets: combinations * pairs,
  };
}

/*
 * A faulty line's answer. A module function, not a closure made per line: the server runs under tsx, whose
 * esbuild names every closure it creates (a defineProperty per line), and that was a tenth of a parse.
 */
function failed(
  line: number,
  previous: Previous,
  code: string,
  params?: readonly (string | number)[],
): { result: SheetError; previous: Previous; tickets: number } {
  return { result: params ? { line, code, params } : { line, code }, previous, tickets: 0 };
}

/** The line's draw types, or undefined when one of them does not offer the number's game. */
function lineDrawTypes(
  selection: Exclude<DrawTypeSelection, { kind: 'fault' }>,
  body: NumberBody,
  allowed: readonly string[],
): readonly string[] | undefined {
  const game = gameOfLength(body.positions.length);
  if (!game) return undefined;
  if (selection.kind === 'all') {
    const offering = allowed.filter((drawType) => offersGame(drawType, game));
    return offering.length > 0 ? offering : undefined;
  }
  return selection.drawTypes.every((drawType) => offersGame(drawType, game)) ? selection.drawTypes : undefined;
}

/** drawPairs of a line, once per draw-type list of the sheet (the dates and calendar are the parse's own). */
function linePairs(
  drawTypes: readonly string[],
  dates: readonly string[],
  calendar: DrawCalendar,
  cache: LineCache,
): number {
  let pairs = cache.pairs.get(drawTypes);
  if (pairs === undefined) cache.pairs.set(drawTypes, (pairs = drawPairs(drawTypes, dates, calendar, cache)));
  return pairs;
}

/** How many (draw type, date) pairs have a draw. */
export function drawPairs(
  drawTypes: readonly string[],
  dates: readonly string[],
  calendar: DrawCalendar,
  cache: LineCache = newLineCache(),
): number {
  let pairs = 0;
  for (const drawType of drawTypes) {
    for (const date of dates) {
      const key = `${drawType} ${date}`;
      let draws = cache.draws.get(key);
      if (draws === undefined) {
        draws = hasDraw(drawType, date, calendar);
        cache.draws.set(key, draws);
      }
      if (draws) pairs++;
    }
  }
  return pairs;
}
