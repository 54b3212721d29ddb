// The session under localStorage key `session`: read back only in its exact shape; a corrupt entry reads
// as no session and is removed; a browser that refuses storage never makes the app throw. The offline copy
// of the login data beside it (`session-offline`) is in cents and marked so; a copy an older app left in
// units is read back in cents after the upgrade.
import { describe, expect, it } from 'vitest';
import { loginDataOf } from '../../../src/adapters/http/wire-login-data.ts';
import { OFFLINE_COPY_KEY, SESSION_KEY, LocalSessionStore } from '../../../src/adapters/storage/local-session-store.ts';
import { MemoryStorage, RefusingStorage } from '../support/memory-storage.ts';
import { wireLoginData } from '../support/wire-login-data.ts';

const session = { Pin: '8888', LoginId: 'member1', AuthToken: 'tok-abc' };

describe('LocalSessionStore', () => {
  it('saves the three fields as JSON under `session` and reads them back', () => {
    const storage = new MemoryStorage();
    const store = new LocalSessionStore(() => storage);
    expect(store.load()).toBeNull();
    store.save({ ...session, extra: 'not kept' } as typeof session);
    expect(JSON.parse(storage.getItem(SESSION_KEY) ?? 'null')).toEqual(session);
    expect(new LocalSessionStore(() => storage).load()).toEqual(session);
    store.clear();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(store.load()).toBeNull();
  });

  it.each([
    ['not JSON', '{"Pin":"8888",'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a missing token', JSON.stringify({ Pin: '8888', LoginId: 'member1' })],
    ['an empty login', JSON.stringify({ ...session, LoginId: '' })],
    ['a number for the pin', JSON.stringify({ ...session, Pin: 8888 })],
  ])('%s reads as no session and is cleared', (_name, text) => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_KEY, text);
    storage.setItem('language', 'zh');
    expect(new LocalSessionStore(() => storage).load()).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(storage.getItem('language')).toBe('zh');
  });

  it.each([
    ['refuses every touch', () => new RefusingStorage()],
    ['is missing', () => null],
    [
      'throws on access',
      (): Storage => {
        throw new DOMException('denied', 'SecurityError');
      },
    ],
  ])('when storage %s: nothing throws, and the session lives for the page', (_name, provider) => {
    const store = new LocalSessionStore(provider);
    expect(store.load()).toBeNull();
    expect(() => store.save(session)).not.toThrow();
    expect(store.load()).toEqual(session);
    expect(() => store.clear()).not.toThrow();
    expect(store.load()).toBeNull();
  });
});

describe('the offline copy of the login data', () => {
  const apiBase = 'https://api.example.test';

  it('is saved in cents with its marker and read back as it was, not converted again', () => {
    const storage = new MemoryStorage();
    const loginData = loginDataOf(wireLoginData());
    new LocalSessionStore(() => storage).saveOffline({ apiBase, loginData });
    const stored = JSON.parse(storage.getItem(OFFLINE_COPY_KEY) ?? 'null');
    expect(stored).toMatchObject({ apiBase, money: 'cents', loginData: { balanceCents: 123_456 } });

    const read = new LocalSessionStore(() => storage).loadOffline();
    expect(read).toEqual({ apiBase, loginData });
    expect(read?.loginData.balanceCents).toBe(123_456);
    expect(read?.loginData.currencies[0]?.minRegularCents).toBe(10);
  });

  it('left by the app before the upgrade (units, no marker), is read in cents with the same figures', () => {
    const storage = new MemoryStorage();
    // Exactly what the previous app wrote: the wire's answer as it came.
    const old = wireLoginData({ balance: 640.5, reward: 0, totalBalance: 640.5, credit: 1000 });
    storage.setItem(OFFLINE_COPY_KEY, JSON.stringify({ apiBase, loginData: old }));

    const read = new LocalSessionStore(() => storage).loadOffline();
    expect(read?.apiBase).toBe(apiBase);
    expect(read?.loginData).toMatchObject({
      LoginId: 'member1',
      balanceCents: 64_050,
      rewardCents: 0,
      totalBalanceCents: 64_050,
      creditCents: 100_000,
      currencies: [
        { code: 'MYR', minRegularCents: 10, minIboxCents: 50 },
        { code: 'SGD', minRegularCents: 101, minIboxCents: 200 },
      ],
    });
    expect(read?.loginData).not.toHaveProperty('balance');
    // The next save writes the new form.
    new LocalSessionStore(() => storage).saveOffline(read!);
    expect(JSON.parse(storage.getItem(OFFLINE_COPY_KEY) ?? 'null')).toMatchObject({ money: 'cents' });
  });

  it('left in units with a figure that is no amount, reads as no copy and is removed', () => {
    const storage = new MemoryStorage();
    const old = { ...wireLoginData(), balance: 'lots' };
    storage.setItem(OFFLINE_COPY_KEY, JSON.stringify({ apiBase, loginData: old }));
    expect(new LocalSessionStore(() => storage).loadOffline()).toBeNull();
    expect(storage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });

  it('goes with the session at logout', () => {
    const storage = new MemoryStorage();
    const store = new LocalSessionStore(() => storage);
    store.save(session);
    store.saveOffline({ apiBase, loginData: loginDataOf(wireLoginData()) });
    store.clear();
    expect(storage.getItem(OFFLINE_COPY_KEY)).toBeNull();
    expect(store.loadOffline()).toBeNull();
  });
});
