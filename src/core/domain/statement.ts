/**
 * The weekly statement between an agent and each of its direct downlines (docs/statements.md): which days
 * a week covers, and what the win/loss figures of those days mean between the two levels — the downline's
 * net, what each owes the other, and what the agent owes its own upline. Pure: cents in, cents out; the
 * figures themselves are the win/loss report's (one home for the sums), only their meaning is here.
 */
import { dateToDayNumber, dayNumberToDate, weekdayOf } from './calendar.ts';

/** 0 = Sunday … 6 = Saturday (weekdayOf's numbering). The field's week starts on Monday. */
export const DEFAULT_WEEK_FIRST_DAY = 1;

export interface Week {
  /** The week's first and last draw dates, 'YYYY-MM-DD' (GMT+8), both included. */
  start: string;
  end: string;
}

export const isWeekFirstDay = (day: number): boolean => Number.isInteger(day) && day >= 0 && day <= 6;

/** The seven days holding `date`, starting on `firstDay`; null for a date that does not exist. */
export function weekOf(date: string, firstDay: number = DEFAULT_WEEK_FIRST_DAY): Week | null {
  const day = dateToDayNumber(date);
  if (Number.isNaN(day) || !isWeekFirstDay(firstDay)) return null;
  const back = (weekdayOf(date) - firstDay + 7) % 7;
  return { start: dayNumberToDate(day - back), end: dayNumberToDate(day - back + 6) };
}

/** The week before `week` (the statement screen's "previous week"). */
export function previousWeek(week: Week): Week {
  const start = dateToDayNumber(week.start) - 7;
  return { start: dayNumberToDate(start), end: dayNumberToDate(start + 6) };
}

/** One direct downline's week in one currency, in cents, as the win/loss report sums it. */
export interface DownlineWeekFigures {
  /** Settled stakes, and stakes still waiting for a result (shown apart, in no net). */
  stake: number;
  pending: number;
  /** The players' commission and wins (live result versions). */
  commission: number;
  win: number;
  /** The agent's own commission and PT share on these bets. */
  ownCommission: number;
  ownShare: number;
  /** What the agents at or below the downline keep of these bets (commission + PT); 0 for a member. */
  belowNet: number;
  /** What the downline has already paid the agent this week (negative: the agent paid the downline). */
  paid: number;
}

export interface DownlineWeekLine extends DownlineWeekFigures {
  /** The players' net: commission + win − stake (a loss is negative). */
  net: number;
  /** The downline's side of the week: the players' net plus what its own agents keep. */
  downlineNet: number;
  /** ownCommission + ownShare. */
  ownNet: number;
  /** What the downline owes the agent for the week (negative: the agent owes the downline). */
  owed: number;
  /** owed − paid: what is still to settle. */
  outstanding: number;
}

/**
 * What a week means between an agent and one downline. The players' net leaves the house; the agents at
 * or below the downline keep `belowNet` of it; everything else passes up to the agent, so the downline
 * owes the agent −(net + belowNet).
 */
export function downlineWeekLine(figures: DownlineWeekFigures): DownlineWeekLine {
  const net = figures.commission + figures.win - figures.stake;
  const downlineNet = net + figures.belowNet;
  const owed = -downlineNet;
  return {
    ...figures,
    net,
    downlineNet,
    ownNet: figures.ownCommission + figures.ownShare,
    owed,
    outstanding: owed - figures.paid,
  };
}

/** The sum of lines of ONE currency (never call it across currencies). */
export function weekTotals(lines: readonly DownlineWeekLine[]): DownlineWeekLine {
  const sum: DownlineWeekFigures = {
    stake: 0,
    pending: 0,
    commission: 0,
    win: 0,
    ownCommission: 0,
    ownShare: 0,
    belowNet: 0,
    paid: 0,
  };
  for (const line of lines) for (const key of Object.keys(sum) as (keyof DownlineWeekFigures)[]) sum[key] += line[key];
  return downlineWeekLine(sum);
}

/**
 * What the agent owes its upline for the week in one currency (negative: the upline owes it): it collects
 * what its downlines owe it and keeps its own commission and PT share; the rest passes up.
 */
export function owedToUpline(totals: Pick<DownlineWeekLine, 'owed' | 'ownNet'>): number {
  return totals.owed - totals.ownNet;
}
