// The tap sound's audio context is slow to make (~250 ms of main thread at 4× CPU throttle, bench:forms):
// it is made in the first idle moment after a gesture, never inside the tap itself.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('tap sound', () => {
  it('makes the AudioContext when idle after the first gesture, not during the tap; later taps play', async () => {
    const made: string[] = [];
    const played: number[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      constructor() {
        made.push('context');
      }
      resume() {
        return Promise.resolve();
      }
      createGain() {
        return {
          gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
          connect: (next: unknown) => next,
          disconnect() {},
        };
      }
      createOscillator() {
        return {
          type: '',
          frequency: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
          onended: null,
          connect: (next: unknown) => next,
          disconnect() {},
          start: () => played.push(1),
          stop() {},
        };
      }
    }
    const idle: (() => void)[] = [];
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { playTap, primeAudioWhenIdle } = await import('../../src/ui/tap-sound.ts');

    playTap();
    primeAudioWhenIdle();
    expect(made).toEqual([]);
    expect(played).toEqual([]);
    expect(idle).toHaveLength(1); // asked once, however many taps came first
    idle[0]?.();
    expect(made).toEqual(['context']);
    playTap();
    expect(played).toEqual([1]);
  });
});
