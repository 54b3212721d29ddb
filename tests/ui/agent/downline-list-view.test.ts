// The downline list's search and order (src/ui/routes/agent/downline-list-view.ts).
import { describe, expect, it } from 'vitest';
import type { AccountSummary } from '../../../contract/accounts.ts';
import { visibleDownlines } from '../../../src/ui/routes/agent/downline-list-view.ts';

const account = (UserId: string, UsedCredit: number, AvailableCredit: number) =>
  ({ UserId, UsedCredit, AvailableCredit }) as AccountSummary;
const list = [
  account('member2', 10.5, 989.5),
  account('Agent2', 0, 20_000),
  account('member1', 250.25, 749.75),
  account('member10', 10.5, 89.5),
];
const names = (rows: AccountSummary[]) => rows.map((row) => row.UserId);

describe('the downline list', () => {
  it('orders by name in any case, by credit used (most first) and by available credit (least first)', () => {
    expect(names(visibleDownlines(list, '', 'name'))).toEqual(['Agent2', 'member1', 'member10', 'member2']);
    expect(names(visibleDownlines(list, '', 'used'))).toEqual(['member1', 'member10', 'member2', 'Agent2']);
    expect(names(visibleDownlines(list, '', 'available'))).toEqual(['member10', 'member1', 'member2', 'Agent2']);
  });

  it("orders by today's stake, most first, those with none last by name", () => {
    const today = { member10: 0.1, Agent2: 120.5, member1: 0.3 };
    expect(names(visibleDownlines(list, '', 'today', today))).toEqual(['Agent2', 'member1', 'member10', 'member2']);
    expect(names(visibleDownlines(list, 'mem', 'today', today))).toEqual(['member1', 'member10', 'member2']);
  });

  it('searches the name, any case, blanks around ignored', () => {
    expect(names(visibleDownlines(list, ' MEMBER1 ', 'name'))).toEqual(['member1', 'member10']);
    expect(names(visibleDownlines(list, 'zzz', 'name'))).toEqual([]);
    expect(list.map((row) => row.UserId)).toEqual(['member2', 'Agent2', 'member1', 'member10']); // not sorted in place
  });
});
