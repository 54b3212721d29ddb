// The 60 s ping: refreshes while it answers; the first failure is reported once and stops it.
import { describe, expect, it } from 'vitest';
import { PING_INTERVAL_MS, startPing } from '../../../src/core/use-cases/ping.ts';
import type { ServiceError } from '../../../src/core/domain/service-error.ts';
import type { TopContent } from '../../../src/core/domain/login-data.ts';
import { makeFakes, refusal, settle, topContentOf } from './fakes.ts';

describe('startPing', () => {
  it('asks every 60 s and hands each answer on', async () => {
    const fakes = makeFakes();
    fakes.accounts.topContentAnswers = [topContentOf(900), topContentOf(800)];
    const contents: TopContent[] = [];
    startPing(fakes.deps, { onContent: (content) => contents.push(content), onFailure: () => {} });

    expect([...fakes.scheduler.tasks.values()].map((task) => task.ms)).toEqual([PING_INTERVAL_MS]);
    expect(PING_INTERVAL_MS).toBe(60_000);
    expect(fakes.accounts.topContentCalls).toBe(0);
    fakes.scheduler.tick();
    await settle();
    fakes.scheduler.tick();
    await settle();
    expect(contents.map((content) => content.balanceCents)).toEqual([900, 800]);
  });

  it('stops after a failure and reports it once, even when two pings fail', async () => {
    const fakes = makeFakes();
    fakes.accounts.topContentAnswers = [refusal('E104')];
    const failures: ServiceError[] = [];
    startPing(fakes.deps, { onContent: () => {}, onFailure: (error) => failures.push(error) });

    // Two pings in flight at once (a slow network): both fail, one report.
    fakes.scheduler.tick();
    fakes.scheduler.tick();
    await settle();
    expect(failures.map((error) => error.status)).toEqual(['E104']);
    expect(fakes.scheduler.tasks.size).toBe(0);
    fakes.scheduler.tick();
    await settle();
    expect(fakes.accounts.topContentCalls).toBe(2);
  });

  it('stopped by its owner, it neither asks again nor delivers an answer still on its way', async () => {
    const fakes = makeFakes();
    const contents: TopContent[] = [];
    const stop = startPing(fakes.deps, { onContent: (content) => contents.push(content), onFailure: () => {} });
    fakes.scheduler.tick();
    stop();
    await settle();
    expect(contents).toEqual([]);
    expect(fakes.scheduler.tasks.size).toBe(0);
  });

  it('an unknown fault is reported as E101', async () => {
    const fakes = makeFakes();
    fakes.accounts.topContentAnswers = [{ fail: new TypeError('boom') }];
    const failures: string[] = [];
    startPing(fakes.deps, { onContent: () => {}, onFailure: (error) => failures.push(error.status) });
    fakes.scheduler.tick();
    await settle();
    expect(failures).toEqual(['E101']);
  });
});
