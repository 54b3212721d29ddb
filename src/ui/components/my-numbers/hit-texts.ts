// One hit as the notice's words: the number, its label (the number again when it has none), the operator's
// name, the prize's name and the draw's date in the reader's language; a bet's hit says it was a bet.
import type { TFunction } from 'i18next';
import type { MyNumberHitItem } from '../../../../contract/my-numbers.ts';
import { operatorOf } from '../../../core/domain/operators.ts';
import { formatDrawDate } from '../../format/draw-date.ts';

export function hitText(t: TFunction<'mynumbers'>, hit: MyNumberHitItem, language: string): string {
  return t(hit.bet === true ? 'bet-hit-notice' : 'hit-notice', {
    number: hit.number,
    label: hit.label === '' ? hit.number : hit.label,
    operator: operatorOf(hit.drawType)?.name ?? hit.drawType,
    prize: t(`prize-${hit.prize}`),
    date: formatDrawDate(hit.drawDate, language),
  });
}
