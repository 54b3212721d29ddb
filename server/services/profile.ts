// Balance and profile figures, all derived from creditUsage (services/credit.ts) so that every screen
// agrees: Balance = CreditBalance = available credit = limit − given + ledger.
import type { MoneyState } from '../../contract/login-data.ts';
import type { MobileProfile, PlayerBalance } from '../../contract/profile.ts';
import type { UserRow } from './access.ts';
import type { ServiceContext } from './context.ts';
import { creditUsage, type CreditUsage } from './credit.ts';
import { unitsOf, wireRole } from './wire.ts';

export interface MoneyFigures {
  usage: CreditUsage;
  money: MoneyState;
}

/** Balance, reward and total balance (units) with the credit usage behind them. */
export async function moneyOf(ctx: ServiceContext, userId: number): Promise<MoneyFigures> {
  return moneyFiguresOf(await creditUsage(ctx.db, userId));
}

/** The money figures of a credit usage already read. */
export function moneyFiguresOf(usage: CreditUsage): MoneyFigures {
  const reward = usage.rewardCents;
  return {
    usage,
    money: {
      balance: unitsOf(usage.availableCents),
      reward: unitsOf(reward),
      totalBalance: unitsOf(usage.availableCents + reward),
    },
  };
}

export async function playerBalance(ctx: ServiceContext, user: UserRow): Promise<PlayerBalance> {
  const { money } = await moneyOf(ctx, user.id);
  return { Balance: money.balance, Reward: money.reward };
}

/**
 * The profile screen. AccountBalance is the settled net (ledger + stakes still open), so that
 * CreditBalance = Credit − DownlineCredit + AccountBalance − Outstanding holds for every user.
 */
export async function mobileProfile(ctx: ServiceContext, user: UserRow): Promise<MobileProfile> {
  const usage = await creditUsage(ctx.db, user.id);
  const base = {
    AccountBalance: unitsOf(usage.ledgerCents + usage.reservedCents),
    Credit: unitsOf(usage.limitCents),
    CreditBalance: unitsOf(usage.availableCents),
  };
  return wireRole(user) === 'member'
    ? { ...base, Outstanding: unitsOf(usage.reservedCents), Type: 'member' }
    : { ...base, DownlineCredit: unitsOf(usage.givenCents), Type: 'agent' };
}
