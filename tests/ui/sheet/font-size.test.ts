// The sheet's font size: 16 to 40, default 22, kept in localStorage under `fontSize`.
import { describe, expect, it } from 'vitest';
import {
  FONT_SIZE_DEFAULT,
  FONT_SIZE_STORAGE_KEY,
  clampFontSize,
  readFontSize,
  writeFontSize,
} from '../../../src/ui/routes/sheet/font-size.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('clampFontSize', () => {
  it.each([
    [22, 22],
    [16, 16],
    [40, 40],
    [15, 16],
    [41, 40],
    [-3, 16],
    [1e9, 40],
    [23.6, 24],
    ['30', 30],
    [' 18 ', 18],
  ])('%s → %s', (value, expected) => {
    expect(clampFontSize(value)).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], ['big'], [''], [null], [undefined], [{}]])(
    '%s → the default 22',
    (value) => {
      expect(clampFontSize(value)).toBe(FONT_SIZE_DEFAULT);
    },
  );
});

describe('stored font size', () => {
  it('reads what was stored, clamped, and the default when nothing or nonsense is stored', () => {
    expect(readFontSize(memoryStorage({ [FONT_SIZE_STORAGE_KEY]: '34' }))).toBe(34);
    expect(readFontSize(memoryStorage({ [FONT_SIZE_STORAGE_KEY]: '99' }))).toBe(40);
    expect(readFontSize(memoryStorage({ [FONT_SIZE_STORAGE_KEY]: 'x' }))).toBe(22);
    expect(readFontSize(memoryStorage())).toBe(22);
    expect(readFontSize(undefined)).toBe(22);
  });

  it('writes the clamped size, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    writeFontSize(storage, 12);
    expect(storage.items.get(FONT_SIZE_STORAGE_KEY)).toBe('16');
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => writeFontSize(refusing, 30)).not.toThrow();
    expect(readFontSize(refusing)).toBe(22);
  });
});
