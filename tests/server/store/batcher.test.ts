// The batcher's lanes: a large call is a batch by itself, beside the small calls' batches and never in one,
// so a small call is answered while a large one is still in the database; large calls go one at a time,
// after the small calls waiting, but never after more than LARGE_AFTER_SMALL small batches.
// The database is stood in for by promises the test settles, so every order is the test's own.
import { describe, expect, it } from 'vitest';
import { Batcher, LARGE_AFTER_SMALL } from '../../../server/store/batcher.ts';

/** A `run` whose batches wait until the test releases them, recording what each batch held. */
function heldRun() {
  const batches: string[][] = [];
  const releases: (() => void)[] = [];
  let started: () => void = () => undefined;
  const run = (inputs: readonly string[]) => {
    batches.push([...inputs]);
    started();
    return new Promise<readonly string[]>((resolve) =>
      releases.push(() => resolve(inputs.map((input) => `done ${input}`))),
    );
  };
  /** Resolves when `count` batches have gone out. */
  const batchesOut = (count: number) =>
    new Promise<void>((resolve) => {
      started = () => void (batches.length >= count && resolve());
      started();
    });
  return { run, batches, releases, batchesOut };
}

const isLarge = (input: string) => input.startsWith('large');

describe('batcher lanes', () => {
  it('answers small calls while a large call is still out, and never puts the two in one batch', async () => {
    const held = heldRun();
    const batcher = new Batcher<string, string>(held.run, { large: isLarge });
    const large = batcher.call('large 1');
    await held.batchesOut(1);
    const small = [batcher.call('small 1'), batcher.call('small 2')];
    await held.batchesOut(2);
    expect(held.batches).toEqual([['large 1'], ['small 1']]);
    held.releases[1]?.();
    await held.batchesOut(3);
    expect(held.batches[2]).toEqual(['small 2']);
    held.releases[2]?.();
    // Both small calls are answered; the large one is still out.
    expect(await Promise.all(small)).toEqual(['done small 1', 'done small 2']);
    held.releases[0]?.();
    expect(await large).toBe('done large 1');
  });

  it('sends large calls one at a time, each in a batch of its own, in arrival order', async () => {
    const held = heldRun();
    const batcher = new Batcher<string, string>(held.run, { large: isLarge });
    const first = batcher.call('large 1');
    await held.batchesOut(1);
    const others = [batcher.call('large 2'), batcher.call('large 3')];
    expect(held.batches).toEqual([['large 1']]);
    held.releases[0]?.();
    await held.batchesOut(2);
    expect(held.batches[1]).toEqual(['large 2']);
    held.releases[1]?.();
    await held.batchesOut(3);
    held.releases[2]?.();
    expect(await Promise.all([first, ...others])).toEqual(['done large 1', 'done large 2', 'done large 3']);
    expect(held.batches).toEqual([['large 1'], ['large 2'], ['large 3']]);
  });

  it('gathers small calls that came meanwhile into one batch, as without lanes', async () => {
    const held = heldRun();
    const batcher = new Batcher<string, string>(held.run, { large: isLarge });
    const first = batcher.call('small 1');
    await held.batchesOut(1);
    const rest = [batcher.call('small 2'), batcher.call('small 3')];
    held.releases[0]?.();
    await held.batchesOut(2);
    held.releases[1]?.();
    expect(await Promise.all([first, ...rest])).toEqual(['done small 1', 'done small 2', 'done small 3']);
    expect(held.batches).toEqual([['small 1'], ['small 2', 'small 3']]);
  });

  it('holds a large call back while a small batch is out, and sends it once the small lane is idle', async () => {
    const held = heldRun();
    const batcher = new Batcher<string, string>(held.run, { large: isLarge });
    const small = batcher.call('small 1');
    await held.batchesOut(1);
    const large = batcher.call('large 1');
    expect(held.batches).toEqual([['small 1']]);
    held.releases[0]?.();
    await held.batchesOut(2);
    expect(held.batches[1]).toEqual(['large 1']);
    held.releases[1]?.();
    expect(await Promise.all([small, large])).toEqual(['done small 1', 'done large 1']);
  });

  it('sends a large call after LARGE_AFTER_SMALL small batches when small calls never stop coming', async () => {
    const held = heldRun();
    const batcher = new Batcher<string, string>(held.run, { large: isLarge });
    const calls = [batcher.call('small 0')];
    await held.batchesOut(1);
    calls.push(batcher.call('large 1'));
    // Each small batch finds the next small call already waiting: the small lane is never idle.
    for (let index = 1; index <= LARGE_AFTER_SMALL; index++) {
      calls.push(batcher.call(`small ${index}`));
      held.releases[index - 1]?.();
      await held.batchesOut(index + 1);
    }
    // The large call went right after the fourth small batch, before the small call waiting then.
    expect(held.batches.slice(0, LARGE_AFTER_SMALL + 2)).toEqual([
      ...Array.from({ length: LARGE_AFTER_SMALL }, (_, index) => [`small ${index}`]),
      ['large 1'],
      [`small ${LARGE_AFTER_SMALL}`],
    ]);
    held.releases.forEach((release) => release());
    await Promise.all(calls);
  });

  it('rests after a large batch as long as it took when asked to, while small calls still go at once', async () => {
    const held = heldRun();
    const startedAt: number[] = [];
    const batcher = new Batcher<string, string>((inputs) => (startedAt.push(performance.now()), held.run(inputs)), {
      large: isLarge,
      restAfterLarge: 1,
    });
    const first = batcher.call('large 1');
    await held.batchesOut(1);
    const second = batcher.call('large 2');
    // The large batch's duration is what the rest is measured from: it is held out for 40 ms.
    await new Promise((resolve) => setTimeout(resolve, 40));
    held.releases[0]?.();
    expect(await first).toBe('done large 1');
    const releasedAt = performance.now();
    const took = releasedAt - (startedAt[0] ?? 0);
    // A small call during the rest goes at once, before the waiting large one.
    const small = batcher.call('small 1');
    await held.batchesOut(2);
    expect(held.batches[1]).toEqual(['small 1']);
    held.releases[1]?.();
    expect(await small).toBe('done small 1');
    await held.batchesOut(3);
    expect(held.batches[2]).toEqual(['large 2']);
    // The timer's millisecond rounding aside, the second large batch waited at least as long as the first took.
    expect((startedAt[2] ?? 0) - releasedAt).toBeGreaterThanOrEqual(took - 1);
    held.releases[2]?.();
    expect(await second).toBe('done large 2');
  });
});
