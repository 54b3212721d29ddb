// The foot of the screen: the sheet's verdict, its total and ticket count, and BET. BET is a real button
// named by its text; while it cannot be pressed it is disabled and the reason is said next to it.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';
import { sheetState } from './sheet-state.ts';
import { formatCents, formatCount } from '../../format/money.ts';
import { betBlock } from './bet-rules.ts';
import { betState } from './bet-state.ts';
import { effectiveCurrency, effectivePlayer } from '../../betting/sheet-context.ts';
import { limitBlock, LimitsLeft, useBetLimits } from '../../components/bet-form/limits-left.tsx';

export function BetBar({ online, onBet }: { online: boolean; onBet: () => void }) {
  const { t } = useTranslation('sheet');
  const { t: tt } = useTranslation();
  const sheet = useSnapshot(sheetState);
  const { busy } = useSnapshot(betState);
  const { loginData, session } = useSnapshot(sessionState);
  const player = effectivePlayer(sheet.player, loginData, session?.LoginId ?? null);
  const block = betBlock({ ...sheet, busy, online, player });
  const { result } = sheet;
  const currency = effectiveCurrency(sheet.currency, loginData);
  // The player's per-user limits: what is left on the sheet's dates, and BET off while it would pass one.
  const limits = useBetLimits(player);
  const figures = {
    dates: result?.dates ?? [],
    ticketCount: block === null ? (result?.ticketCount ?? 0) : 0,
    totalCents: result?.totalCents ?? 0,
    currency,
  };

  const status = sheet.engineFailed
    ? tt('status-engine-failed')
    : block === 'busy'
      ? t('bet-sending')
      : block === 'offline'
        ? t('offline')
        : block === 'checking'
          ? tt('status-checking')
          : block === 'empty'
            ? tt('status-empty')
            : block === 'errors'
              ? tt('status-has-errors')
              : tt('status-ok');

  return (
    <section className="bet-bar" aria-label={t('bet-bar-label')}>
      <LimitsLeft limits={limits} sheet={figures} />
      <div className="bet-figures">
        <p className={block === null ? 'bet-status ok' : 'bet-status'} data-testid="sheet-status" aria-live="polite">
          {status}
        </p>
        <p className="bet-total">
          <span className="label">{tt('total-label')}</span> <span className="currency">{currency}</span>{' '}
          <span className="money" data-testid="sheet-total">
            {formatCents(result?.totalCents ?? 0)}
          </span>
        </p>
        <p className="bet-tickets">
          <span className="label">{tt('tickets-label')}</span>{' '}
          <span className="money" data-testid="sheet-tickets">
            {formatCount(result?.ticketCount ?? 0)}
          </span>
        </p>
      </div>
      <button
        type="button"
        className="bet-button"
        disabled={block !== null || limitBlock(limits, figures) !== null}
        aria-busy={busy}
        onClick={onBet}
      >
        {t('bet')}
      </button>
    </section>
  );
}
