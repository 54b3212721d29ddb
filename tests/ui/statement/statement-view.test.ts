// What the statement screen shows of a line (src/ui/routes/statement/statement-view.ts).
import { describe, expect, it } from 'vitest';
import type { StatementLine } from '../../../contract/statements.ts';
import { canMarkPaid, figureRowsOf, owesWayOf, shiftDate } from '../../../src/ui/routes/statement/statement-view.ts';

const line: StatementLine = {
  downline: 'agent2',
  role: 'agent',
  stake: 500,
  pending: 100,
  commission: 50,
  win: 6000,
  net: 5550,
  belowNet: -1625,
  downlineNet: 3925,
  ownCommission: 10,
  ownShare: -1110,
  ownNet: -1100,
  owed: -3925,
  paid: 0,
  outstanding: -3925,
};

describe('the statement screen', () => {
  it('steps weeks across months and years', () => {
    expect(shiftDate('2026-11-16', -7)).toBe('2026-11-09');
    expect(shiftDate('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('says who owes whom by the sign', () => {
    expect([owesWayOf(1350), owesWayOf(-3925), owesWayOf(0)]).toEqual(['owes-you', 'you-owe', 'settled']);
  });

  it("shows what a sub-agent keeps, the owner's own figures to an agent only, and payments once made", () => {
    expect(figureRowsOf(line, 'agent', false).map((row) => row.key)).toEqual([
      'stake',
      'commission',
      'win',
      'net',
      'belowNet',
      'ownCommission',
      'ownShare',
      'ownNet',
    ]);
    expect(figureRowsOf({ ...line, belowNet: 0, paid: 100 }, 'member', true).map((row) => row.key)).toEqual([
      'stake',
      'commission',
      'win',
      'net',
      'paid',
    ]);
  });

  it('offers "mark paid" to the owner while something is outstanding', () => {
    expect(canMarkPaid(line, true)).toBe(true);
    expect(canMarkPaid(line, false)).toBe(false);
    expect(canMarkPaid({ ...line, outstanding: 0 }, true)).toBe(false);
  });
});
