// Statuses as text (status-{code}, E101 when a code has no message) and notices carried between pages.
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { noticeOf, noticeState } from '../../../src/ui/components/shell/notice.ts';
import { statusText } from '../../../src/ui/i18n/status-text.ts';
import { passwordTargets } from '../../../src/ui/routes/settings/need-change-password/password-targets.ts';

/** A t() that shows which key and arguments it was asked for. */
const t = ((key: string, args?: object) =>
  `${key}${args && Object.keys(args).length > 0 ? ` ${JSON.stringify(args)}` : ''}`) as unknown as TFunction;

describe('statusText', () => {
  it('translates status-{code} with the params as {{0}}, {{1}}', () => {
    expect(statusText(t, 'E101')).toBe('status-E101');
    expect(statusText(t, 'E127', [0.5])).toBe('status-E127 {"0":0.5}');
  });

  it('says a call needs a connection when no answer came while the device was offline', () => {
    expect(statusText(t, 'E101', ['offline'])).toBe('status-E101-offline {"0":"offline"}');
  });

  it('falls back to the generic message for a code without one', () => {
    expect(statusText(t, 'E999')).toBe('status-E101');
    expect(statusText(t, 'not a code', [1])).toBe('status-E101');
  });

  it('shows E124 with a minimum as E124-2 (the minimum bet), and a bare E124 as itself', () => {
    expect(statusText(t, 'E124', ['0.10'])).toBe('status-E124-2 {"0":"0.10"}');
    expect(statusText(t, 'E124')).toBe('status-E124');
  });

  it('tells a suspended or blocked user at login so (contact your agent); a bare E131 stays "invalid user"', () => {
    expect(statusText(t, 'E131', ['suspended'])).toBe('status-E131-suspended {"0":"suspended"}');
    expect(statusText(t, 'E131', ['blocked'])).toBe('status-E131-blocked {"0":"blocked"}');
    expect(statusText(t, 'E131')).toBe('status-E131');
    expect(statusText(t, 'E131', ['other'])).toBe('status-E131 {"0":"other"}');
  });

  it("after one's own password change, says to log in with the new password (not a bare Done.)", () => {
    expect(statusText(t, 'S100', ['password'])).toBe('status-S100-password {"0":"password"}');
    expect(statusText(t, 'S100')).toBe('status-S100');
  });

  it('says codes, not passwords, when wrong two-factor codes caused the lock', () => {
    expect(statusText(t, 'E106', [15, 'codes'])).toBe('status-E106-codes {"0":15,"1":"codes"}');
    expect(statusText(t, 'E106', [15])).toBe('status-E106 {"0":15}');
  });
});

describe('noticeOf', () => {
  it('reads back what noticeState wrote', () => {
    expect(noticeOf(noticeState('E106', [15]))).toEqual({ status: 'E106', params: [15] });
    expect(noticeOf(noticeState('S100'))).toEqual({ status: 'S100', params: [] });
    expect(noticeOf(noticeState('E124-2', ['x']))).toEqual({ status: 'E124-2', params: ['x'] });
  });

  it('ignores any other history state', () => {
    for (const state of [
      null,
      undefined,
      'E101',
      { notice: null },
      { notice: { status: '<b>' } },
      { notice: { status: 5 } },
    ]) {
      expect(noticeOf(state)).toBeNull();
    }
    expect(noticeOf({ notice: { status: 'E101', params: [{}, 'a', 2] } })).toEqual({
      status: 'E101',
      params: ['a', 2],
    });
  });
});

describe('passwordTargets', () => {
  it('is the user itself for a member', () => {
    expect(passwordTargets({ agents: [], players: ['member1'] }, 'member1')).toEqual(['member1']);
  });

  it('is the agent itself, then its agents and players, each once', () => {
    expect(
      passwordTargets({ agents: ['agent1', 'agent2'], players: ['member1', 'Member1', 'member3'] }, 'Agent1'),
    ).toEqual(['Agent1', 'agent2', 'member1', 'member3']);
  });

  it('without login data (forced mode) is the user alone', () => {
    expect(passwordTargets(null, 'newbie')).toEqual(['newbie']);
  });
});
