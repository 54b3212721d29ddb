// The bet being sent, under localStorage key `pendingBet`: only a complete record is read back (a half one
// could not be resent with the same body), and it survives the page being reopened.
import { describe, expect, it } from 'vitest';
import {
  isPendingBet,
  LocalPendingBetStore,
  PENDING_BET_KEY,
} from '../../../src/adapters/storage/local-pending-bet-store.ts';
import type { PendingBet } from '../../../src/core/ports/pending-bet-store.ts';
import { MemoryStorage, RefusingStorage } from '../support/memory-storage.ts';

const pending: PendingBet = {
  loginId: 'agent1',
  variant: 'hourly',
  request: {
    Currency: 'MYR',
    UserId: 'member1',
    ClientRef: '0f8e2a9c-0000-4000-8000-000000000001',
    BetString: 'D\n#8393\n1234#1',
  },
};

describe('LocalPendingBetStore', () => {
  it('keeps the record across a reload (a new store over the same storage) until cleared', () => {
    const storage = new MemoryStorage();
    new LocalPendingBetStore(() => storage).save(pending);
    expect(JSON.parse(storage.getItem(PENDING_BET_KEY) ?? 'null')).toEqual(pending);
    const reopened = new LocalPendingBetStore(() => storage);
    expect(reopened.load()).toEqual(pending);
    reopened.clear();
    expect(storage.getItem(PENDING_BET_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"loginId":'],
    ['no request', JSON.stringify({ loginId: 'agent1', variant: 'regular' })],
    ['no ClientRef', JSON.stringify({ ...pending, request: { ...pending.request, ClientRef: undefined } })],
    ['an empty BetString', JSON.stringify({ ...pending, request: { ...pending.request, BetString: '' } })],
    ['an unknown variant', JSON.stringify({ ...pending, variant: 'weekly' })],
    ['no login', JSON.stringify({ ...pending, loginId: '' })],
  ])('%s reads as nothing pending and is cleared', (_name, text) => {
    const storage = new MemoryStorage();
    storage.setItem(PENDING_BET_KEY, text);
    expect(new LocalPendingBetStore(() => storage).load()).toBeNull();
    expect(storage.getItem(PENDING_BET_KEY)).toBeNull();
  });

  it('reads back only the request fields it sends', () => {
    const storage = new MemoryStorage();
    storage.setItem(PENDING_BET_KEY, JSON.stringify({ ...pending, request: { ...pending.request, Sneaky: 'x' } }));
    expect(new LocalPendingBetStore(() => storage).load()).toEqual(pending);
  });

  it('private mode: nothing throws and the record still holds for the page, so a retry keeps its ClientRef', () => {
    const store = new LocalPendingBetStore(() => new RefusingStorage());
    store.save(pending);
    expect(store.load()).toEqual(pending);
    store.clear();
    expect(store.load()).toBeNull();
  });

  it('keeps the channel a form sent it on (ekor, form2), so the retry goes through the same call', () => {
    for (const channel of ['ekor', 'form2'] as const) {
      const storage = new MemoryStorage();
      new LocalPendingBetStore(() => storage).save({ ...pending, channel });
      expect(new LocalPendingBetStore(() => storage).load()).toEqual({ ...pending, channel });
    }
    expect(isPendingBet({ ...pending, channel: 'fax' })).toBe(false);
  });

  it('isPendingBet accepts exactly the complete shape', () => {
    expect(isPendingBet(pending)).toBe(true);
    expect(isPendingBet(null)).toBe(false);
    expect(isPendingBet({ ...pending, request: null })).toBe(false);
  });
});
