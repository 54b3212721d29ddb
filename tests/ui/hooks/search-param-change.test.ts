import { describe, expect, it } from 'vitest';
import { withParamChanges } from '../../../src/ui/hooks/use-search-param-change.ts';

describe('withParamChanges', () => {
  it('sets and replaces the named parameters and keeps the others in their order', () => {
    expect(withParamChanges('?color=ff0000&time=15', { date: '2026-11-16' }).toString()).toBe(
      'color=ff0000&time=15&date=2026-11-16',
    );
    expect(withParamChanges('?date=2026-11-16&time=15', { time: '19' }).toString()).toBe('date=2026-11-16&time=19');
  });

  it('takes a parameter out for null, undefined and the empty string', () => {
    expect(withParamChanges('?a=1&b=2&c=3&d=4', { a: null, b: undefined, c: '' }).toString()).toBe('d=4');
  });

  it('starts from the query it is given, so a change made before keeps its place', () => {
    const afterTime = withParamChanges('', { time: '15' }).toString();
    expect(withParamChanges(`?${afterTime}`, { date: '2026-11-16' }).toString()).toBe('time=15&date=2026-11-16');
  });
});
