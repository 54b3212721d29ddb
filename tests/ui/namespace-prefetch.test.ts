// The signed-in prefetch of every namespace waits until the opened screen has had time to load, then takes
// one namespace per idle moment; leaving the screen before then loads nothing.
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadEveryNamespaceWhenIdle } from '../../src/ui/i18n/i18n.ts';
import { NAMESPACES } from '../../src/ui/i18n/namespaces.ts';

let load: MockInstance<typeof i18next.loadNamespaces>;

beforeEach(() => {
  vi.useFakeTimers();
  // An idle moment comes one task later: the fake clock drives both.
  vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
  vi.spyOn(i18next, 'hasLoadedNamespace').mockReturnValue(false);
  load = vi.spyOn(i18next, 'loadNamespaces').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('loadEveryNamespaceWhenIdle', () => {
  it('asks for nothing while the opened screen loads, then for one namespace per idle moment', () => {
    loadEveryNamespaceWhenIdle();
    vi.advanceTimersByTime(2_999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersToNextTimer();
    expect(load).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(load.mock.calls.map(([namespace]) => namespace)).toEqual([...NAMESPACES]);
  });

  it('loads nothing once cancelled, before or during the prefetch', () => {
    loadEveryNamespaceWhenIdle()();
    vi.runAllTimers();
    expect(load).not.toHaveBeenCalled();

    const cancel = loadEveryNamespaceWhenIdle();
    vi.advanceTimersByTime(3_000);
    vi.advanceTimersToNextTimer();
    cancel();
    vi.runAllTimers();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
