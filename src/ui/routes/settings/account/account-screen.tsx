// /settings/account/ (agents; docs/product.md S2 "Account preferences", S3 "User edit model"): a player's bet
// format — multiply, box format, draw-type format and bet sequence — with a live example of the chosen
// sequence on a real line, read by the engine. Save shows S100; the app's login data is then refreshed,
// so the sheet reads that player's lines the new way at once.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSnapshot } from 'valtio';
import type { UserEditModel } from '../../../../../contract/user-preferences.ts';
import { useInjection } from '../../../../app/container-context.tsx';
import { asServiceError } from '../../../../core/domain/service-error.ts';
import { BetEngine } from '../../../../core/ports/bet-engine.ts';
import { Clock } from '../../../../core/ports/clock.ts';
import { SettingsService } from '../../../../core/ports/settings-service.ts';
import { AccountService } from '../../../../core/ports/account-service.ts';
import { LoadView } from '../../../components/back-office/load-view.tsx';
import { PlayerSelect } from '../../../components/back-office/player-select.tsx';
import { useLoad } from '../../../components/back-office/use-load.ts';
import type { Notice } from '../../../components/shell/notice.ts';
import { StatusNotice } from '../../../components/shell/status-notice.tsx';
import { useForcedLogout } from '../../../components/shell/use-forced-logout.ts';
import { formatCents } from '../../../format/money.ts';
import { sessionActions, sessionState } from '../../../state/session-state.ts';
import { EXAMPLE_LINE, EXAMPLE_SHEET, sequenceExample, sequenceOf } from './sequence-example.ts';
import { whoseOptions } from './whose-options.ts';
import '../../../components/shell/shell.css';
import '../../../components/back-office/back-office.css';

export function AccountScreen() {
  const { loginData } = useSnapshot(sessionState);
  const options = whoseOptions(loginData, false);
  const [player, setPlayer] = useState(options[0] ?? '');
  const settings = useInjection<SettingsService>(SettingsService);
  const { result } = useLoad(() => settings.editModel(player), player);
  return (
    <div className="screen">
      <main className="content">
        {options.length > 1 && (
          <div className="card">
            <PlayerSelect value={player} options={options} onChange={setPlayer} />
          </div>
        )}
        <LoadView result={result}>{(model) => <PreferenceForm key={model.UserId} model={model} />}</LoadView>
      </main>
    </div>
  );
}

function PreferenceForm({ model }: { model: UserEditModel }) {
  const { t } = useTranslation('settings');
  const settings = useInjection<SettingsService>(SettingsService);
  const accounts = useInjection<AccountService>(AccountService);
  const forcedLogout = useForcedLogout();
  const [choice, setChoice] = useState({
    betMethodIsMultiply: model.BetMethodIsMultiply,
    formatBox: model.FormatBox,
    drawTypeFormat: model.SelectedFormatDrawType,
    betSequence: model.SelectedFormatBetSequence,
  });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Notice | null>(null);
  const example = useSequenceExample(choice.betSequence);

  async function save() {
    setBusy(true);
    setMessage(null);
    try {
      await settings.savePreferences(model.UserId, choice);
      setMessage({ status: 'S100', params: [] });
      // The sheet reads a player's lines with the login data's settings: fetch them again.
      const session = sessionState.session;
      if (session !== null) sessionActions.signedIn(session, await accounts.loginData());
    } catch (error) {
      const failure = asServiceError(error);
      if (!forcedLogout(failure)) setMessage({ status: failure.status, params: [...failure.params] });
    }
    setBusy(false);
  }

  return (
    <form
      className="bo-form card"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void save();
      }}
    >
      {message !== null && <StatusNotice notice={message} testId="account-message" />}
      <label className="bo-check">
        <input
          type="checkbox"
          checked={choice.betMethodIsMultiply}
          onChange={(event) => setChoice({ ...choice, betMethodIsMultiply: event.target.checked })}
        />
        {t('account-multiply')}
      </label>
      <label className="field">
        {t('account-format-box')}
        <select
          value={choice.formatBox}
          onChange={(event) => setChoice({ ...choice, formatBox: event.target.value === 'D' ? 'D' : 'S' })}
        >
          <option value="S">{t('account-box-s')}</option>
          <option value="D">{t('account-box-d')}</option>
        </select>
      </label>
      <label className="field">
        {t('account-draw-type-format')}
        <select
          value={choice.drawTypeFormat}
          onChange={(event) => setChoice({ ...choice, drawTypeFormat: event.target.value })}
        >
          {model.FormatDrawTypeList.map((item) => (
            <option key={item.Name} value={item.Name}>
              {drawTypeFormatLabel(t, item.Name)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {t('account-bet-sequence')}
        <select
          value={choice.betSequence}
          onChange={(event) => setChoice({ ...choice, betSequence: event.target.value })}
          data-testid="bet-sequence"
        >
          {model.FormatBetSequenceList.map((item) => (
            <option key={item.Name} value={item.Name}>
              {item.Name}
            </option>
          ))}
        </select>
      </label>
      <p className="bo-example" data-testid="sequence-example" aria-live="polite">
        {t('account-example', { line: EXAMPLE_LINE })}{' '}
        <code>{example.map((entry) => `${entry.slot} ${formatCents(entry.cents)}`).join(', ')}</code>
      </p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('saving') : t('save')}
      </button>
    </form>
  );
}

/** The engine (in its worker) reads the example sheet with the chosen order. */
function useSequenceExample(betSequence: string) {
  const engine = useInjection<BetEngine>(BetEngine);
  const clock = useInjection<Clock>(Clock);
  const [example, setExample] = useState<{ slot: string; cents: number }[]>([]);
  useEffect(() => {
    let live = true;
    const sequence = sequenceOf(betSequence);
    void engine
      .parseSheet(EXAMPLE_SHEET, { variant: 'regular', now: clock.now(), currency: 'MYR', betSequence: sequence })
      .then((result) => {
        if (live) setExample(sequenceExample(result, sequence));
      });
    return () => {
      live = false;
    };
  }, [betSequence, engine, clock]);
  return example;
}

/** The draw-type formats in the user's words (the wire's names are `digits` and `letters`). */
function drawTypeFormatLabel(t: TFunction<'settings'>, name: string): string {
  if (name === 'digits') return t('format-digits');
  if (name === 'letters') return t('format-letters');
  return name;
}
