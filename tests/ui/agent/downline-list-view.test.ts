// The downline list's search and order (src/ui/routes/agent/downline-list-view.ts).
import { describe, expect, it } from 'vitest';
import { unitsToCents } from '../../../src/core/domain/money.ts';
import type { DownlineAccount } from '../../../src/core/ports/downline-service.ts';
import { visibleDownlines } from '../../../src/ui/routes/agent/downline-list-view.ts';

// Units as the wire writes them, made cents as the HTTP adapter makes them.
const account = (userId: string, used: number, available: number) =>
  ({ userId, usedCreditCents: unitsToCents(used), availableCreditCents: unitsToCents(available) }) as DownlineAccount;
const list = [
  account('member2', 10.5, 989.5),
  account('Agent2', 0, 20_000),
  account('member1', 250.25, 749.75),
  account('member10', 10.5, 89.5),
];
const names = (rows: DownlineAccount[]) => rows.map((row) => row.userId);

describe('the downline list', () => {
  it('orders by name in any case, by credit used (most first) and by available credit (least first)', () => {
    expect(names(visibleDownlines(list, '', 'name'))).toEqual(['Agent2', 'member1', 'member10', 'member2']);
    expect(names(visibleDownlines(list, '', 'used'))).toEqual(['member1', 'member10', 'member2', 'Agent2']);
    expect(names(visibleDownlines(list, '', 'available'))).toEqual(['member10', 'member1', 'member2', 'Agent2']);
  });

  it("orders by today's stake, most first, those with none last by name", () => {
    const today = { member10: 10, Agent2: 12_050, member1: 30 };
    expect(names(visibleDownlines(list, '', 'today', today))).toEqual(['Agent2', 'member1', 'member10', 'member2']);
    expect(names(visibleDownlines(list, 'mem', 'today', today))).toEqual(['member1', 'member10', 'member2']);
  });

  it('searches the name, any case, blanks around ignored', () => {
    expect(names(visibleDownlines(list, ' MEMBER1 ', 'name'))).toEqual(['member1', 'member10']);
    expect(names(visibleDownlines(list, 'zzz', 'name'))).toEqual([]);
    expect(list.map((row) => row.userId)).toEqual(['member2', 'Agent2', 'member1', 'member10']); // not sorted in place
  });
});
