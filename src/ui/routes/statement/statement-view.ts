// What the weekly statement screen shows (docs/statements.md): the week's label and its neighbours, and
// each line's figures in the order read, with who owes whom. Pure, unit-tested
// (tests/ui/statement/statement-view.test.ts). Money arrives in cents and is never added across currencies.
import type { StatementFigures, StatementLine } from '../../../../contract/statements.ts';
import { dateToDayNumber, dayNumberToDate } from '../../../core/domain/calendar.ts';

/** The date `days` away from `date` ('YYYY-MM-DD'): the previous week's or the next one's first day. */
export const shiftDate = (date: string, days: number): string => dayNumberToDate(dateToDayNumber(date) + days);

/** Who owes whom on a line, from the statement owner's side. */
export type OwesWay = 'owes-you' | 'you-owe' | 'settled';
export const owesWayOf = (cents: number): OwesWay => (cents > 0 ? 'owes-you' : cents < 0 ? 'you-owe' : 'settled');

/** The figure rows of a line, in reading order: the players' side, then the owner's own, then the debt. */
export type FigureKey =
  'stake' | 'commission' | 'win' | 'net' | 'belowNet' | 'ownCommission' | 'ownShare' | 'ownNet' | 'paid';

export function figureRowsOf(
  figures: StatementFigures,
  role: 'member' | 'agent' | 'total',
  ownerIsPlayer: boolean,
): { key: FigureKey; cents: number }[] {
  const rows: { key: FigureKey; cents: number }[] = [
    { key: 'stake', cents: figures.stake },
    { key: 'commission', cents: figures.commission },
    { key: 'win', cents: figures.win },
    { key: 'net', cents: figures.net },
  ];
  // What a sub-agent keeps is part of its side of the week; a player line has none.
  if (role !== 'member' && figures.belowNet !== 0) rows.push({ key: 'belowNet', cents: figures.belowNet });
  if (!ownerIsPlayer) {
    rows.push(
      { key: 'ownCommission', cents: figures.ownCommission },
      { key: 'ownShare', cents: figures.ownShare },
      { key: 'ownNet', cents: figures.ownNet },
    );
  }
  if (figures.paid !== 0) rows.push({ key: 'paid', cents: figures.paid });
  return rows;
}

/** A line may be marked paid by its owner while something is outstanding. */
export const canMarkPaid = (line: StatementLine, canPay: boolean): boolean => canPay && line.outstanding !== 0;
