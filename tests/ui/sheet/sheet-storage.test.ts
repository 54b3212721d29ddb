// The typed sheet kept in localStorage, per login, until it is sent or cleared.
import { describe, expect, it } from 'vitest';
import {
  dropLegacySheet,
  LEGACY_SHEET_KEY,
  readStoredSheet,
  sheetStorageKey,
  writeStoredSheet,
} from '../../../src/ui/routes/sheet/sheet-storage.ts';
import { MAX_LINES } from '../../../src/ui/routes/sheet/sheet-edit.ts';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const alice = sheetStorageKey({ Pin: '8888', LoginId: 'member1' });
const bob = sheetStorageKey({ Pin: '8888', LoginId: 'member2' });

describe('sheet storage', () => {
  it('keeps a typed sheet per login (and site) and gives it back', () => {
    const storage = new MemoryStorage();
    writeStoredSheet(storage, alice, 'D\n#1\n1234#1');
    expect(storage.items.get('sheet:8888:member1')).toBe('D\n#1\n1234#1');
    expect(readStoredSheet(storage, alice)).toBe('D\n#1\n1234#1');
    expect(readStoredSheet(storage, sheetStorageKey({ Pin: '8888', LoginId: 'MEMBER1' }))).toBe('D\n#1\n1234#1');
  });

  it('another login on the same phone sees none of it, nor does the same name on another site', () => {
    const storage = new MemoryStorage();
    writeStoredSheet(storage, alice, 'D\n#1\n1234#1');
    expect(readStoredSheet(storage, bob)).toBe('');
    expect(readStoredSheet(storage, sheetStorageKey({ Pin: '9999', LoginId: 'member1' }))).toBe('');
    writeStoredSheet(storage, bob, 'D\n#2\n5678#1');
    expect(readStoredSheet(storage, alice)).toBe('D\n#1\n1234#1');
  });

  it('with no one logged in nothing is read or kept', () => {
    const storage = new MemoryStorage();
    expect(sheetStorageKey(null)).toBeNull();
    writeStoredSheet(storage, null, 'D');
    expect(storage.items.size).toBe(0);
    expect(readStoredSheet(storage, null)).toBe('');
  });

  it('the sheet kept before it was per login is dropped: whose it was cannot be told', () => {
    const storage = new MemoryStorage();
    storage.setItem(LEGACY_SHEET_KEY, 'D\n#1\n1234#1');
    dropLegacySheet(storage);
    expect(storage.items.has(LEGACY_SHEET_KEY)).toBe(false);
  });

  it('an empty sheet (sent or cleared) removes the key', () => {
    const storage = new MemoryStorage();
    writeStoredSheet(storage, alice, 'D');
    writeStoredSheet(storage, alice, '');
    expect(storage.items.size).toBe(0);
    expect(readStoredSheet(storage, alice)).toBe('');
  });

  it('reads a tampered value as typed text: upper case, one line ending, at most the row cap', () => {
    const storage = new MemoryStorage();
    storage.setItem(alice as string, `d\r\n#1\r\n${'1234#1\n'.repeat(MAX_LINES + 10)}`);
    const text = readStoredSheet(storage, alice);
    expect(text.startsWith('D\n#1\n1234#1')).toBe(true);
    expect(text.split('\n')).toHaveLength(MAX_LINES);
  });

  it('blocked storage keeps nothing and throws nothing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readStoredSheet(blocked, alice)).toBe('');
    expect(() => writeStoredSheet(blocked, alice, 'D')).not.toThrow();
    expect(() => dropLegacySheet(blocked)).not.toThrow();
    expect(readStoredSheet(undefined, alice)).toBe('');
  });
});
