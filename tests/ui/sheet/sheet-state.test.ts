// The sheet slice: parse answers become row notes (stale ones never overwrite newer ones), a refused
// bet's errors stay on their lines while the sheet reads the same, and the font size is remembered.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InThreadBetEngine } from '../../../src/adapters/worker/in-thread-bet-engine.ts';
import type { SheetContext, SheetResult } from '../../../src/core/engine/index.ts';
import type { BetEngine } from '../../../src/core/ports/bet-engine.ts';
import { FONT_SIZE_STORAGE_KEY } from '../../../src/ui/routes/sheet/font-size.ts';
import { sheetActions, sheetState } from '../../../src/ui/routes/sheet/sheet-state.ts';
import { sessionState } from '../../../src/ui/state/session-state.ts';

const context: SheetContext = { variant: 'regular', now: Date.UTC(2026, 10, 18, 2, 0), currency: 'MYR' };
const engine = new InThreadBetEngine();

beforeEach(() => {
  sheetActions.reset();
  Object.assign(sheetState, { variant: 'regular', currency: '', player: '' });
});
afterEach(() => vi.unstubAllGlobals());

describe('check', () => {
  it('stores the answer, the text it belongs to and a note per row', async () => {
    sheetActions.setText('D\n#1\n1234#1\nXYZ');
    expect(sheetState.checking).toBe(true);
    await sheetActions.check(engine, context);
    expect(sheetState.checking).toBe(false);
    expect(sheetState.parsedText).toBe('D\n#1\n1234#1\nXYZ');
    expect(sheetState.result?.totalCents).toBe(100);
    expect(sheetState.notes[2]?.bet?.costCents).toBe(100);
    expect(sheetState.notes[3]?.errors.map((error) => error.code)).toEqual(['status-E123']);
  });

  it('keeps unchanged notes as the same objects across parses', async () => {
    sheetActions.setText('D\n#1\n1234#1\n5678#1');
    await sheetActions.check(engine, context);
    const before = sheetState.notes;
    sheetActions.setText('D\n#1\n1234#1\n5678#2');
    await sheetActions.check(engine, context);
    expect(sheetState.notes[2]).toBe(before[2]);
    expect(sheetState.notes[3]).not.toBe(before[3]);
  });

  it('never lets a slow answer for an older text overwrite a newer one', async () => {
    let release: (result: SheetResult) => void = () => {};
    const slow: BetEngine = {
      ...engine,
      parseSheet: () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    };
    sheetActions.setText('D\n#1\n1111#1');
    const first = sheetActions.check(slow, context);
    sheetActions.setText('D\n#1\n2222#1');
    await sheetActions.check(engine, context);
    release(await engine.parseSheet('D\n#1\n1111#1', context));
    await first;
    expect(sheetState.parsedText).toBe('D\n#1\n2222#1');
    expect(sheetState.result?.lines[0]?.number).toBe('2222');
  });

  it('says the engine failed rather than showing an old answer', async () => {
    const broken: BetEngine = { ...engine, parseSheet: () => Promise.reject(new Error('worker died')) };
    sheetActions.setText('D\n#1\n1234#1');
    await sheetActions.check(broken, context);
    expect(sheetState).toMatchObject({ engineFailed: true, result: null, checking: false });
  });
});

describe('server errors', () => {
  it('stay on their lines while the text is the one sent, and go with the next edit', async () => {
    const text = 'D\n#1\n1234#1';
    sheetActions.setText(text);
    await sheetActions.check(engine, context);
    sheetActions.showServerErrors(text, [{ line: 3, code: 'status-E145', params: ['1234'] }]);
    expect(sheetState.notes[2]?.errors).toEqual([{ line: 3, code: 'status-E145', params: ['1234'] }]);
    await sheetActions.check(engine, context);
    expect(sheetState.notes[2]?.errors).toHaveLength(1);
    sheetActions.setText(`${text}\n5678#1`);
    await sheetActions.check(engine, context);
    expect(sheetState.notes[2]?.errors).toEqual([]);
  });
});

describe('reset and restore', () => {
  it('reset empties the sheet but keeps the player, currency and variant', () => {
    Object.assign(sheetState, { variant: 'hourly', currency: 'SGD', player: 'member2' });
    sheetActions.setText('D\n#8\n1234#1');
    sheetActions.reset();
    expect(sheetState).toMatchObject({
      text: '',
      result: null,
      notes: [],
      variant: 'hourly',
      currency: 'SGD',
      player: 'member2',
    });
  });

  it('restore brings back a whole bet', () => {
    sheetActions.restore({ text: 'D\n#1\n1234#1', variant: 'hourly', currency: 'SGD', player: 'member3' });
    expect(sheetState).toMatchObject({
      text: 'D\n#1\n1234#1',
      variant: 'hourly',
      currency: 'SGD',
      player: 'member3',
      checking: true,
    });
  });
});

describe('font size', () => {
  it('is clamped and written to localStorage under fontSize', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    });
    sheetActions.setFontSize(44);
    expect(sheetState.fontSize).toBe(40);
    expect(items.get(FONT_SIZE_STORAGE_KEY)).toBe('40');
    sheetActions.setFontSize(18);
    expect(items.get(FONT_SIZE_STORAGE_KEY)).toBe('18');
  });
});

describe('checking', () => {
  it('marks the result stale when the variant or currency changes, as the live parse will run again', async () => {
    sheetActions.setText('D\n#8\n1234#1');
    await sheetActions.check(engine, context);
    sheetActions.setVariant('hourly');
    expect(sheetState.checking).toBe(true);
    await sheetActions.check(engine, { ...context, variant: 'hourly' });
    sheetActions.setCurrency('SGD');
    expect(sheetState.checking).toBe(true);
  });

  it('is not set by a change to the same value, which starts no parse and so could never clear', async () => {
    sheetActions.setText('D\n#8\n1234#1');
    await sheetActions.check(engine, context);
    sheetActions.setVariant(sheetState.variant);
    sheetActions.restore({
      text: sheetState.text,
      variant: sheetState.variant,
      currency: sheetState.currency,
      player: 'member2',
    });
    expect(sheetState.checking).toBe(false);
    expect(sheetState.player).toBe('member2');
  });
});

describe('the kept sheet, per login', () => {
  it("user B on the same phone does not see user A's sheet, and A gets theirs back", async () => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    // valtio tells subscribers after the current task.
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    const signIn = async (LoginId: string | null) => {
      sessionState.session = LoginId === null ? null : { Pin: '8888', LoginId, AuthToken: 'token' };
      await settled();
    };

    await signIn('member1');
    sheetActions.setText('D\n#1\n1234#1');
    await settled();
    expect(items.get('sheet:8888:member1')).toBe('D\n#1\n1234#1');

    await signIn(null);
    expect(sheetState.text).toBe('');
    await signIn('member2');
    expect(sheetState.text).toBe('');
    sheetActions.setText('D\n#2\n5678#1');
    await settled();

    await signIn('member1');
    expect(sheetState.text).toBe('D\n#1\n1234#1');
    expect(items.get('sheet:8888:member2')).toBe('D\n#2\n5678#1');
    expect(items.get('sheet:8888:member1')).toBe('D\n#1\n1234#1');
    await signIn(null);
  });
});
