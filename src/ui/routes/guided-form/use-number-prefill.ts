// "Bet this number" from my numbers: /bet1/?number=1234 opens the guided screen with the number typed and
// its type (3D–6D) picked from its length. The parameter is dropped from the address at once, so a reload
// or coming back does not type it again over what the player changed.
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isMyNumber } from '../../../core/domain/my-numbers.ts';
import { NUMBER_TYPES, type NumberType } from '../../components/bet-form/form-rules.ts';

/** Calls `typeNumber` once with the number of the address and its type, then takes it out of the address. */
export function useNumberPrefill(typeNumber: (number: string, type: NumberType) => void): void {
  const [params, setParams] = useSearchParams();
  const number = params.get('number');
  const onNumber = useEffectEvent(typeNumber);
  useEffect(() => {
    if (number === null) return;
    if (isMyNumber(number)) onNumber(number, NUMBER_TYPES[number.length - 3] as NumberType);
    const rest = new URLSearchParams(params);
    rest.delete('number');
    setParams(rest, { replace: true });
  }, [number, params, setParams]);
}
