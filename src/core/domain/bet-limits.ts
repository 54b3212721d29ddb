/**
 * Per-user limits (docs/currencies-and-limits.md): an agent may cap, for each downline player, the tickets
 * and the stake (site's base currency) per draw day. The server holds them inside the bet's transaction
 * (place_bets.sql: E143 tickets, E140 stake, the limit as the parameter); the bet screens use these pure
 * functions to show what is left and to disable BET when a sheet would pass a limit.
 */
import { toBaseCents } from './exchange.ts';

export interface LimitFacts {
  maxTickets: number | null;
  maxStakeCents: number | null;
  /** What bets already use, per draw date. */
  days: readonly { date: string; tickets: number; stakeCents: number }[];
  base: string;
  rates: Readonly<Record<string, number>>;
}

export interface LimitLeft {
  /** Null: no limit of that kind. */
  tickets: number | null;
  stakeCents: number | null;
}

export interface SheetFigures {
  dates: readonly string[];
  ticketCount: number;
  totalCents: number;
  currency: string;
}

/** What is left on the tightest of `dates` (each limit on its own day); none left is 0, never below. */
export function limitLeft(facts: LimitFacts, dates: readonly string[]): LimitLeft {
  const used = (date: string) => facts.days.find((day) => day.date === date) ?? { tickets: 0, stakeCents: 0 };
  const worst = dates.length === 0 ? [{ tickets: 0, stakeCents: 0 }] : dates.map(used);
  return {
    tickets:
      facts.maxTickets === null ? null : Math.max(0, facts.maxTickets - Math.max(...worst.map((day) => day.tickets))),
    stakeCents:
      facts.maxStakeCents === null
        ? null
        : Math.max(0, facts.maxStakeCents - Math.max(...worst.map((day) => day.stakeCents))),
  };
}

/**
 * Which limit a sheet would pass, if any: 'E143' tickets or 'E140' stake. The screen knows a sheet's totals,
 * not how they split over its dates, so each date is given an equal share (rounded up): exact for a sheet
 * of one date, and the server's check, per ticket, decides in every case.
 */
export function limitPassed(facts: LimitFacts, sheet: SheetFigures): 'E143' | 'E140' | null {
  if (sheet.ticketCount === 0) return null;
  const dates = Math.max(1, sheet.dates.length);
  const left = limitLeft(facts, sheet.dates);
  if (left.tickets !== null && Math.ceil(sheet.ticketCount / dates) > left.tickets) return 'E143';
  const rate = facts.rates[sheet.currency];
  const baseRate = facts.rates[facts.base];
  if (left.stakeCents !== null && rate !== undefined && baseRate !== undefined) {
    const stake = toBaseCents(sheet.totalCents, rate, baseRate);
    if (Math.ceil(stake / dates) > left.stakeCents) return 'E140';
  }
  return null;
}
