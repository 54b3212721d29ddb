// The dates and draw types a form offers now: the 7-day list (from the Clock), cut to dates on which one of
// the player's draw types draws, and the draw types of the variant the player may bet.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../app/container-context.tsx';
import { dateList, type DrawCalendar } from '../../../core/domain/calendar.ts';
import { HOURLY_DRAW_TYPES, REGULAR_DRAW_TYPES } from '../../../core/domain/operators.ts';
import { Clock } from '../../../core/ports/clock.ts';
import { sessionState } from '../../state/session-state.ts';
import { playerSettingsFor, specialDatesOf } from '../../betting/sheet-context.ts';
import { datesWithDraws } from './form-rules.ts';

export function useFormCalendar(variant: 'regular' | 'hourly', player: string) {
  const clock = useInjection<Clock>(Clock);
  const { loginData } = useSnapshot(sessionState);
  // The 7-day list as it is now, named by its text: the memo below is made again when the list turns over
  // (a new day), and not on every render.
  const dayList = dateList(clock.now()).join(' ');
  // Kept while the login data, player and day list are the same: the same arrays each render let the date
  // picker and the draw-type toggles skip re-rendering on a keypad tap (the budget of 50 ms per tap).
  return useMemo(() => {
    const all = variant === 'hourly' ? HOURLY_DRAW_TYPES : REGULAR_DRAW_TYPES;
    const games = loginData ? playerSettingsFor(loginData, player).games : all;
    const drawTypes = all.filter((drawType) => games.length === 0 || games.includes(drawType));
    const calendar: DrawCalendar = { specialDates: loginData ? specialDatesOf(loginData.drawCalendar) : [] };
    const dates = datesWithDraws(dayList.split(' '), drawTypes, calendar);
    return { dates, drawTypes, calendar };
  }, [loginData, variant, player, dayList]);
}
