// After a reload or a lost answer: what became of the stored bet (its four outcomes), and voiding.
import { describe, expect, it } from 'vitest';
import { resolvePendingBet } from '../../../src/core/use-cases/place-bet.ts';
import { createUseCases } from '../../../src/core/use-cases/use-cases.ts';
import { isVoided, voidBets } from '../../../src/core/use-cases/void-bet.ts';
import type { PendingBet } from '../../../src/core/ports/pending-bet-store.ts';
import { acceptedItems, answered, makeFakes, refusal, running, transportFailure } from './fakes.ts';

const stored: PendingBet = {
  loginId: 'member1',
  variant: 'hourly',
  request: { Currency: 'MYR', UserId: 'member1', ClientRef: 'stored-ref', BetString: 'D\n#1\n1234#1' },
};

describe('resolvePendingBet', () => {
  it('none: nothing stored, or stored by another login (not theirs to resolve)', async () => {
    const fakes = makeFakes();
    await expect(resolvePendingBet(fakes.deps, 'member1')).resolves.toEqual({ kind: 'none' });
    fakes.pendingBets.bet = stored;
    await expect(resolvePendingBet(fakes.deps, 'agent1')).resolves.toEqual({ kind: 'none' });
    expect(fakes.bets.found).toEqual([]);
    expect(fakes.pendingBets.bet).toEqual(stored);
  });

  it('answered: the server has it; its original answer comes back and the record is cleared', async () => {
    const fakes = makeFakes();
    fakes.pendingBets.bet = stored;
    fakes.bets.findSteps = [answered(acceptedItems('stored-ref'))];
    await expect(resolvePendingBet(fakes.deps, 'member1')).resolves.toEqual({
      kind: 'answered',
      items: acceptedItems('stored-ref'),
      pending: stored,
    });
    expect(fakes.bets.found).toEqual(['stored-ref']);
    // The player too: an agent may have used one ClientRef for two players.
    expect(fakes.bets.foundFor).toEqual(['member1']);
    expect(fakes.pendingBets.bet).toBeNull();
  });

  it('not-placed: the server never saw it; the record stays so BET resends the same ClientRef', async () => {
    const fakes = makeFakes();
    fakes.pendingBets.bet = stored;
    fakes.bets.findSteps = [null];
    await expect(resolvePendingBet(fakes.deps, 'member1')).resolves.toEqual({ kind: 'not-placed', pending: stored });
    expect(fakes.pendingBets.bet).toEqual(stored);
  });

  it.each([
    ['still running (409)', running],
    ['no answer', transportFailure()],
    ['a refusal', refusal('E102')],
  ])('unresolved when %s: the record stays', async (_name, step) => {
    const fakes = makeFakes();
    fakes.pendingBets.bet = stored;
    fakes.bets.findSteps = [step];
    await expect(resolvePendingBet(fakes.deps, 'member1')).resolves.toEqual({ kind: 'unresolved', pending: stored });
    expect(fakes.pendingBets.bet).toEqual(stored);
  });
});

describe('hasPendingBet', () => {
  it('says whether this login has a bet waiting, without a call', () => {
    const fakes = makeFakes();
    const useCases = createUseCases(fakes.deps);
    expect(useCases.hasPendingBet('member1')).toBe(false);
    fakes.pendingBets.bet = stored;
    expect(useCases.hasPendingBet('member1')).toBe(true);
    expect(useCases.hasPendingBet('agent1')).toBe(false);
    expect(fakes.bets.found).toEqual([]);
  });
});

describe('voidBets', () => {
  it('sends the GUIDs in one call and answers one item per GUID; none sends nothing', async () => {
    const fakes = makeFakes();
    const items = await voidBets(fakes.deps, ['g1', 'g2']);
    expect(items.map((item) => [item.GUID, isVoided(item)])).toEqual([
      ['g1', true],
      ['g2', true],
    ]);
    await expect(voidBets(fakes.deps, [])).resolves.toEqual([]);
    expect(fakes.bets.voided).toEqual([['g1', 'g2']]);
  });
});
