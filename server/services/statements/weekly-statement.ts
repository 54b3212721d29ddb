// The weekly statement (docs/statements.md): for its owner — an agent or the company, or a player for
// itself — and each direct downline, per currency, the week's figures and what each owes the other.
//
// The figures ARE the win/loss report's (services/reports/win-loss-report.ts, called for the same days
// with the owner as the one whose reach it sums): stake, pending, commission, wins, the players' net and
// the owner's own commission and PT share are its group totals, unchanged. The statement adds only what
// the agents below each downline keep and what has been paid (statement-sums.ts), and applies their
// meaning once, in src/core/domain/statement.ts.
import type {
  StatementCurrency,
  StatementFigures,
  StatementLine,
  StatementPayment,
  WeeklyStatement,
} from '../../../contract/statements.ts';
import type { WinLossFigures } from '../../../contract/reports-ledger.ts';
import { rateText } from '../../../src/core/domain/exchange.ts';
import {
  downlineWeekLine,
  owedToUpline,
  weekTotals,
  type DownlineWeekLine,
} from '../../../src/core/domain/statement.ts';
import { userActorMayUseByName, type Actor, type UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { ALL_CURRENCIES } from '../reports/win-loss-filters.ts';
import { winLossDetail } from '../reports/win-loss-report.ts';
import { wireRole } from '../wire.ts';
import { keptBelow, keyOf, paymentsOf } from './statement-sums.ts';
import { siteWeekOf } from './statement-week.ts';

/** Units with 2 decimals (the win/loss report's wire form) → cents. */
const cents = (units: number): number => Math.round(units * 100);

/** The statement of `owner` (already checked to be within the caller's reach). */
export async function statementOf(
  ctx: ServiceContext,
  caller: Actor,
  owner: UserRow,
  date: string | undefined,
): Promise<WeeklyStatement> {
  const site = await siteWeekOf(ctx, owner.site_id, date);
  const { week } = site;
  const [report, below, payments, upline] = await Promise.all([
    winLossDetail(
      ctx,
      { user: owner, sessionId: caller.sessionId },
      { currency: ALL_CURRENCIES, dateFrom: week.start, dateTill: week.end },
    ),
    keptBelow(ctx, owner, week),
    paymentsOf(ctx, owner, week),
    owner.parent_id === null
      ? undefined
      : ctx.db.selectFrom('users').select('username').where('id', '=', owner.parent_id).executeTakeFirst(),
  ]);
  const paid = new Map<string, number>();
  for (const payment of payments) {
    const key = keyOf(payment.downline, payment.currency);
    paid.set(key, (paid.get(key) ?? 0) + payment.amount_cents);
  }

  const currencies: StatementCurrency[] = report.currencies.map((section) => {
    const lines = section.groups.map((group) => ({
      downline: group.downline,
      role: group.role,
      line: downlineWeekLine({
        ...centsOf(group.totals),
        belowNet: below.get(keyOf(group.downline, section.currency)) ?? 0,
        paid: paid.get(keyOf(group.downline, section.currency)) ?? 0,
      }),
    }));
    const totals = weekTotals(lines.map((entry) => entry.line));
    return {
      currency: section.currency,
      lines: lines.map((entry): StatementLine => ({
        downline: entry.downline,
        role: entry.role,
        ...wireFigures(entry.line),
      })),
      totals: wireFigures(totals),
      // A player's own line already says what it owes its agent; the company has no upline.
      owedToUpline: owner.role === 'agent' ? owedToUpline(totals) : null,
    };
  });

  return {
    user: owner.username,
    role: wireRole(owner),
    upline: upline?.username ?? null,
    weekStart: week.start,
    weekEnd: week.end,
    weekFirstDay: site.firstDay,
    baseCurrency: site.baseCurrency,
    weeklyCreditReset: site.weeklyCreditReset,
    canPay: owner.id === caller.user.id && owner.role !== 'member',
    currencies,
    payments: payments.map((payment): StatementPayment => ({
      downline: payment.downline,
      currency: payment.currency,
      amount: payment.amount_cents,
      baseAmount: payment.base_cents,
      baseCurrency: site.baseCurrency,
      rate: rateText(payment.rate_micros),
      baseRate: rateText(payment.base_rate_micros),
      paidBy: payment.paid_by,
      paidAt: payment.paid_at.toISOString(),
    })),
  };
}

/** GetWeeklyStatement: the caller's own statement, or that of a user in its reach (E103 otherwise). */
export async function weeklyStatement(
  ctx: ServiceContext,
  actor: Actor,
  query: { userId?: string; week?: string },
): Promise<WeeklyStatement> {
  const owner =
    query.userId === undefined || query.userId === ''
      ? actor.user
      : await userActorMayUseByName(ctx, actor, query.userId);
  return statementOf(ctx, actor, owner, query.week);
}

function centsOf(figures: WinLossFigures) {
  return {
    stake: cents(figures.stake),
    pending: cents(figures.pending),
    commission: cents(figures.commission),
    win: cents(figures.win),
    ownCommission: cents(figures.ownCommission),
    ownShare: cents(figures.ownShare),
  };
}

function wireFigures(line: DownlineWeekLine): StatementFigures {
  return {
    stake: line.stake,
    pending: line.pending,
    commission: line.commission,
    win: line.win,
    net: line.net,
    belowNet: line.belowNet,
    downlineNet: line.downlineNet,
    ownCommission: line.ownCommission,
    ownShare: line.ownShare,
    ownNet: line.ownNet,
    owed: line.owed,
    paid: line.paid,
    outstanding: line.outstanding,
  };
}
