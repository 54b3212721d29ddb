/** parseSheet: the one reader of every bet the app sends (src/core/engine/README.md, product decisions 4–5). */
import { dateList, hasDraw } from '../domain/calendar.ts';
import { currencyOf } from '../domain/currencies.ts';
import { canonicalDrawType, HOURLY_DRAW_TYPES, REGULAR_DRAW_TYPES, sortDrawTypes } from '../domain/operators.ts';
import { cents } from '../domain/money.ts';
import { SLOTS } from '../domain/slots.ts';
import { readDateLine, resolveDates } from './date-line.ts';
import { readDrawTypeLine, type DrawTypeSelection } from './draw-type-line.ts';
import { evaluateNumberLine, newLineCache, type LineRules, type Previous } from './number-line.ts';
import type { SheetContext, SheetError, SheetLine, SheetResult } from './types.ts';
import { MAX_NUMBER_LINES } from './sheet-limits.ts';

export const MAX_TICKETS = 10_000;
export const DEFAULT_MAX_DRAW_DATES = 3;

type Entry =
  | { kind: 'drawTypes'; line: number; selection: DrawTypeSelection }
  | { kind: 'number'; line: number; text: string }
  | { kind: 'other'; line: number };

export function parseSheet(text: string, context: SheetContext): SheetResult {
  try {
    return parse(typeof text === 'string' ? text : '', context);
  } catch {
    // Errors are values: even a context that breaks every assumption gets an answer, not an exception.
    return {
      ok: false,
      dates: [],
      lines: [],
      errors: [{ line: 0, code: 'status-E101' }],
      totalCents: 0,
      ticketCount: 0,
    };
  }
}

function parse(text: string, context: SheetContext): SheetResult {
  const errors: SheetError[] = [];
  const rawLines = text.split(/\r\n|\n|\r/);
  const allowed = allowedDrawTypes(context);
  const allowedSet = new Set(allowed);

  // Pass 1: classify the lines and read the draw-type lines, which the date line depends on.
  let dateSpec: ReturnType<typeof readDateLine>;
  let dateLine = 0;
  const entries: Entry[] = [];
  const named = new Set<string>();
  for (let index = 0; index < rawLines.length; index++) {
    const content = (rawLines[index] as string).trim();
    if (content === '') continue;
    const line = index + 1;
    if (dateLine === 0) {
      dateLine = line;
      dateSpec = readDateLine(content);
      if (!dateSpec) errors.push({ line, code: 'bet-nodate' });
      if (dateSpec || content[0] === 'D') continue;
    }
    const entry = classify(content, line, context.variant, allowedSet);
    if (entry.kind === 'drawTypes') {
      const { selection } = entry;
      if (selection.kind === 'list') selection.drawTypes.forEach((drawType) => named.add(drawType));
      else if (selection.kind === 'all') allowed.forEach((drawType) => named.add(drawType));
      else errors.push({ line, code: selection.code });
    } else if (entry.kind === 'other') errors.push({ line, code: 'status-E123' });
    entries.push(entry);
  }
  if (dateLine === 0) errors.push({ line: 0, code: 'bet-nodate' });

  const calendar = context.drawCalendar ?? {};
  let dates: string[] | undefined;
  if (dateSpec) {
    const openDates = dateList(context.now).filter(
      (date) => named.size === 0 || [...named].some((drawType) => hasDraw(drawType, date, calendar)),
    );
    const maxDates = context.variant === 'hourly' ? 1 : (context.maxDrawDates ?? DEFAULT_MAX_DRAW_DATES);
    const resolved = resolveDates(dateSpec, dateLine, { openDates, maxDates, variant: context.variant });
    if (Array.isArray(resolved)) dates = resolved;
    else errors.push(resolved);
  }

  // Pass 2: the number lines, each under the draw-type line above it.
  const currency = currencyOf(context.currency);
  const rules: LineRules = {
    allowed,
    betSequence: context.betSequence ?? SLOTS,
    dates,
    calendar,
    stepCents: currency.regularStepCents,
    // The site's minimums cross into the engine here; cents() refuses a fractional one (a caller's bug).
    minimumCents: context.minimumsCents ? cents(context.minimumsCents.regular) : currency.regularStepCents,
    iboxMinimumCents: context.minimumsCents ? cents(context.minimumsCents.ibox) : currency.iboxStepCents,
  };
  const lines: SheetLine[] = [];
  let selection: DrawTypeSelection | undefined;
  let previous: Previous;
  let numberLines = 0;
  let totalCents = 0;
  let ticketCount = 0;
  const cache = newLineCache();
  for (const entry of entries) {
    if (entry.kind === 'drawTypes') selection = entry.selection;
    if (entry.kind !== 'number') continue;
    numberLines++;
    const evaluated = evaluateNumberLine(entry.text, entry.line, selection, previous, rules, cache);
    previous = evaluated.previous;
    const result = evaluated.result;
    if ('code' in result) {
      errors.push(result);
      continue;
    }
    lines.push(result);
    totalCents += result.costCents;
    ticketCount += evaluated.tickets;
  }

  if (numberLines === 0) errors.push({ line: 0, code: 'bet1-nobet' });
  if (numberLines > MAX_NUMBER_LINES) errors.push({ line: 0, code: 'bet1-toomanybet', params: [MAX_NUMBER_LINES] });
  if (ticketCount > MAX_TICKETS) errors.push({ line: 0, code: 'status-E143' });
  errors.sort((a, b) => a.line - b.line);
  return { ok: errors.length === 0, dates: dates ?? [], lines, errors, totalCents, ticketCount };
}

function classify(
  content: string,
  line: number,
  variant: SheetContext['variant'],
  allowed: ReadonlySet<string>,
): Entry {
  const first = content[0];
  if (first === '#') return { kind: 'drawTypes', line, selection: readDrawTypeLine(content, variant, allowed) };
  // Anything that starts like a number line counts as one (towards the 50), faulty or not.
  if (first === '*' || first === 'R' || first === '[' || (first !== undefined && first >= '0' && first <= '9')) {
    return { kind: 'number', line, text: content };
  }
  return { kind: 'other', line };
}

/** The draw types the user may bet on this variant, in display order (default: all of the variant). */
function allowedDrawTypes(context: SheetContext): string[] {
  const ofVariant = context.variant === 'hourly' ? HOURLY_DRAW_TYPES : REGULAR_DRAW_TYPES;
  if (!context.allowedDrawTypes) return [...ofVariant];
  const wanted = new Set(context.allowedDrawTypes.map((drawType) => canonicalDrawType(drawType)));
  return sortDrawTypes(ofVariant.filter((drawType) => wanted.has(drawType)));
}
