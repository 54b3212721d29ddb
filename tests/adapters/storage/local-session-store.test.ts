// The session under localStorage key `session`: read back only in its exact shape; a corrupt entry reads
// as no session and is removed; a browser that refuses storage never makes the app throw.
import { describe, expect, it } from 'vitest';
import { SESSION_KEY, LocalSessionStore } from '../../../src/adapters/storage/local-session-store.ts';
import { MemoryStorage, RefusingStorage } from '../support/memory-storage.ts';

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
