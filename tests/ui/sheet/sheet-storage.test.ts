// The typed sheet kept in localStorage under `sheet` until it is sent or cleared (issue 13).
import { describe, expect, it } from 'vitest';
import { readStoredSheet, SHEET_STORAGE_KEY, writeStoredSheet } from '../../../src/ui/routes/sheet/sheet-storage.ts';
import { MAX_LINES } from '../../../src/ui/routes/sheet/sheet-edit.ts';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('sheet storage', () => {
  it('keeps a typed sheet and gives it back', () => {
    const storage = new MemoryStorage();
    writeStoredSheet(storage, 'D\n#1\n1234#1');
    expect(storage.items.get(SHEET_STORAGE_KEY)).toBe('D\n#1\n1234#1');
    expect(readStoredSheet(storage)).toBe('D\n#1\n1234#1');
  });

  it('an empty sheet (sent or cleared) removes the key', () => {
    const storage = new MemoryStorage();
    writeStoredSheet(storage, 'D');
    writeStoredSheet(storage, '');
    expect(storage.items.has(SHEET_STORAGE_KEY)).toBe(false);
    expect(readStoredSheet(storage)).toBe('');
  });

  it('reads a tampered value as typed text: upper case, one line ending, at most the row cap', () => {
    const storage = new MemoryStorage();
    storage.setItem(SHEET_STORAGE_KEY, `d\r\n#1\r\n${'1234#1\n'.repeat(MAX_LINES + 10)}`);
    const text = readStoredSheet(storage);
    expect(text.startsWith('D\n#1\n1234#1')).toBe(true);
    expect(text.split('\n')).toHaveLength(MAX_LINES);
  });

  it('blocked storage keeps nothing and throws nothing', () => {
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); }, removeItem: () => {} };
    expect(readStoredSheet(blocked)).toBe('');
    expect(() => writeStoredSheet(blocked, 'D')).not.toThrow();
    expect(readStoredSheet(undefined)).toBe('');
  });
});
