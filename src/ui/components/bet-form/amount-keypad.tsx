// The slide-up numeric keypad of form 2 (docs/product.md S2: digits and a decimal point; the physical keyboard
// works too). Its keys do not take the focus, so the amount field stays the one being typed into.
import { useTranslation } from 'react-i18next';

export type PadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'back';
const KEYS: readonly PadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '0', 'back'];

/** The field's text after a key (then cleaned by the form's amount rule). */
export function applyPadKey(text: string, key: PadKey): string {
  return key === 'back' ? text.slice(0, -1) : text + key;
}

export function AmountKeypad({ onKey, onClose }: { onKey: (key: PadKey) => void; onClose: () => void }) {
  const { t } = useTranslation('betforms');
  const keep = (event: { preventDefault: () => void }) => event.preventDefault();
  return (
    <div className="keypad keypad-3" role="group" aria-label={t('keypad-label')} data-testid="amount-keypad">
      {KEYS.map((key) => (
        <button
          key={key}
          type="button"
          className="key"
          aria-label={key === '.' ? t('keypad-point') : key === 'back' ? t('keypad-backspace') : undefined}
          onMouseDown={keep}
          onClick={() => onKey(key)}
        >
          {key === 'back' ? '⌫' : key}
        </button>
      ))}
      <button type="button" className="key wide-3" onMouseDown={keep} onClick={onClose}>
        {t('keypad-close')}
      </button>
    </div>
  );
}
