import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../src/ui/when-idle.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for the idle callback where the browser has one, and can be cancelled', () => {
    const callbacks = new Map<number, () => void>();
    vi.stubGlobal('requestIdleCallback', (work: () => void) => {
      callbacks.set(callbacks.size + 1, work);
      return callbacks.size;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => callbacks.delete(handle));
    const work = vi.fn();
    const cancel = whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    callbacks.get(1)?.();
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(callbacks.size).toBe(0);
  });

  it('falls back to a timeout without requestIdleCallback (Safari), cancelled by the cleanup', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
