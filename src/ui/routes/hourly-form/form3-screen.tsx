// Bet form 3 (/bet3/, docs/product.md S2 "Bet form 3", S4 "Number type change"): one date, number type 3D /
// 4D / 6D (5D disabled), a currency, the hourly draws L3 L7 A3 A7 N3 N7, the number and amounts typed on
// the keypad, the list, and BET through PostBetEkor3 (one answer per draw type, exactly once).
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LazyReceiptDialog, usePreloadedReceiptDialog } from '../../components/receipt-dialog/lazy-receipt-dialog.tsx';
import { AmountFields } from '../../components/bet-form/amount-fields.tsx';
import { BetList } from '../../components/bet-form/bet-list.tsx';
import { BetSubmitBar } from '../../components/bet-form/bet-submit-bar.tsx';
import { ChoiceChips } from '../../components/bet-form/choice-chips.tsx';
import { DatePicker } from '../../components/bet-form/date-picker.tsx';
import { DrawTypeToggles } from '../../components/bet-form/draw-type-toggles.tsx';
import { formEntry } from '../../components/bet-form/form-entry.ts';
import { FormNoticeView } from '../../components/bet-form/form-notice.tsx';
import {
  betEnabled,
  cleanNumber,
  cleanShortAmount,
  drawTypeEnabled,
  drawTypesAfterTypeChange,
  fieldLabels,
  fieldSlots,
  form3Status,
  form3TypeEnabled,
  modeEnabled,
  NUMBER_TYPES,
  tapMode,
  type NumberType,
} from '../../components/bet-form/form-rules.ts';
import { listKey } from '../../components/bet-form/form-state.ts';
import { LinePreview } from '../../components/bet-form/line-preview.tsx';
import { previewPayouts } from '../../components/bet-form/payout-preview.ts';
import { usePackageRates } from '../../components/bet-form/use-package-rates.ts';
import { useFormRebet } from '../../components/bet-form/use-form-rebet.ts';
import { sessionState } from '../../state/session-state.ts';
import { NumberField } from '../../components/bet-form/number-field.tsx';
import { PlayerCurrency } from '../../components/bet-form/player-currency.tsx';
import { limitBlock, useBetLimits } from '../../components/bet-form/limits-left.tsx';
import { RebetRefused } from '../../components/bet-form/rebet-refused.tsx';
import { useFormBet } from '../../components/bet-form/use-form-bet.ts';
import { useFormCalendar } from '../../components/bet-form/use-form-calendar.ts';
import { listChecked, useFormEngine } from '../../components/bet-form/use-form-engine.ts';
import { useOnline } from '../../hooks/use-online.ts';
import { FormKeypad } from '../../components/bet-form/form-keypad.tsx';
import { form3Actions as actions, form3State as state, form3Ui, form3UiActions } from './form3-state.ts';
import '../../components/bet-form/bet-form.css';

const SETUP = { variant: 'hourly', channel: 'ekor', entry: formEntry } as const;

function toggleDateOf(date: string): void {
  actions.setDates(state.dates.includes(date) ? [] : [date]);
}

function toggleDrawType(drawType: string): void {
  actions.setDrawTypes(
    state.drawTypes.includes(drawType)
      ? state.drawTypes.filter((item) => item !== drawType)
      : [...state.drawTypes, drawType],
  );
}

