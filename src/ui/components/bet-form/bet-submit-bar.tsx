// The foot of a form: the total and bet count of the list as the engine reads it, and BET. BET is a real
// button; while it cannot be pressed it is disabled (the rule is betEnabled, a pure function), and so it is
// while the list would pass one of the player's per-user limits, whose remainder shows above it.
import { useTranslation } from 'react-i18next';
import { formatCents, formatCount } from '../../format/money.ts';
import { limitBlock, LimitsLeft, useBetLimits } from './limits-left.tsx';

export function BetSubmitBar({
  currency,
  totalCents,
  tickets,
  lines,
  enabled,
  busy,
  onBet,
  player,
  dates,
}: {
  currency: string;
  /** Who the bet is for, and its chosen draw dates: the per-user limits are theirs, per date. */
  player: string;
  dates: readonly string[];
  totalCents: number;
  tickets: number;
  lines: number;
  enabled: boolean;
  busy: boolean;
  onBet: () => void;
}) {
  const { t } = useTranslation('betforms');
  const limits = useBetLimits(player);
  const sheet = { dates, ticketCount: tickets, totalCents, currency };
  return (
    <section className="form-bet-bar" aria-label={t('bet-bar-label')}>
      <LimitsLeft limits={limits} sheet={sheet} />
      <p className="form-total">
        <span className="label">{t('total-label')}</span> <span className="currency">{currency}</span>{' '}
        <span className="money" data-testid="form-total">
          {formatCents(totalCents)}
        </span>
        <span className="form-count" data-testid="form-count">
          {t('bet-count', { lines: formatCount(lines), tickets: formatCount(tickets) })}
        </span>
      </p>
      <button
        type="button"
        className="bet-button"
        data-tour="bet"
        disabled={!enabled || limitBlock(limits, sheet) !== null}
        aria-busy={busy}
        onClick={onBet}
      >
        {busy ? t('sending') : t('bet')}
      </button>
    </section>
  );
}
