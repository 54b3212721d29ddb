// The member area's links and the ticket search's pure parts.
import { describe, expect, it } from 'vitest';
import { memberLinks, welfareLinks } from '../../../src/ui/routes/member/member-rules.ts';
import {
  addMonths,
  amountText,
  clearLotteryView,
  LOTTERY_STORAGE_KEY,
  monthGrid,
  monthTitle,
  readLotteryView,
  weekdayNames,
  writeLotteryView,
} from '../../../src/ui/routes/member/lottery/lottery-rules.ts';

const URLS = [
  { Name: 'About', Url: 'https://example.com/about' },
  { Name: 'Prize', Url: 'https://example.com/prize' },
  { Name: 'WinnerList', Url: 'javascript:alert(1)' },
  { Name: 'Other', Url: 'https://example.com/other' },
];

describe('member links', () => {
  it('matches the names in their order; a missing or unsafe link is not shown; About for members only', () => {
    expect(memberLinks(URLS, true)).toEqual([
      { name: 'Prize', url: 'https://example.com/prize' },
      { name: 'About', url: 'https://example.com/about' },
    ]);
    expect(memberLinks(URLS, false)).toEqual([{ name: 'Prize', url: 'https://example.com/prize' }]);
  });

  it('welfare links for members only', () => {
    const links = [
      { Name: 'Fund', Url: 'https://example.com/fund' },
      { Name: '', Url: 'https://example.com/x' },
    ];
    expect(welfareLinks(links, true)).toEqual([links[0]]);
    expect(welfareLinks(links, false)).toEqual([]);
  });
});

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('the ticket search', () => {
  it('keeps the detail parameters under `lottery` and clears them', () => {
    const storage = new MemoryStorage();
    const view = { date: '2026-11-24', userId: 'member1', ticket: '', companyName: 'Magnum' };
    writeLotteryView(storage, view);
    expect(JSON.parse(storage.items.get(LOTTERY_STORAGE_KEY) ?? '')).toEqual(view);
    expect(readLotteryView(storage)).toEqual(view);
    clearLotteryView(storage);
    expect(readLotteryView(storage)).toBeNull();
    storage.setItem(LOTTERY_STORAGE_KEY, '{"date":"nope"}');
    expect(readLotteryView(storage)).toBeNull();
  });

  it('amounts in cents show as units with 2 decimals', () => {
    expect(amountText(123450)).toBe('1234.50');
    expect(amountText(0)).toBe('0.00');
  });

  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthGrid({ year: 2026, month: 10 });
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks.flat().filter((cell) => cell !== null)).toHaveLength(30);
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
  });

  it('names months and days in Malay for Malay', () => {
    expect(monthTitle({ year: 2026, month: 11 }, 'ms')).toMatch(/Disember/);
    expect(weekdayNames('ms')[1]).toMatch(/^Isn/);
    expect(weekdayNames('en')[1]).toBe('Mon');
  });
});
