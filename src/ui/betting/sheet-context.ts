// What the sheet is read against, from the login data: the same settings the server reads a bet with
// (server/services/bets/sheet-context.ts), so the live check and the server agree on every sheet. The site's
// settings are everyone's; the games and bet sequence are the player's: an agent betting for a downline
// member reads the sheet with the member's (login data `playerSettings`), as the server will.
import { specialDatesIn } from '../../core/domain/calendar.ts';
import { betSequenceOf } from '../../core/domain/bet-sequence.ts';
import type { CurrencyInfo } from '../../core/domain/login-data.ts';
import type { SheetContext } from '../../core/engine/index.ts';

export type Variant = SheetContext['variant'];

/** The parts of the login data (core/domain/login-data.ts) the sheet reads, read-only as snapshots give them. */
export interface SheetSettings {
  readonly players: readonly string[];
  readonly currencies: readonly Readonly<CurrencyInfo>[];
  readonly defaultCurrency: string;
  readonly maxDrawDates: number;
  readonly betSequence: string;
  readonly games: readonly string[];
  readonly playerSettings: {
    readonly [player: string]: { readonly games: readonly string[]; readonly betSequence: string };
  };
  readonly drawCalendar: readonly { readonly date: string; readonly drawTypes: readonly string[] }[];
}

/** Days on which a weekly operator (M P T S B K W) draws although it is not Wed/Sat/Sun: special draws. */
export function specialDatesOf(calendar: SheetSettings['drawCalendar']): string[] {
  return specialDatesIn(calendar);
}

// The stored preference ('B S SA …') is read by the core's one rule, as the server reads it.
export { betSequenceOf };

export function currencyCodes(loginData: SheetSettings | null): string[] {
  const codes = loginData?.currencies.map((currency) => currency.code) ?? [];
  return codes.length > 0 ? codes : [loginData?.defaultCurrency || 'MYR'];
}

/** The picked currency while the site still offers it, else the site's default. */
export function effectiveCurrency(chosen: string, loginData: SheetSettings | null): string {
  const codes = currencyCodes(loginData);
  if (codes.includes(chosen)) return chosen;
  const fallback = loginData?.defaultCurrency ?? '';
  return codes.includes(fallback) ? fallback : (codes[0] as string);
}

/** The players the user may bet for: a member itself; an agent its downline members. */
export function playerChoices(loginData: SheetSettings | null, loginId: string | null): readonly string[] {
  const players = loginData?.players ?? [];
  if (players.length > 0) return players;
  return loginId === null ? [] : [loginId];
}

/** The picked player while still in the list, else the first one (a member: itself). */
export function effectivePlayer(chosen: string, loginData: SheetSettings | null, loginId: string | null): string {
  const players = playerChoices(loginData, loginId);
  return players.includes(chosen) ? chosen : (players[0] ?? '');
}

/**
 * The games and bet sequence a sheet for `player` is read with: the player's own. Without a player, or for
 * one the login data has no settings for, the user's own (a member's are the same).
 */
export function playerSettingsFor(
  loginData: SheetSettings,
  player: string | undefined,
): { games: readonly string[]; betSequence: string } {
  // Own properties only: a login name is never looked up on the prototype.
  const own =
    player !== undefined && Object.hasOwn(loginData.playerSettings, player)
      ? loginData.playerSettings[player]
      : undefined;
  return own ?? { games: loginData.games, betSequence: loginData.betSequence };
}

/** The context for a sheet of `player` (the effective player: effectivePlayer). */
export function sheetContextFor(
  loginData: SheetSettings | null,
  variant: Variant,
  currency: string,
  now: number,
  player?: string,
): SheetContext {
  if (loginData === null) return { variant, now, currency };
  const info = loginData.currencies.find((entry) => entry.code === currency);
  const settings = playerSettingsFor(loginData, player);
  return {
    variant,
    now,
    currency,
    maxDrawDates: loginData.maxDrawDates,
    ...(info ? { minimumsCents: { regular: info.minRegularCents, ibox: info.minIboxCents } } : {}),
    betSequence: betSequenceOf(settings.betSequence),
    allowedDrawTypes: settings.games,
    drawCalendar: { specialDates: specialDatesOf(loginData.drawCalendar) },
  };
}
