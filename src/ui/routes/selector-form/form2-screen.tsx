// Bet form 2 (/bet2/, docs/product.md S2 "Bet form 2"): up to 3 dates, a currency, draw types, the digit
// columns A–D, Big / Small / SA on the slide-up keypad (or the keyboard), BOX / I-BOX / REVERSE, the total
// with the bet count, and submit. Its one line is written as a sheet and read by the engine like any other;
// it is sent with PostBet, exactly once.
import { useCallback, useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';
import { LazyReceiptDialog, usePreloadedReceiptDialog } from '../../components/receipt-dialog/lazy-receipt-dialog.tsx';
import { AmountFields } from '../../components/bet-form/amount-fields.tsx';
import { AmountKeypad, applyPadKey } from '../../components/bet-form/amount-keypad.tsx';
import { BetSubmitBar } from '../../components/bet-form/bet-submit-bar.tsx';
import { DatePicker } from '../../components/bet-form/date-picker.tsx';
import { DrawTypeToggles } from '../../components/bet-form/draw-type-toggles.tsx';
import { FormNoticeView } from '../../components/bet-form/form-notice.tsx';
import {
  betEnabled,
  cleanForm2Amount,
  drawTypeEnabled,
  keepOffered,
  MAX_DATES,
  tapMode,
  toggleDate,
} from '../../components/bet-form/form-rules.ts';
import { listKey } from '../../components/bet-form/form-state.ts';
import { ModeButtons } from '../../components/bet-form/number-field.tsx';
import { PlayerCurrency } from '../../components/bet-form/player-currency.tsx';
import { useFormBet } from '../../components/bet-form/use-form-bet.ts';
import { useFormCalendar } from '../../components/bet-form/use-form-calendar.ts';
import { listChecked, useFormEngine } from '../../components/bet-form/use-form-engine.ts';
import { useFormRebet } from '../../components/bet-form/use-form-rebet.ts';
import { useOnline } from '../../hooks/use-online.ts';
import { DigitSelector } from './digit-selector.tsx';
import { form2Line } from './form2-entry.ts';
import { form2Actions as actions, form2State as state, selectorActions, selectorState } from './form2-state.ts';
import '../../components/bet-form/bet-form.css';

// PostBet, marked as form 2's so a rebet from the receipt comes back here.
const SETUP = { variant: 'regular', channel: 'form2', entry: () => null } as const;
const MODES = ['B', 'I', 'R'] as const;

function toggleDrawType(drawType: string): void {
  actions.setDrawTypes(
    state.drawTypes.includes(drawType)
      ? state.drawTypes.filter((entry) => entry !== drawType)
      : [...state.drawTypes, drawType],
  );
}

export function Form2Screen() {
  const { t } = useTranslation('betforms');
  usePreloadedReceiptDialog();
  const snap = useSnapshot(state);
  const selector = useSnapshot(selectorState);
  const online = useOnline();
  const maxDates = useSnapshot(sessionState).loginData?.maxDrawDates ?? MAX_DATES;
  useFormEngine(state, actions, SETUP);
  const { bet, player, currency } = useFormBet(state, actions, SETUP);
  const { dates, drawTypes, calendar } = useFormCalendar('regular', player);
  useFormRebet(actions, {
    screen: 'bet2',
    variant: 'regular',
    offered: dates,
    maxDates,
    applySelector: ({ columns, mode, amounts }) => {
      selectorActions.setColumns(columns);
      actions.setMode(mode);
      actions.setAmounts(amounts);
    },
  });

  // The selector's line is the form's list: the engine checks it, BET sends it.
  const line = form2Line(snap, selector.columns);
  const lineKey = JSON.stringify(line);
  // lineKey names the line completely and says when the list changes; the line is read as it is then.
  const syncList = useEffectEvent(() => actions.replaceLines(line === null ? [] : [{ ...line, id: 0, type: '4D' }]));
  useEffect(() => syncList(), [lineKey]);

  // The slide-up keypad covers the lower screen: bring the amount it types into above it (the inputs'
  // scroll-margin-bottom keeps it clear), else the player types blind.
  useEffect(() => {
    if (selector.keypadField === null) return;
    document
      .querySelector<HTMLElement>(`[data-testid="amount-${selector.keypadField}"]`)
      ?.scrollIntoView({ block: 'end' });
  }, [selector.keypadField]);

  // Stable while nothing they read changes, so the memoized date picker and toggles skip a keypad tap.
  const toggleDateOf = useCallback(
    (date: string) => {
      const chosen = toggleDate(state.dates, date, maxDates);
      actions.setDates(chosen);
      actions.setDrawTypes(keepOffered(state.drawTypes, chosen, '4D', calendar));
    },
    [maxDates, calendar],
  );
  const drawTypeOn = useCallback(
    (drawType: string) => drawTypeEnabled(drawType, snap.dates, '4D', calendar),
    [snap.dates, calendar],
  );

  const key = listKey({ lines: snap.lines, dates: snap.dates, currency, player });
  const checked = listChecked(snap, key);
  const check = snap.check !== null && snap.check.key === key ? snap.check : null;
  const pattern = line?.number ?? '';
  const typeInto = (text: string) => {
    const field = selectorState.keypadField;
    if (field !== null) actions.setAmount(field, cleanForm2Amount(text));
  };

  return (
    <main className="form-screen" aria-label={t('form2-title')}>
      <h1 className="visually-hidden">{t('form2-title')}</h1>
      <div className="form-body">
        <PlayerCurrency
          player={player}
          currency={currency}
          onPlayer={actions.setPlayer}
          onCurrency={actions.setCurrency}
        />
        <DatePicker dates={dates} chosen={snap.dates} max={maxDates} onToggle={toggleDateOf} />
        <DrawTypeToggles drawTypes={drawTypes} chosen={snap.drawTypes} enabled={drawTypeOn} onToggle={toggleDrawType} />
        <DigitSelector totalCents={check?.result.totalCents ?? 0} />
        <ModeButtons
          type="4D"
          number={pattern}
          mode={snap.mode}
          modes={MODES}
          onMode={(mode) => actions.setMode(tapMode(snap.mode, mode, '4D', pattern))}
        />
        <AmountFields
          labels={[t('amount-big'), t('amount-small'), t('amount-sa')]}
          enabled={[true, true, true]}
          values={snap.amounts}
          clean={cleanForm2Amount}
          inputMode="none"
          onChange={actions.setAmount}
          onFocusField={selectorActions.openKeypad}
        />
        {check !== null && check.result.errors.length > 0 && (
          <FormNoticeView notice={{ kind: 'refused', refusals: [], errors: check.result.errors }} />
        )}
        <FormNoticeView notice={snap.notice} onDismiss={() => actions.notice(null)} />
      </div>
      <div className="form-foot">
        <BetSubmitBar
          currency={currency}
          player={player}
          dates={snap.dates}
          totalCents={checked ? (check?.result.totalCents ?? 0) : 0}
          tickets={checked ? (check?.result.ticketCount ?? 0) : 0}
          lines={checked ? (check?.result.lines[0]?.combinations ?? 0) : 0}
          busy={snap.busy}
          enabled={betEnabled({ lineCount: snap.lines.length, number: '', busy: snap.busy, online, checked, player })}
          onBet={bet}
        />
        {selector.keypadField !== null && (
          <AmountKeypad
            onKey={(padKey) => typeInto(applyPadKey(state.amounts[selectorState.keypadField ?? 0] ?? '', padKey))}
            onClose={selectorActions.closeKeypad}
          />
        )}
      </div>
      {snap.receipt !== null && (
        <LazyReceiptDialog entries={snap.receipt} title={t('receipt-title')} onClose={actions.closeReceipt} />
      )}
    </main>
  );
}
