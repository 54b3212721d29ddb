// /mynumbers/ (docs/live-draws.md): the player's (or agent's own) kept numbers with a label — add, rename,
// remove, and bet one in one tap (the guided screen with the number typed). The wins of the latest results
// show on top, live. Win alerts (web push) are offered after a number is added, never before.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyNumber } from '../../../../contract/my-numbers.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { isMyNumber, MY_NUMBER_LABEL_MAX } from '../../../core/domain/my-numbers.ts';
import { MyNumbersService } from '../../../core/ports/my-numbers-service.ts';
import { PushSubscriber, type PushPermission } from '../../../core/ports/push-subscriber.ts';
import { failureText } from '../../i18n/status-text.ts';
import { withQueries } from '../../query/with-queries.tsx';
import { MyNumberHitNotice } from '../../components/my-numbers/my-number-hits.tsx';
import { useChangeMyNumbers, useMyNumbers } from '../../components/my-numbers/my-numbers-queries.ts';
import { startWinAlerts } from '../../components/my-numbers/win-alerts.ts';
import '../../components/shell/shell.css';
import '../../components/my-numbers/my-numbers.css';

const ALERT_TEXT: Record<Exclude<PushPermission, 'default'>, 'alerts-on' | 'alerts-denied' | 'alerts-unsupported'> = {
  granted: 'alerts-on',
  denied: 'alerts-denied',
  unsupported: 'alerts-unsupported',
};

function MyNumbersScreenBody() {
  const { t, i18n } = useTranslation('mynumbers');
  const { t: tt } = useTranslation();
  const numbers = useInjection<MyNumbersService>(MyNumbersService);
  const push = useInjection<PushSubscriber>(PushSubscriber);
  const list = useMyNumbers();
  const change = useChangeMyNumbers();
  const [number, setNumber] = useState('');
  const [label, setLabel] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const [permission, setPermission] = useState<PushPermission>(() => push.permission());
  const failure = change.error === null ? list.error : change.error;

  const add = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { kind: 'add', number, label },
      {
        onSuccess: () => {
          setAdded(number);
          setNumber('');
          setLabel('');
          // Only now, after the player chose to keep a number, is the browser asked about notifications.
          void startWinAlerts(push, numbers, i18n.language).then(setPermission);
        },
      },
    );
  };
  const entries = list.data?.numbers ?? [];
  const max = list.data?.max ?? 0;

  return (
    <div className="screen my-numbers-screen">
      <main className="content">
        <MyNumberHitNotice />
        <p className="muted">{t('intro')}</p>
        <form className="card my-numbers-add" onSubmit={add}>
          <label className="field">
            <span>{t('number-label')}</span>
            <input
              value={number}
              onChange={(event) => setNumber(event.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="off"
              required
              pattern="[0-9]{3,6}"
            />
          </label>
          <label className="field">
            <span>{t('label-label')}</span>
            <input
              value={label}
              onChange={(event) => setLabel(event.target.value)}
              maxLength={MY_NUMBER_LABEL_MAX}
              placeholder={t('label-placeholder')}
              autoComplete="off"
            />
          </label>
          <button
            type="submit"
            className="button"
            disabled={!isMyNumber(number) || change.isPending || (max > 0 && entries.length >= max)}
          >
            {t('add')}
          </button>
        </form>
        <div role="status" className="my-numbers-status">
          {added !== null && change.error === null && (
            <p className="notice notice-good">{t('added', { number: added })}</p>
          )}
          {added !== null && permission !== 'default' && (
            <p className="muted" data-testid="alerts-state">
              {t(ALERT_TEXT[permission])}
            </p>
          )}
        </div>
        {failure !== null && (
          <p className="notice notice-bad" role="alert">
            {failureText(tt, failure)}
          </p>
        )}
        {list.isPending && (
          <p className="muted" role="status">
            {t('loading')}
          </p>
        )}
        {list.data !== undefined && (
          <section className="card" aria-labelledby="my-numbers-list">
            <h2 id="my-numbers-list">
              {t('list-label')} <span className="muted">{t('count', { count: entries.length, max })}</span>
            </h2>
            {entries.length === 0 ? (
              <p className="muted">{t('empty')}</p>
            ) : (
              <ul className="my-numbers-list">
                {entries.map((entry) => (
                  <NumberRow key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
          </section>
        )}
      </main>
    </div>
  );
}

function NumberRow({ entry }: { entry: MyNumber }) {
  const { t } = useTranslation('mynumbers');
  const change = useChangeMyNumbers();
  const [editing, setEditing] = useState<string | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (editing === null) return;
    change.mutate({ kind: 'rename', id: entry.id, label: editing }, { onSuccess: () => setEditing(null) });
  };
  return (
    <li className="my-number" data-testid={`my-number-${entry.number}`}>
      <span className="my-number-digits">{entry.number}</span>
      {editing === null ? (
        <>
          <span className="my-number-label">
            {entry.label === '' ? <span className="muted">{t('no-label')}</span> : entry.label}
          </span>
          <span className="my-number-actions">
            <Link
              className="button"
              to={`/bet1/?number=${entry.number}`}
              aria-label={t('bet-number', { number: entry.number })}
            >
              {t('bet')}
            </Link>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => setEditing(entry.label)}
              aria-label={t('rename-number', { number: entry.number })}
            >
              ✎
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => change.mutate({ kind: 'remove', id: entry.id })}
              disabled={change.isPending}
              aria-label={t('remove-number', { number: entry.number })}
            >
              ✕
            </button>
          </span>
        </>
      ) : (
        <form className="my-number-rename" onSubmit={save}>
          <label className="field">
            <span>{t('rename-number', { number: entry.number })}</span>
            <input
              value={editing}
              onChange={(event) => setEditing(event.target.value)}
              maxLength={MY_NUMBER_LABEL_MAX}
              autoComplete="off"
            />
          </label>
          <button type="submit" className="button" disabled={change.isPending}>
            {t('save')}
          </button>
          <button type="button" className="button button-quiet" onClick={() => setEditing(null)}>
            {t('cancel')}
          </button>
        </form>
      )}
    </li>
  );
}

export const MyNumbersScreen = withQueries(MyNumbersScreenBody);
