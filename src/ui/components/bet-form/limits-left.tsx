// What is left of a player's per-user limits on the chosen draw dates, beside BET (docs/currencies-and-
// limits.md). Shown only when the player has a limit; the bar disables BET when the sheet would pass one
// (limitPassed, a pure function of the core). Loaded for the player the screen bets for, again after bets.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { BetLimits } from '../../../../contract/bet-limits.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { limitLeft, limitPassed, type SheetFigures } from '../../../core/domain/bet-limits.ts';
import { AccountService } from '../../../core/ports/account-service.ts';
import { formatCents, formatCount } from '../../format/money.ts';
import { statusText } from '../../i18n/status-text.ts';
import { limitsActions, limitsState } from '../../state/limits-state.ts';
import './limits-left.css';

/** The limits of `player` ('' for none chosen yet: nothing), read when it changes and after each bet. */
export function useBetLimits(player: string): BetLimits | null {
  const accounts = useInjection<AccountService>(AccountService);
  const { version, player: loadedFor, limits } = useSnapshot(limitsState);
  useEffect(() => {
    if (player === '') return;
    let current = true;
    // A failed read leaves BET to the server's own check: the screen only helps.
    accounts.betLimits(player).then(
      (read) => current && limitsActions.loaded(player, read),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [accounts, player, version]);
  return loadedFor === player ? (limits as BetLimits | null) : null;
}

/** Which limit the sheet passes, if any ('E143' / 'E140'). */
export function limitBlock(limits: BetLimits | null, sheet: SheetFigures): 'E143' | 'E140' | null {
  return limits === null ? null : limitPassed(limits, sheet);
}

export function LimitsLeft({ limits, sheet }: { limits: BetLimits | null; sheet: SheetFigures }) {
  const { t } = useTranslation();
  if (limits === null || (limits.maxTickets === null && limits.maxStakeCents === null) || sheet.dates.length === 0)
    return null;
  const left = limitLeft(limits, sheet.dates);
  const parts = [
    ...(left.tickets === null
      ? []
      : [t('limits-left-tickets', { count: left.tickets, formatted: formatCount(left.tickets) })]),
    ...(left.stakeCents === null ? [] : [`${limits.base} ${formatCents(left.stakeCents)}`]),
  ];
  const passed = limitBlock(limits, sheet);
  const param = passed === 'E143' ? [limits.maxTickets ?? 0] : [formatCents(limits.maxStakeCents ?? 0), limits.base];
  return (
    <p className="limits-left" data-testid="limits-left" aria-live="polite">
      {t('limits-left', { date: sheet.dates.join(', '), what: parts.join(' · ') })}
      {passed && (
        <span className="limits-passed" role="alert" data-testid="limits-passed">
          {' '}
          {statusText(t, passed, param)}
        </span>
      )}
    </p>
  );
}
