// How a recorded account change reads (src/ui/components/back-office/account-change-view.ts): money as cents, rates
// as percent, a status by its name, '' as none, anything unexpected as the text recorded.
import { describe, expect, it } from 'vitest';
import { changeValueOf, isCreditChange } from '../../../src/ui/components/back-office/account-change-view.ts';

describe('a recorded change', () => {
  it('reads money, rates, statuses, lists and nothing', () => {
    expect(changeValueOf('credit', '150000')).toEqual({ kind: 'money', cents: 150000 });
    expect(changeValueOf('created', '25000')).toEqual({ kind: 'money', cents: 25000 });
    expect(changeValueOf('max-stake', '')).toEqual({ kind: 'none' });
    expect(changeValueOf('commission', '1050')).toEqual({ kind: 'percent', text: '10.50%' });
    expect(changeValueOf('pt', '5000')).toEqual({ kind: 'percent', text: '50.00%' });
    expect(changeValueOf('status', 'suspended')).toEqual({ kind: 'status', status: 'suspended' });
    expect(changeValueOf('games', 'M P T')).toEqual({ kind: 'text', text: 'M P T' });
    expect(changeValueOf('credit', 'odd')).toEqual({ kind: 'text', text: 'odd' });
    expect(changeValueOf('status', 'weird')).toEqual({ kind: 'text', text: 'weird' });
  });

  it('marks credit changes and openings as credit history', () => {
    expect(isCreditChange('credit')).toBe(true);
    expect(isCreditChange('created')).toBe(true);
    expect(isCreditChange('games')).toBe(false);
  });
});
