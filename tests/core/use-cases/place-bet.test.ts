// Placing a bet exactly once (docs/product.md D9, D10): written down before it leaves, retried with the
// same ClientRef after silence or a 409, and cleared only on a definite answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/core/domain/service-error.ts';
import type { BetOutcome } from '../../../src/core/ports/bet-service.ts';
import { placeBet, RETRY_DELAYS_MS, type BetDraft } from '../../../src/core/use-cases/place-bet.ts';
import { acceptedItems, answered, makeFakes, refusal, running, transportFailure, type Step } from './fakes.ts';

const draft: BetDraft = {
  variant: 'regular',
  request: { Currency: 'MYR', UserId: 'member1', BetString: 'D\n#1\n1234#1' },
};
const otherDraft: BetDraft = {
  variant: 'regular',
  request: { Currency: 'MYR', UserId: 'member1', BetString: 'D\n#1\n5678#1' },
};

describe('placeBet', () => {
  it('writes the bet with its ClientRef down before sending it, and clears it on the answer', async () => {
    const fakes = makeFakes();
    fakes.bets.placeSteps = [answered(acceptedItems('ref-1'))];

    await expect(placeBet(fakes.deps, 'member1', draft)).resolves.toEqual(answered(acceptedItems('ref-1')));
    expect(fakes.log).toEqual(['pending saved ref-1', 'place ref-1', 'pending cleared']);
    expect(fakes.bets.sent).toEqual([{ request: { ...draft.request, ClientRef: 'ref-1' }, variant: 'regular' }]);
    expect(fakes.pendingBets.bet).toBeNull();
  });

  it('after a lost answer, retries with the SAME ClientRef and ends in one answer', async () => {
    const fakes = makeFakes();
    fakes.bets.placeSteps = [transportFailure(), transportFailure(), answered(acceptedItems('ref-1'))];

    const result = await placeBet(fakes.deps, 'member1', draft);

    expect(result).toEqual(answered(acceptedItems('ref-1')));
    expect(fakes.bets.sent.map((sent) => sent.request.ClientRef)).toEqual(['ref-1', 'ref-1', 'ref-1']);
    expect(fakes.scheduler.pauses).toEqual([RETRY_DELAYS_MS[0], RETRY_DELAYS_MS[1]]);
    expect(fakes.pendingBets.bet).toBeNull();
  });

  it('409 (still being placed) waits and asks again with the same ClientRef', async () => {
    const fakes = makeFakes();
    fakes.bets.placeSteps = [running, answered(acceptedItems('ref-1'))];
    await expect(placeBet(fakes.deps, 'member1', draft)).resolves.toEqual(answered(acceptedItems('ref-1')));
    expect(fakes.bets.sent.map((sent) => sent.request.ClientRef)).toEqual(['ref-1', 'ref-1']);
    expect(fakes.scheduler.pauses).toEqual([500]);
  });

  it('a refusal (E117, an answer) is definite: returned, and the pending record cleared', async () => {
    const fakes = makeFakes();
    const refused = answered([{ status: 'E117', message: 'Insufficient credit' }]);
    fakes.bets.placeSteps = [refused];
    await expect(placeBet(fakes.deps, 'member1', draft)).resolves.toEqual(refused);
    expect(fakes.pendingBets.bet).toBeNull();
    expect(fakes.bets.sent).toHaveLength(1);
  });

  it('a thrown status on the first send (session ended) placed nothing: record cleared, error thrown', async () => {
    const fakes = makeFakes();
    fakes.bets.placeSteps = [refusal('E102')];
    await expect(placeBet(fakes.deps, 'member1', draft)).rejects.toMatchObject({ status: 'E102', transport: false });
    expect(fakes.pendingBets.bet).toBeNull();
  });

  it('a thrown status after a send went unanswered keeps the record: that first send may have been placed', async () => {
    const fakes = makeFakes();
    fakes.bets.placeSteps = [transportFailure(), refusal('E102')];
    await expect(placeBet(fakes.deps, 'member1', draft)).rejects.toMatchObject({ status: 'E102' });
    expect(fakes.pendingBets.bet?.request.ClientRef).toBe('ref-1');
  });

  it('no definite answer after every retry: unresolved, and the record stays', async () => {
    const fakes = makeFakes();
    fakes.bets.placeSteps = [transportFailure()];
    await expect(placeBet(fakes.deps, 'member1', draft)).resolves.toEqual({ kind: 'unresolved' });
    expect(fakes.bets.sent).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(fakes.scheduler.pauses).toEqual([...RETRY_DELAYS_MS]);
    expect(fakes.pendingBets.bet).toEqual({
      loginId: 'member1',
      variant: 'regular',
      request: { ...draft.request, ClientRef: 'ref-1' },
    });
  });

  it('placing the same draft again reuses the stored ClientRef (the server answers the original)', async () => {
    const fakes = makeFakes();
    fakes.bets.placeSteps = [transportFailure()];
    await placeBet(fakes.deps, 'member1', draft);
    fakes.bets.placeSteps = [answered(acceptedItems('ref-1'))];
    fakes.bets.sent = [];

    await expect(placeBet(fakes.deps, 'member1', draft)).resolves.toEqual(answered(acceptedItems('ref-1')));
    expect(fakes.bets.sent.map((sent) => sent.request.ClientRef)).toEqual(['ref-1']);
    expect(fakes.bets.found).toEqual([]);
  });

  it('a thrown status when resending a stored bet keeps the record (its first send may have landed)', async () => {
    const fakes = makeFakes();
    fakes.pendingBets.bet = {
      loginId: 'member1',
      variant: 'regular',
      request: { ...draft.request, ClientRef: 'stored-ref' },
    };
    fakes.bets.placeSteps = [refusal('V110')];
    await expect(placeBet(fakes.deps, 'member1', draft)).rejects.toMatchObject({ status: 'V110' });
    expect(fakes.pendingBets.bet?.request.ClientRef).toBe('stored-ref');
  });

  it('a different draft while an earlier bet is unresolved is refused (E101) and nothing is sent', async () => {
    const fakes = makeFakes();
    fakes.pendingBets.bet = {
      loginId: 'member1',
      variant: 'regular',
      request: { ...draft.request, ClientRef: 'stored-ref' },
    };
    fakes.bets.findSteps = [running];

    const failure = await placeBet(fakes.deps, 'member1', otherDraft).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({ status: 'E101', transport: true });
    expect(fakes.bets.found).toEqual(['stored-ref']);
    expect(fakes.bets.sent).toEqual([]);
    expect(fakes.pendingBets.bet?.request.ClientRef).toBe('stored-ref');
  });

  it.each<[string, Step<BetOutcome | null>]>([
    ['never placed', null],
    ['answered', answered(acceptedItems('stored-ref'))],
  ])('a different draft once the earlier bet is known (%s) gets a new ClientRef', async (_name, found) => {
    const fakes = makeFakes();
    fakes.pendingBets.bet = {
      loginId: 'member1',
      variant: 'regular',
      request: { ...draft.request, ClientRef: 'stored-ref' },
    };
    fakes.bets.findSteps = [found];
    fakes.bets.placeSteps = [answered(acceptedItems('ref-1'))];

    await expect(placeBet(fakes.deps, 'member1', otherDraft)).resolves.toEqual(answered(acceptedItems('ref-1')));
    expect(fakes.bets.sent.map((sent) => [sent.request.ClientRef, sent.request.BetString])).toEqual([
      ['ref-1', otherDraft.request.BetString],
    ]);
  });

  it("another login's stored bet is neither reused nor asked about", async () => {
    const fakes = makeFakes();
    fakes.pendingBets.bet = {
      loginId: 'agent1',
      variant: 'regular',
      request: { ...draft.request, ClientRef: 'agents-ref' },
    };
    fakes.bets.placeSteps = [answered(acceptedItems('ref-1'))];
    await placeBet(fakes.deps, 'member1', draft);
    expect(fakes.bets.found).toEqual([]);
    expect(fakes.bets.sent.map((sent) => sent.request.ClientRef)).toEqual(['ref-1']);
  });

  it('property: any run of lost answers and 409s before the answer sends exactly one distinct ClientRef', async () => {
    const silence = fc.constantFrom<'lost' | 'running'>('lost', 'running');
    await fc.assert(
      fc.asyncProperty(fc.array(silence, { maxLength: 8 }), fc.boolean(), async (before, hourly) => {
        const fakes = makeFakes();
        fakes.bets.placeSteps = [
          ...before.map((kind) => (kind === 'lost' ? transportFailure() : running)),
          answered(acceptedItems('ref-1')),
        ];
        const bet: BetDraft = { ...draft, variant: hourly ? 'hourly' : 'regular' };

        const result = await placeBet(fakes.deps, 'member1', bet);

        const refs = new Set(fakes.bets.sent.map((sent) => sent.request.ClientRef));
        expect(refs).toEqual(new Set(['ref-1']));
        expect(fakes.bets.sent.every((sent) => sent.variant === bet.variant)).toBe(true);
        if (before.length <= RETRY_DELAYS_MS.length) {
          expect(result).toEqual(answered(acceptedItems('ref-1')));
          expect(fakes.bets.sent).toHaveLength(before.length + 1);
          expect(fakes.pendingBets.bet).toBeNull();
        } else {
          // Out of retries: still exactly one ref, kept for the next BET or the resolution after a reload.
          expect(result).toEqual({ kind: 'unresolved' });
          expect(fakes.pendingBets.bet?.request.ClientRef).toBe('ref-1');
        }
      }),
      { numRuns: 200 },
    );
  });
});
