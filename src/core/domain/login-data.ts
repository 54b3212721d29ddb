// The signed-in user's player state as the core and the screens hold it: the wire's GetLoginData
// (contract/login-data.ts) with every amount in whole cents. The HTTP adapter converts the wire's units once
// (src/adapters/http/wire-login-data.ts), so no screen multiplies by 100 and no unit figure can pass for
// cents: the money fields carry their unit in the name and the Cents brand in the type.
import type { CurrencyInfo as WireCurrencyInfo, LoginData as WireLoginData } from '../../../contract/login-data.ts';
import type { Cents } from './money.ts';

/** A currency the site offers, with the smallest amounts a sheet line may stake in it. */
export interface CurrencyInfo extends Omit<WireCurrencyInfo, 'minRegular' | 'minIbox'> {
  /** Smallest regular amount (REG). */
  minRegularCents: Cents;
  /** Smallest iBOX amount. */
  minIboxCents: Cents;
}

export interface MoneyState {
  /** Available credit: what the user can still bet. */
  balanceCents: Cents;
  /** Commission credited to the user so far (already part of the balance). */
  rewardCents: Cents;
  /** Balance plus reward, the specification's "total balance". */
  totalBalanceCents: Cents;
}

/** The wire's amounts, replaced by their cents below. */
type WireMoneyFields = 'balance' | 'reward' | 'totalBalance' | 'credit' | 'currencies';

export interface LoginData extends Omit<WireLoginData, WireMoneyFields>, MoneyState {
  currencies: CurrencyInfo[];
  /** The user's credit limit. */
  creditCents: Cents;
}

/** GetInfoForTopContent: the parts of the login data that change while logged in. */
export type TopContent = Pick<
  LoginData,
  | 'balanceCents'
  | 'rewardCents'
  | 'totalBalanceCents'
  | 'creditCents'
  | 'currencies'
  | 'defaultCurrency'
  | 'tickerMessage'
  | 'tickerMessages'
  | 'package'
>;