export function Form3Screen() {
  const { t } = useTranslation('betforms');
  usePreloadedReceiptDialog();
  const snap = useSnapshot(state);
  const { field } = useSnapshot(form3Ui);
  const online = useOnline();
  useFormEngine(state, actions, SETUP);
  const { bet, add, player, currency } = useFormBet(state, actions, SETUP);
  const { dates, drawTypes, calendar } = useFormCalendar('hourly', player);
  const loginId = useSnapshot(sessionState).session?.LoginId ?? null;
  const prizeTables = usePackageRates(loginId, player, currency);
  useFormRebet(actions, { screen: 'bet3', variant: 'hourly', offered: dates, maxDates: 1 });
  const key = listKey({ lines: snap.lines, dates: snap.dates, currency, player });
  const checked = listChecked(snap, key);
  const entry = formEntry(snap as typeof state);
  const slots = fieldSlots(snap.type);
  // The keypad is always up and covers the lower screen: the field it types into (← →) is brought above it
  // (the inputs' scroll-margin-bottom keeps it clear). Not on arrival, where nothing moved.
  const arrived = useRef(true);
  useEffect(() => {
    if (arrived.current) {
      arrived.current = false;
      return;
    }
    const id = field === 'number' ? 'form-number' : `amount-${field}`;
    document.querySelector<HTMLElement>(`[data-testid="${id}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [field]);
  // Stable while nothing it reads changes, so the memoized toggles skip a keypad tap.
  const drawTypeOn = useCallback(
    (drawType: string) => drawTypeEnabled(drawType, snap.dates, snap.type, calendar),
    [snap.dates, snap.type, calendar],
  );
  const canBet = betEnabled({
    lineCount: snap.lines.length,
    number: snap.number,
    busy: snap.busy,
    online,
    checked,
    player,
  });
  // The keypad's own BET follows the bar's: off too while the list would pass a per-user limit.
  const limits = useBetLimits(player);
  const overLimit =
    checked &&
    limitBlock(limits, {
      dates: snap.dates,
      ticketCount: snap.check?.result.ticketCount ?? 0,
      totalCents: snap.check?.result.totalCents ?? 0,
      currency,
    }) !== null;

  const pickType = (type: NumberType) => {
    if (!form3TypeEnabled(type)) return;
    // docs/product.md S4: a type change clears the number and the amounts; D6 preselects the L and A draws.
    actions.changeType(type, drawTypesAfterTypeChange(state.drawTypes, state.dates, type, calendar, true));
    form3UiActions.toNumber();
  };
  const setField = (text: string) => {
    const at = form3Ui.field;
    if (at === 'number') actions.setNumber(cleanNumber(text, state.type, state.mode));
    else actions.setAmount(at, cleanShortAmount(text));
  };
  const fieldText = () => (form3Ui.field === 'number' ? state.number : (state.amounts[form3Ui.field] ?? ''));
  // ROLL types an R into the number (entering ROLL mode); with two R already, it returns to S (R removed).
  const rollKey = () => {
    if (!modeEnabled('ROLL', state.type, state.number)) return;
    const rolls = state.number.split('R').length - 1;
    if (state.mode === 'ROLL' && rolls >= 2) return actions.setMode('S');
    actions.setMode('ROLL');
    form3UiActions.toNumber();
    actions.setNumber(cleanNumber(state.number + 'R', state.type, 'ROLL'));
  };
  const addLine = () => {
    if (entry === null) return;
    void add(entry, snap.type);
    form3UiActions.toNumber();
  };
  const receipt = snap.receipt?.map((item) => ({ ...item, status: form3Status(item.status) })) ?? null;
  const notice =
    snap.notice?.kind === 'refused'
      ? {
          ...snap.notice,
          refusals: snap.notice.refusals.map((refusal) => ({ ...refusal, status: form3Status(refusal.status) })),
        }
      : snap.notice;

  return (
    <main className="form-screen" aria-label={t('form3-title')}>
      <h1 className="visually-hidden">{t('form3-title')}</h1>
      <div className="form-body">
        <PlayerCurrency
          player={player}
          currency={currency}
          onPlayer={actions.setPlayer}
          onCurrency={actions.setCurrency}
        />
        <DatePicker dates={dates} chosen={snap.dates} max={1} onToggle={toggleDateOf} />
        <fieldset className="form-field">
          <legend>{t('number-type-label')}</legend>
          <ChoiceChips
            label={t('number-type-label')}
            chips={NUMBER_TYPES.map((type) => ({
              value: type,
              label: type,
              pressed: snap.type === type,
              disabled: !form3TypeEnabled(type),
              ...(form3TypeEnabled(type) ? {} : { name: t('number-type-off') }),
            }))}
            onTap={(type) => pickType(type as NumberType)}
          />
        </fieldset>
        <DrawTypeToggles
          drawTypes={drawTypes}
          chosen={snap.drawTypes}
          hourlyNames
          enabled={drawTypeOn}
          onToggle={toggleDrawType}
        />
        <NumberField
          type={snap.type}
          number={snap.number}
          mode={snap.mode}
          modes={[]}
          active={field === 'number'}
          onFocus={form3UiActions.toNumber}
          onNumber={(text) => actions.setNumber(cleanNumber(text, snap.type, snap.mode))}
          onMode={() => {}}
        />
        <AmountFields
          labels={fieldLabels(snap.type)}
          enabled={slots.map((slot) => slot !== null)}
          values={snap.amounts}
          clean={cleanShortAmount}
          inputMode="none"
          active={field === 'number' ? null : field}
          onFocusField={form3UiActions.focus}
          onChange={actions.setAmount}
        />
        <LinePreview
          preview={entry !== null ? snap.preview : null}
          payouts={entry !== null ? previewPayouts(snap.preview as typeof state.preview, prizeTables) : []}
        />
        <FormNoticeView notice={notice} onDismiss={() => actions.notice(null)} />
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
        <FormKeypad
          mode={snap.mode}
          modeEnabled={(mode) => modeEnabled(mode, snap.type, snap.number)}
          addEnabled={entry !== null}
          betEnabled={canBet && !overLimit}
          onDigit={(digit) => setField(fieldText() + digit)}
          onMode={(mode) => {
            if (mode === 'ROLL') return rollKey();
            actions.setMode(tapMode(state.mode, mode, state.type, state.number));
          }}
          onDelete={() => setField(fieldText().slice(0, -1))}
          onClear={() => setField('')}
          onMove={(step) => form3UiActions.move(state.type, step)}
          onTotal={() =>
            document.querySelector<HTMLElement>('[data-testid="form-total"]')?.scrollIntoView({ block: 'center' })
          }
          onAdd={addLine}
          onBet={bet}
        />
      </div>
      {receipt !== null && (
        <LazyReceiptDialog entries={receipt} title={t('receipt-title')} onClose={actions.closeReceipt}>
          <RebetRefused count={snap.refused.length} onRebet={actions.rebetRefused} />
        </LazyReceiptDialog>
      )}
    </main>
  );
}
