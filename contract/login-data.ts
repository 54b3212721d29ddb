// The answer of GetLoginData (the app's player state) and of the 60-second ping GetInfoForTopContent.
// Money is in units with up to 2 decimals (the client formats it); imports only other contract types.
import type { BrandInfo } from './answer-schemas.ts';
import type { LinkEntry } from './links.ts';

export type Role = 'member' | 'agent';

export interface CurrencyInfo {
  code: string;
  /** Smallest regular amount (REG), in units. */
  minRegular: number;
  /** Smallest iBOX amount, in units. */
  minIbox: number;
}

/** The user's package of one kind (rates come with GetLoginPlayerSummaryInfo). */
export interface PackageRef {
  kind: string;
  packageId: number;
  name: string;
  special: boolean;
}

export interface PackageSummary {
  /** Whether any currency of the site is a special-rate region (SPR, TSR, ISR, VSR, USR). */
  specialCurrency: boolean;
  packages: PackageRef[];
}

export interface CalendarDay {
  /** 'YYYY-MM-DD', GMT+8. */
  date: string;
  /** Draw types with a draw that day, in display order (M P T S B K W L3 L A3 A N3 N). */
  drawTypes: string[];
}

/** The site's brand: its schema (the brand call is serialised from it) is in answer-schemas.ts. */
export type { BrandInfo };

export interface MoneyState {
  /** Available credit: what the user can still bet. */
  balance: number;
  /** Commission credited to the user so far (already part of balance). */
  reward: number;
  /** balance + reward, the specification's "total balance". */
  totalBalance: number;
}

/** A player's own settings that its sheets are read with (the server: services/bets/sheet-context.ts). */
export interface PlayerSettings {
  /** Draw types the player may bet, in display order. */
  games: string[];
  /** The player's 9 slot names in its order, space separated. */
  betSequence: string;
}

export interface LoginData extends MoneyState {
  LoginId: string;
  role: Role;
  /** Login names the user bets for: a member itself; an agent every member of its subtree. */
  players: string[];
  /** Agents of the user's subtree, itself first; empty for a member. */
  agents: string[];
  currencies: CurrencyInfo[];
  defaultCurrency: string;
  tickerMessage: string;
  /** The ticker in other languages, by language code: the app shows the user's, else tickerMessage. */
  tickerMessages?: Record<string, string>;
  formatBox: 'S' | 'D';
  formatDrawType: string;
  /** The 9 slot names in the user's order, space separated ('B S SA A C SB SC SD SE'). */
  betSequence: string;
  betMethodIsMultiply: boolean;
  package: PackageSummary;
  /** The user's credit limit. */
  credit: number;
  /** The next 14 GMT+8 days from today. */
  drawCalendar: CalendarDay[];
  maxDrawDates: number;
  brand: BrandInfo;
  memberUrls: LinkEntry[];
  /** Draw types the user may bet, in display order. */
  games: string[];
  /**
   * Each of `players` by login name: an agent's sheet for a downline member is read with that member's
   * games and bet sequence, not the agent's, exactly as the server will read the bet.
   */
  playerSettings: Record<string, PlayerSettings>;
}

/** GetInfoForTopContent: the parts of the login data that change while logged in. */
export type TopContent = Pick<
  LoginData,
  | 'balance'
  | 'reward'
  | 'totalBalance'
  | 'credit'
  | 'currencies'
  | 'defaultCurrency'
  | 'tickerMessage'
  | 'tickerMessages'
  | 'package'
>;
