// How a list row reads: 'BOX 1234 · M P · B 1.00 S 2.00'. Amount names follow the number type (3A/3C on 3D).
import type { TFunction } from 'i18next';
import { SLOTS } from '../../../core/engine/index.ts';
import { formatCents } from '../../format/money.ts';
import { fieldLabels, fieldSlots } from './form-rules.ts';
import type { FormRow } from './form-state.ts';

const MODE_KEYS = { S: null, B: 'mode-B', I: 'mode-I', R: 'mode-R' } as const;
const SHOWN: Readonly<Record<string, string>> = { L: 'L7', A: 'A7', N: 'N7' };

export function lineLabel(
  line: FormRow,
  t: TFunction<'betforms'>,
  hourly = line.drawTypes.some((drawType) => drawType.endsWith('3')),
): string {
  const modeKey = MODE_KEYS[line.mode];
  const labels = fieldLabels(line.type);
  const amounts = fieldSlots(line.type)
    .map((slot, index) =>
      slot === null ? '' : amountText(labels[index] ?? slot, line.amountsCents[SLOTS.indexOf(slot)] ?? 0),
    )
    .filter((text) => text !== '');
  const drawTypes = line.drawTypes.map((drawType) => (hourly ? (SHOWN[drawType] ?? drawType) : drawType));
  return [modeKey ? `${t(modeKey)} ${line.number}` : line.number, drawTypes.join(' '), amounts.join(' ')].join(' · ');
}

function amountText(label: string, cents: number): string {
  return cents > 0 ? `${label} ${formatCents(cents)}` : '';
}
