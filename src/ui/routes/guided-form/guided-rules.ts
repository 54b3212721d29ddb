// What the guided screen's number field keeps of a typed text. An R typed outside ROLL mode (a keyboard
// that has one) switches to ROLL where the number type allows it, rather than being dropped silently
// ("12R4" used to become "124").
import { cleanNumber, modeEnabled, type FormMode, type NumberType } from '../../components/bet-form/form-rules.ts';

export function typedNumber(text: string, type: NumberType, mode: FormMode): { mode: FormMode; number: string } {
  const rolls = mode !== 'ROLL' && /r/i.test(text) && modeEnabled('ROLL', type, '');
  const next: FormMode = rolls ? 'ROLL' : mode;
  return { mode: next, number: cleanNumber(text, type, next) };
}
