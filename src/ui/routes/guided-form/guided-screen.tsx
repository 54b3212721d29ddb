// The guided screen (/bet1/, docs/product.md S2 "Bet 1 guided screen"): dates, number type, currency, draw
// types, the number with its mode, the amounts, Add, the list and BET. The engine reads every line and the
// list (use-form-engine); what is enabled comes from form-rules; BET goes through PostBetEkor exactly once.
// In ROLL mode form 3's keypad comes up (guided-keypad.tsx): a phone's keyboard cannot type the R.
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { LazyReceiptDialog, usePreloadedReceiptDialog } from '../../components/receipt-dialog/lazy-receipt-dialog.tsx';
import { AmountFields } from '../../components/bet-form/amount-fields.tsx';
import { BetList } from '../../components/bet-form/bet-list.tsx';
import { BetSubmitBar } from '../../components/bet-form/bet-submit-bar.tsx';
import { ChoiceChips } from '../../components/bet-form/choice-chips.tsx';
import { DatePicker } from '../../components/bet-form/date-picker.tsx';
import { DrawTypeToggles } from '../../components/bet-form/draw-type-toggles.tsx';
import { FormNoticeView } from '../../components/bet-form/form-notice.tsx';
import {
  betEnabled,
  cleanShortAmount,
  drawTypeEnabled,
  fieldLabels,
  fieldSlots,
  keepOffered,
  MAX_DATES,
  MODE_BUTTONS,
  NUMBER_TYPES,
  tapMode,
  toggleDate,
  type NumberType,
} from '../../components/bet-form/form-rules.ts';
import { listKey } from '../../components/bet-form/form-state.ts';
import { LinePreview } from '../../components/bet-form/line-preview.tsx';
import { previewPayouts } from '../../components/bet-form/payout-preview.ts';
import { usePackageRates } from '../../components/bet-form/use-package-rates.ts';
import { useFormRebet } from '../../components/bet-form/use-form-rebet.ts';
import { sessionState } from '../../state/session-state.ts';
import { formEntry } from '../../components/bet-form/form-entry.ts';
import { NumberField } from '../../components/bet-form/number-field.tsx';
import { PlayerCurrency } from '../../components/bet-form/player-currency.tsx';
import { RebetRefused } from '../../components/bet-form/rebet-refused.tsx';
import { Tutorial, TutorialButton, useTutorial } from '../../components/bet-form/tutorial.tsx';
import { useFormBet } from '../../components/bet-form/use-form-bet.ts';
import { useFormCalendar } from '../../components/bet-form/use-form-calendar.ts';
import { listChecked, useFormEngine } from '../../components/bet-form/use-form-engine.ts';
import { useOnline } from '../../hooks/use-online.ts';
import { guidedActions as actions, guidedState as state, guidedUi, guidedUiActions } from './guided-state.ts';
import { GuidedKeypad } from './guided-keypad.tsx';
import { useNumberPrefill } from './use-number-prefill.ts';
import { typedNumber } from './guided-rules.ts';
import '../../components/bet-form/bet-form.css';

const SETUP = { variant: 'regular', channel: 'ekor', entry: formEntry } as const;
export const GUIDED_TUTORIAL = ['dates', 'number-type', 'currency', 'draw-types', 'number', 'add', 'bet'] as const;

function toggleDrawType(drawType: string): void {
  const chosen = state.drawTypes.includes(drawType);
  actions.setDrawTypes(chosen ? state.drawTypes.filter((entry) => entry !== drawType) : [...state.drawTypes, drawType]);
}

