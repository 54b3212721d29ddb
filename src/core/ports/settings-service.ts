// The settings screens' server calls (docs/product.md S2 "Settings" to "Package info", "Report page"): the
// profile, the account preferences, the packages and the two ledger reports. A call that names a user
// (an agent choosing one of its players) passes its login name; without one it is about the caller.
import type { PlayerPackages } from '../../../contract/packages.ts';
import type { PrizeTables } from '../domain/top-payout.ts';
import type { MobileProfile } from '../../../contract/profile.ts';
import type { BetStatistic, WinLossDetail } from '../../../contract/reports-ledger.ts';
import type { UserEditModel } from '../../../contract/user-preferences.ts';

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
  profile(userId?: string): Promise<MobileProfile>;
  editModel(userId?: string): Promise<UserEditModel>;
  savePreferences(userId: string | undefined, choice: PreferenceChoice): Promise<void>;
  packages(userId?: string): Promise<PlayerPackages>;
  /** The prize tables `userId`'s (default the caller's) bets in `currency` are paid: the forms' top-payout preview. */
  prizeTables(userId: string | undefined, currency: string): Promise<PrizeTables>;
  winLoss(filter: WinLossFilter): Promise<TextReport<WinLossDetail>>;
  betStatistic(filter: BetStatisticFilter): Promise<TextReport<BetStatistic>>;
}

export const SettingsService = Symbol.for('SettingsService');
