// The settings screens' server calls (docs/product.md S2 "Settings" to "Package info", "Report page"): the
// profile, the account preferences, the packages and the two ledger reports. A call that names a user
// (an agent choosing one of its players) passes its login name; without one it is about the caller. Money is
// in cents and rates in basis points (the HTTP adapter converts the wire's units, percent and fractions).
import type { BetStatisticReport } from '../domain/bet-statistic.ts';
import type { PackageRates } from '../domain/package-rates.ts';
import type { PrizeTables } from '../domain/top-payout.ts';
import type {
  WinLossCurrency as WireWinLossCurrency,
  WinLossDetail as WireWinLossDetail,
  WinLossFigures as WireWinLossFigures,
} from '../../../contract/reports-ledger.ts';
import type { Cents } from '../domain/money.ts';
import type { UserEditModel } from '../../../contract/user-preferences.ts';

/** The caller's money figures (GetMobileProfile), in cents: a member's outstanding, an agent's downline credit. */
export type AccountProfile = {
  creditCents: Cents;
  accountBalanceCents: Cents;
  creditBalanceCents: Cents;
} & ({ type: 'member'; outstandingCents: Cents } | { type: 'agent'; downlineCreditCents: Cents });

/** One line of the win/loss report, every figure in cents (the names are the wire's, the values cents). */
export type WinLossFigures = Record<keyof WireWinLossFigures, Cents>;

export interface WinLossCurrency extends Omit<WireWinLossCurrency, 'groups' | 'totals'> {
  groups: (Omit<WireWinLossCurrency['groups'][number], 'players' | 'totals'> & {
    players: (WinLossFigures & { player: string })[];
    totals: WinLossFigures;
  })[];
  totals: WinLossFigures;
}

export interface WinLossDetail extends Omit<WireWinLossDetail, 'currencies'> {
  currencies: WinLossCurrency[];
}

export interface PreferenceChoice {
  betMethodIsMultiply: boolean;
  formatBox: 'S' | 'D';
  drawTypeFormat: string;
  /** 9 slot names separated by spaces. */
  betSequence: string;
}

/** 'YYYY-MM-DD' dates (GMT+8); currency a code or 'ALL'. */
export interface WinLossFilter {
  dateFrom: string;
  dateTill: string;
  currency: string;
}

export interface BetStatisticFilter {
  userId?: string;
  drawDate: string;
  currency: string;
}

/** A report as the server writes it (text) and the same figures as data. */
export interface TextReport<T> {
  text: string;
  data: T;
}

export interface SettingsService {
  profile(userId?: string): Promise<AccountProfile>;
  editModel(userId?: string): Promise<UserEditModel>;
  savePreferences(userId: string | undefined, choice: PreferenceChoice): Promise<void>;
  /** The commission (basis points) and prizes (cents per 1 unit) of each package the user holds. */
  packages(userId?: string): Promise<PackageRates>;
  /** The prize tables `userId`'s (default the caller's) bets in `currency` are paid: the forms' top-payout preview. */
  prizeTables(userId: string | undefined, currency: string): Promise<PrizeTables>;
  winLoss(filter: WinLossFilter): Promise<TextReport<WinLossDetail>>;
  betStatistic(filter: BetStatisticFilter): Promise<TextReport<BetStatisticReport>>;
}

export const SettingsService = Symbol.for('SettingsService');
