import { describe, expect, it } from 'vitest';
import { resetTargets, twoFactorShown } from '../../../src/ui/routes/settings/security/security-view.ts';

describe('the security screen', () => {
  it('shows codes on, pending (QR at the next login) or off', () => {
    expect(twoFactorShown({ required: true, enrolled: true })).toBe('on');
    expect(twoFactorShown({ required: true, enrolled: false })).toBe('pending');
    expect(twoFactorShown({ required: false, enrolled: false })).toBe('off');
  });

  it('offers an agent its downline, never itself, and a member nobody', () => {
    expect(resetTargets({ agents: ['agent2', 'Agent1'], players: ['member1', 'member1'] }, 'agent1')).toEqual([
      'agent2',
      'member1',
    ]);
    expect(resetTargets({ agents: [], players: ['member1'] }, 'member1')).toEqual([]);
    expect(resetTargets(null, 'member1')).toEqual([]);
  });
});
