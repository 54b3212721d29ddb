// "Bet this number" from my numbers: /bet1/?number=1234 opens the guided screen with the number typed and
// its type (3D–6D) picked from its length. The parameter is dropped from the address at once, so a reload
// or coming back does not type it again over what the player changed.
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchParamChange } from '../../hooks/use-search-param-change.ts';
import { isMyNumber } from '../../../core/domain/my-numbers.ts';
import { NUMBER_TYPES, type NumberType } from '../../components/bet-form/form-rules.ts';

/** Calls `typeNumber` once with the number of the address and its type, then takes it out of the address. */
export function useNumberPrefill(typeNumber: (number: string, type: NumberType) => void): void {
  const [params] = useSearchParams();
  const changeParams = useSearchParamChange();
  const number = params.get('number');
  const onNumber = useEffectEvent(typeNumber);
  useEffect(() => {
    if (number === null) return;
    if (isMyNumber(number)) onNumber(number, NUMBER_TYPES[number.length - 3] as NumberType);
    changeParams({ number: null }, { replace: true });
  }, [number, changeParams]);
}