export function GuidedScreen() {
  const { t } = useTranslation('betforms');
  usePreloadedReceiptDialog();
  const snap = useSnapshot(state);
  const { field } = useSnapshot(guidedUi);
  const online = useOnline();
  useFormEngine(state, actions, SETUP);
  const { bet, add, player, currency } = useFormBet(state, actions, SETUP);
  const { dates, drawTypes, calendar } = useFormCalendar('regular', player);
  const tutorial = useTutorial('bet1', GUIDED_TUTORIAL.length);
  const loginId = useSnapshot(sessionState).session?.LoginId ?? null;
  const prizeTables = usePackageRates(loginId, player, currency);
  useFormRebet(actions, { screen: 'bet1', variant: 'regular', offered: dates, maxDates: MAX_DATES });
  const key = listKey({ lines: snap.lines, dates: snap.dates, currency, player });
  const checked = listChecked(snap, key);
  const entry = formEntry(snap as typeof state);
  // formEntry is non-null exactly when addEnabled holds.
  const canAdd = entry !== null;
  const slots = fieldSlots(snap.type);
  const keypad = snap.mode === 'ROLL';
  const canBet = betEnabled({
    lineCount: snap.lines.length,
    number: snap.number,
    busy: snap.busy,
    online,
    checked,
    player,
  });
  const addEntry = () => entry && void add(entry, snap.type);

  const pickType = (type: NumberType) =>
    actions.changeType(type, keepOffered(state.drawTypes, state.dates, type, calendar));
  // "Bet" on a kept number (my numbers): /bet1/?number=1234 picks its type, then types it.
  useNumberPrefill((number, type) => {
    pickType(type);
    actions.setNumber(number);
  });
  // Stable while nothing they read changes, so the memoized date picker and toggles skip a keypad tap.
  const toggleDateOf = useCallback(
    (date: string) => {
      const chosen = toggleDate(state.dates, date, MAX_DATES);
      actions.setDates(chosen);
      actions.setDrawTypes(keepOffered(state.drawTypes, chosen, state.type, calendar));
    },
    [calendar],
  );
  const drawTypeOn = useCallback(
    (drawType: string) => drawTypeEnabled(drawType, snap.dates, snap.type, calendar),
    [snap.dates, snap.type, calendar],
  );

  return (
    <main className="form-screen" aria-label={t('guided-title')}>
      {/* The navbar shows the title; the heading names the page for screen readers. */}
      <h1 className="visually-hidden">{t('guided-title')}</h1>
      <div className="form-body">
        <PlayerCurrency
          player={player}
          currency={currency}
          onPlayer={actions.setPlayer}
          onCurrency={actions.setCurrency}
        >
          <TutorialButton onReplay={tutorial.replay} />
        </PlayerCurrency>
        <DatePicker dates={dates} chosen={snap.dates} max={MAX_DATES} onToggle={toggleDateOf} />
        <fieldset className="form-field" data-tour="number-type">
          <legend>{t('number-type-label')}</legend>
          <ChoiceChips
            label={t('number-type-label')}
            chips={NUMBER_TYPES.map((type) => ({ value: type, label: type, pressed: snap.type === type }))}
            onTap={(type) => pickType(type as NumberType)}
          />
        </fieldset>
        <DrawTypeToggles drawTypes={drawTypes} chosen={snap.drawTypes} enabled={drawTypeOn} onToggle={toggleDrawType} />
        <NumberField
          type={snap.type}
          number={snap.number}
          mode={snap.mode}
          modes={MODE_BUTTONS}
          active={keypad && field === 'number'}
          onFocus={guidedUiActions.toNumber}
          onNumber={(text) => {
            const typed = typedNumber(text, snap.type, snap.mode);
            if (typed.mode !== snap.mode) actions.setMode(typed.mode);
            actions.setNumber(typed.number);
          }}
          onMode={(mode) => {
            actions.setMode(tapMode(snap.mode, mode, snap.type, snap.number));
            guidedUiActions.toNumber();
          }}
        />
        <AmountFields
          labels={fieldLabels(snap.type)}
          enabled={slots.map((slot) => slot !== null)}
          values={snap.amounts}
          clean={cleanShortAmount}
          {...(keypad ? { inputMode: 'none' as const, active: field === 'number' ? null : field } : {})}
          onFocusField={guidedUiActions.focus}
          onChange={actions.setAmount}
        />
        {/* Add sits above the live preview: the preview comes and goes ~100 ms after each keystroke and changes
            height, and a button under it would move as the thumb comes down on it. */}
        <button type="button" className="add-button" data-tour="add" disabled={!canAdd} onClick={addEntry}>
          {t('add')}
        </button>
        <LinePreview
          preview={entry !== null && snap.preview !== null ? snap.preview : null}
          payouts={entry !== null ? previewPayouts(snap.preview as typeof state.preview, prizeTables) : []}
        />
        <FormNoticeView notice={snap.notice} onDismiss={() => actions.notice(null)} />
        <BetList lines={snap.lines} check={snap.check} onDelete={actions.remove} />
      </div>
      <div className="form-foot">
        <BetSubmitBar
          currency={currency}
          player={player}
          dates={snap.dates}
          totalCents={checked ? (snap.check?.result.totalCents ?? 0) : 0}
          tickets={checked ? (snap.check?.result.ticketCount ?? 0) : 0}
          lines={snap.lines.length}
          busy={snap.busy}
          enabled={canBet}
          onBet={bet}
        />
        {keypad && <GuidedKeypad addEnabled={canAdd} betEnabled={canBet} onAdd={addEntry} onBet={bet} />}
      </div>
      {tutorial.step !== null && (
        <Tutorial steps={GUIDED_TUTORIAL} step={tutorial.step} onNext={tutorial.next} onSkip={tutorial.skip} />
      )}
      {snap.receipt !== null && (
        <LazyReceiptDialog entries={snap.receipt} title={t('receipt-title')} onClose={actions.closeReceipt}>
          <RebetRefused count={snap.refused.length} onRebet={actions.rebetRefused} />
        </LazyReceiptDialog>
      )}
    </main>
  );
}
