// /agent/whobought/: type a number (and "permutations too"), see every open ticket of the subtree on it —
// by player, draw and bet type, with totals per currency — and tap a ticket for its bet's receipt.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptItem } from '../../../core/ports/receipt-service.ts';
import type { WhoBought } from '../../../../contract/statements.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { ReceiptService } from '../../../core/ports/receipt-service.ts';
import { Statements, whoBoughtNumberOf } from '../../../core/use-cases/statements.ts';
import { LoadView } from '../../components/back-office/load-view.tsx';
import { useLoad } from '../../components/back-office/use-load.ts';
import { ReceiptDialog } from '../../components/receipt-dialog/receipt-dialog.tsx';
import { StatusNotice } from '../../components/shell/status-notice.tsx';
import type { Notice } from '../../components/shell/notice.ts';
import { formatCents, formatCount } from '../../format/money.ts';
import { entryOfItem } from '../../components/receipt-dialog/receipt-model.ts';
import { drawNameOf, modeKeyOf, numbersLine } from './who-bought-view.ts';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import '../../components/back-office/agent.css';

export function WhoBoughtScreen() {
  const { t } = useTranslation('statements');
  const statements = useInjection<Statements>(Statements);
  const [typed, setTyped] = useState('');
  const [permutations, setPermutations] = useState(false);
  const [asked, setAsked] = useState<{ number: string; permutations: boolean } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const { result } = useLoad(
    () => (asked === null ? Promise.resolve(null) : statements.whoBought(asked.number, asked.permutations)),
    asked === null ? '' : `${asked.number}|${asked.permutations}`,
  );
  return (
    <div className="screen">
      <main className="content">
        <form
          className="card bo-form"
          onSubmit={(event) => {
            event.preventDefault();
            const number = whoBoughtNumberOf(typed);
            setInvalid(number === null);
            if (number !== null) setAsked({ number, permutations });
          }}
        >
          <label className="field">
            {t('number')}
            <input
              name="Number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={typed}
              aria-invalid={invalid}
              aria-describedby="who-number-hint"
              onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
            />
          </label>
          <p id="who-number-hint" className={invalid ? 'bo-field-error' : 'bo-hint'}>
            {t('number-hint')}
          </p>
          <label className="bo-check">
            <input type="checkbox" checked={permutations} onChange={(event) => setPermutations(event.target.checked)} />
            {t('permutations')}
          </label>
          <button type="submit" className="button">
            {t('search')}
          </button>
        </form>
        <LoadView result={result}>{(found) => found && <Found found={found} />}</LoadView>
      </main>
    </div>
  );
}

function Found({ found }: { found: WhoBought }) {
  const { t } = useTranslation('statements');
  const receipts = useInjection<ReceiptService>(ReceiptService);
  const [receipt, setReceipt] = useState<ReceiptItem | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const searched = numbersLine(found.numbers);
  const open = async (guid: string) => {
    setNotice(null);
    try {
      const item = await receipts.byGuid(guid);
      if (item === null) setNotice({ status: 'E120', params: [] });
      else setReceipt(item);
    } catch (error) {
      const failure = asServiceError(error);
      setNotice({ status: failure.status, params: [...failure.params] });
    }
  };
  return (
    <>
      <section className="card" aria-label={t('totals')}>
        <p className="bo-hint" data-testid="who-numbers">
          {t('searched', { numbers: searched.listed })}
          {searched.more > 0 ? ` ${t('more', { count: searched.more })}` : ''}
        </p>
        {found.totals.length === 0 ? (
          <p data-testid="who-empty">{t('nobody')}</p>
        ) : (
          <dl className="bo-figures">
            {found.totals.map((total) => (
              <div key={total.currency} className="who-total" data-testid="who-total">
                <dt>
                  {t('total-of', {
                    currency: total.currency,
                    count: total.tickets,
                    tickets: formatCount(total.tickets),
                  })}
                </dt>
                <dd>{formatCents(total.stakeCents)}</dd>
              </div>
            ))}
          </dl>
        )}
        {found.truncated && <p className="bo-hint">{t('truncated')}</p>}
      </section>
      {notice !== null && <StatusNotice notice={notice} />}
      {found.groups.length > 0 && (
        <ul className="who-groups">
          {found.groups.map((group) => (
            <li
              key={`${group.player}|${group.drawDate}|${group.drawType}|${group.mode}|${group.currency}`}
              className="card who-group"
              data-testid="who-group"
              data-player={group.player}
            >
              <div className="who-group-head">
                <h2>{group.player}</h2>
                <span className="who-group-stake">
                  {group.currency} {formatCents(group.stakeCents)}
                </span>
              </div>
              <p className="bo-hint">
                {drawNameOf(group.drawType)} · {group.drawDate} · {t(modeKeyOf(group.mode))}
              </p>
              <ul className="bo-list who-tickets">
                {group.tickets.map((ticket) => (
                  <li key={`${ticket.guid}|${ticket.number}|${ticket.stakeCents}`}>
                    <button type="button" onClick={() => void open(ticket.guid)} data-testid="who-ticket">
                      <strong>{ticket.number}</strong>
                      <span className="bo-hint">{t('bet-number', { betNumber: ticket.betNumber })}</span>
                      <span>{formatCents(ticket.stakeCents)}</span>
                      <span className="visually-hidden">{t('open-receipt')}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {receipt !== null && (
        <ReceiptDialog
          entries={[entryOfItem(receipt)]}
          title={t('receipt-title', { betNumber: receipt.betNumber })}
          voidable={false}
          onClose={() => setReceipt(null)}
        />
      )}
    </>
  );
}
