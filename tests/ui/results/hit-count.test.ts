// "Find a number": how many prizes on the page show the digits looked for, 5D/6D derived tiers included.
import { describe, expect, it } from 'vitest';
import type { ResultListItem } from '../../../contract/results.ts';
import { hitCount, prizesOf } from '../../../src/ui/routes/results/results-model.ts';

const m4 = (first: string, starters: string[] = []) => {
  const block: Record<string, string> = { prize1: first, prize2: '4321', prize3: '9999' };
  for (let index = 1; index <= 13; index++) block[`prizeStarter${index}`] = starters[index - 1] ?? '0000';
  for (let index = 1; index <= 10; index++) block[`prizeConsolation${index}`] = '----';
  return block as unknown as ResultListItem['m4'];
};

describe('prizesOf and hitCount', () => {
  it('lists the 23 4D prizes, and the 5D and 6D tiers the card shows', () => {
    expect(prizesOf({ m4: m4('1234') })).toHaveLength(26);
    expect(
      prizesOf({ m4: m4('1234'), m5: { prize1: '12345', prize2: '1', prize3: '2' } } as ResultListItem),
    ).toHaveLength(32);
    expect(prizesOf({ m4: m4('1234'), m6: { prize1: '123456' } } as ResultListItem)).toHaveLength(35);
  });

  it('counts every prize containing the digits, across draws; nothing typed is null', () => {
    const results = [{ m4: m4('1234', ['5123', '1230']) }, { m4: m4('0000') }];
    expect(hitCount(results, '123')).toBe(3);
    expect(hitCount(results, '777')).toBe(0);
    expect(hitCount(results, null)).toBeNull();
    expect(hitCount(null, '123')).toBe(0);
  });
});
