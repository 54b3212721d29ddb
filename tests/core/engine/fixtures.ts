// Shared helpers for the engine tests. Every clock is fixed and every expectation is worked out by hand.
import { expect } from 'vitest';
import { parseSheet, SLOTS } from '../../../src/core/engine/index.ts';
import type { SheetContext, SheetLine, SheetResult, Slot } from '../../../src/core/engine/index.ts';

/**
 * Wednesday 2026-11-18 10:00 GMT+8. Its 7-day date list is 2026-11-18 (Wed) … 2026-11-24 (Tue);
 * the weekly operators (M P T S B K W) draw on the 18th (Wed), 21st (Sat) and 22nd (Sun).
 */
export const WED_10AM = Date.UTC(2026, 10, 18, 2, 0);
/** Wednesday 2026-11-18 19:15 GMT+8: betting is closed (server's business), the list still starts today. */
export const WED_1915 = Date.UTC(2026, 10, 18, 11, 15);
/** One millisecond before 19:30 GMT+8 on Wednesday 2026-11-18. */
export const WED_BEFORE_1930 = Date.UTC(2026, 10, 18, 11, 29, 59, 999);
/** Wednesday 2026-11-18 19:30 GMT+8 exactly: the list is 2026-11-19 (Thu) … 2026-11-25 (Wed). */
export const WED_1930 = Date.UTC(2026, 10, 18, 11, 30);
/** Thursday 2026-11-19 10:00 GMT+8: list 19 (Thu) … 25 (Wed); weekly draws on 21, 22, 25. */
export const THU_10AM = Date.UTC(2026, 10, 19, 2, 0);
/** Saturday 2026-11-28 10:00 GMT+8: list 28 (Sat), 29 (Sun), 30 (Mon), Dec 1 (Tue), 2 (Wed), 3 (Thu), 4 (Fri). */
export const SAT28_10AM = Date.UTC(2026, 10, 28, 2, 0);

export function ctx(over: Partial<SheetContext> = {}): SheetContext {
  return { variant: 'regular', now: WED_10AM, currency: 'MYR', ...over };
}

/** Parses a sheet given as text or as lines (joined with '\n'). */
export function parse(text: string | readonly string[], over: Partial<SheetContext> = {}): SheetResult {
  return parseSheet(typeof text === 'string' ? text : text.join('\n'), ctx(over));
}

/** `D`, `#1`, then the number line (which is line 3): one date (2026-11-18 at WED_10AM), M only. */
export function bet(numberLine: string, over: Partial<SheetContext> = {}, marker = '#1'): SheetResult {
  return parse(['D', marker, numberLine], over);
}

export function codes(result: SheetResult): string[] {
  return result.errors.map((error) => error.code);
}

export function codesAt(result: SheetResult, line: number): string[] {
  return result.errors.filter((error) => error.line === line).map((error) => error.code);
}

export function lineAt(result: SheetResult, line: number): SheetLine | undefined {
  return result.lines.find((sheetLine) => sheetLine.line === line);
}

/** The result must be a clean sheet with exactly one line; returns it. */
export function single(result: SheetResult): SheetLine {
  expect(result.errors).toEqual([]);
  expect(result.ok).toBe(true);
  expect(result.lines).toHaveLength(1);
  const only = result.lines[0];
  if (!only) throw new Error('no line');
  return only;
}

/** Asserts that `line` has an error with `code` (and the given params if any), and made no sheet line. */
export function expectFault(
  result: SheetResult,
  line: number,
  code: string,
  params?: readonly (string | number)[],
): void {
  expect(result.ok).toBe(false);
  expect(codesAt(result, line)).toContain(code);
  if (params !== undefined) {
    const error = result.errors.find((e) => e.line === line && e.code === code);
    expect(error?.params).toEqual(params);
  }
  if (line > 0) expect(lineAt(result, line)).toBeUndefined();
}

/** The 9-slot array (SLOTS order) with the given slots set. */
export function slotAmounts(partial: Partial<Record<Slot, number>>): number[] {
  return SLOTS.map((slot) => partial[slot] ?? 0);
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** n! / ∏ k_i! over the digit counts k_i: the number of distinct permutations of the digits. */
export function multinomial(digits: string): number {
  const counts = new Map<string, number>();
  for (const digit of digits) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  let result = factorial(digits.length);
  for (const count of counts.values()) result /= factorial(count);
  return result;
}

/** Cents → sheet amount text with at most one decimal (cents must be a multiple of 10). */
export function amountText(cents: number): string {
  const units = Math.floor(cents / 100);
  const tenths = (cents % 100) / 10;
  return tenths === 0 ? String(units) : `${units}.${tenths}`;
}
