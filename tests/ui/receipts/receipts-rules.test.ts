// The receipts screens' rules: the query in the URL, paging, the receipt view's URL, and where Rebet goes.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../src/core/domain/money.ts';
import type { ReceiptItem } from '../../../src/core/ports/receipt-service.ts';
import { rebetOf } from '../../../src/ui/components/receipt-dialog/rebet-state.ts';
import {
  canSearch,
  pagerOf,
  queryOf,
  rebetStateOf,
  rebetTarget,
  receiptViewUrl,
  searchOf,
} from '../../../src/ui/routes/receipts/receipts-rules.ts';
import { entryOfItem } from '../../../src/ui/components/receipt-dialog/receipt-model.ts';

const ITEM: ReceiptItem = {
  betNumber: 7,
  GUID: 'ab-12',
  player: 'member1',
  placedBy: 'agent1',
  placedAt: '2026-11-24T02:00:00.000Z',
  currency: 'MYR',
  totalCents: cents(200),
  tickets: 1,
  status: 'void',
  voidable: false,
  rebetString: 'D\n#1\n1234#2',
  endpoint: 'PostBet',
  screen: 'sheet',
  output: 'Bet No: 7',
  voided: { at: '2026-11-24T03:00:00.000Z', by: 'agent1' },
};

describe('the list query', () => {
  it('reads and writes the URL, with safe defaults', () => {
    expect(queryOf(new URLSearchParams('type=void&page=3'))).toEqual({ type: 'void', page: 3 });
    expect(queryOf(new URLSearchParams('type=nonsense&page=-2'))).toEqual({ type: 'all', page: 1 });
    expect(queryOf(new URLSearchParams('type=betno&betno= 42 '))).toEqual({ type: 'betno', page: 1, betNo: '42' });
    expect(searchOf({ type: 'betno', page: 1, betNo: '42' })).toBe('?type=betno&page=1&betno=42');
    expect(searchOf({ type: 'all', page: 2 })).toBe('?type=all&page=2');
  });

  it('a bet-number search needs 1 to 9 digits', () => {
    expect(canSearch({ type: 'betno', page: 1, betNo: '' })).toBe(false);
    expect(canSearch({ type: 'betno', page: 1, betNo: '1234567890' })).toBe(false);
    expect(canSearch({ type: 'betno', page: 1, betNo: '12' })).toBe(true);
    expect(canSearch({ type: 'last', page: 1 })).toBe(true);
  });

  it('pages', () => {
    expect(pagerOf(1, 3)).toEqual({ previous: false, next: true });
    expect(pagerOf(3, 3)).toEqual({ previous: true, next: false });
    expect(pagerOf(1, 0)).toEqual({ previous: false, next: false });
  });
});

describe('the receipt view', () => {
  it('has a real URL with the GUID', () => {
    expect(receiptViewUrl('ab-12')).toBe('/receipts/receiptview/?guid=ab-12');
  });

  it('shows the item with its placer and void', () => {
    expect(entryOfItem(ITEM)).toMatchObject({
      status: 'S100',
      guid: 'ab-12',
      output: 'Bet No: 7',
      placedBy: 'agent1',
      voided: ITEM.voided,
    });
  });
});

describe('rebet', () => {
  it('opens the screen the bet was entered on, with the variant of its call', () => {
    expect(rebetTarget({ endpoint: 'PostBet', screen: 'sheet' })).toEqual({ path: '/sheet/', variant: 'regular' });
    expect(rebetTarget({ endpoint: 'PostBet3', screen: 'sheet' })).toEqual({ path: '/sheet/', variant: 'hourly' });
    expect(rebetTarget({ endpoint: 'PostBet', screen: 'bet2' })).toEqual({ path: '/bet2/', variant: 'regular' });
    expect(rebetTarget({ endpoint: 'PostBetEkor', screen: 'bet1' })).toEqual({ path: '/bet1/', variant: 'regular' });
    expect(rebetTarget({ endpoint: 'PostBetEkor3', screen: 'bet3' })).toEqual({ path: '/bet3/', variant: 'hourly' });
  });

  it('hands the bet string, currency and player over in the navigation state, and reads only a real one back', () => {
    const state = rebetStateOf(ITEM, { path: '/sheet/', variant: 'regular' });
    expect(rebetOf(state)).toEqual({ text: 'D\n#1\n1234#2', variant: 'regular', currency: 'MYR', player: 'member1' });
    expect(rebetOf(null)).toBeNull();
    expect(rebetOf({ rebet: { text: '' } })).toBeNull();
    expect(rebetOf({ other: 1 })).toBeNull();
    // A form that could not hold it says where it came from; anything else there is dropped.
    expect(rebetOf({ rebet: { text: 'D', from: 'bet2' } })).toMatchObject({ from: 'bet2' });
    expect(rebetOf({ rebet: { text: 'D', from: 'bet9' } })).not.toHaveProperty('from');
  });
});
