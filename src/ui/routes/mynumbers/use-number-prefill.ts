// "Bet this number" from my numbers: /bet1/?number=1234 opens the guided screen with the number typed and
// its type (3D–6D) picked from its length. The parameter is dropped from the address at once, so a reload
// or coming back does not type it again over what the player changed.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isMyNumber } from '../../../core/domain/my-numbers.ts';
import { NUMBER_TYPES, type NumberType } from '../../components/bet-form/form-rules.ts';
import { guidedState } from '../bet1/guided-state.ts';

export function useNumberPrefill(): void {
  const [params, setParams] = useSearchParams();
  const number = params.get('number');
  useEffect(() => {
    if (number === null) return;
    if (isMyNumber(number)) {
      guidedState.type = NUMBER_TYPES[number.length - 3] as NumberType;
      guidedState.number = number;
    }
    const rest = new URLSearchParams(params);
    rest.delete('number');
    setParams(rest, { replace: true });
  }, [number, params, setParams]);
}
