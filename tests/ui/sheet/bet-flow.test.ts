// BET through the real use-cases over in-memory ports: one bet per tap, what each answer shows, and the
// pending bet after a reload (docs/product.md D10; docs/product.md S4 "Free-text bet entry").
import { beforeEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/core/domain/service-error.ts';
import { createUseCases } from '../../../src/core/use-cases/use-cases.ts';
import { placeBet, resolvePending } from '../../../src/ui/routes/sheet/bet-flow.ts';
import type { Flow } from '../../../src/ui/betting/use-bet-flow.ts';
import { betActions, betState } from '../../../src/ui/routes/sheet/bet-state.ts';
import { sessionActions, sessionState } from '../../../src/ui/state/session-state.ts';
import { sheetActions, sheetState } from '../../../src/ui/routes/sheet/sheet-state.ts';
import { accepted, loginData, makePorts, type Ports } from './support.ts';

const SHEET = 'D\n#1\n1234#1';

function flowOf(ports: Ports): { flow: Flow; loggedOut: ServiceError[] } {
  const loggedOut: ServiceError[] = [];
  return {
    flow: {
      useCases: createUseCases(ports.deps),
      accounts: ports.deps.accounts,
      loginId: 'agent1',
      forcedLogout: (error) => loggedOut.push(error),
    },
    loggedOut,
  };
}

beforeEach(() => {
  sheetActions.reset();
  Object.assign(sheetState, { variant: 'regular', currency: '', player: '' });
  betActions.end();
  betActions.notice(null);
  betActions.closeReceipt();
  sessionActions.signedIn(
    { Pin: '8888', LoginId: 'agent1', AuthToken: 't' },
    loginData({ LoginId: 'agent1', role: 'agent', players: ['member1', 'member2'] }),
  );
});

describe('placing a bet', () => {
  it('sends one bet for a double tap, for the picked player and currency, then shows the receipt and resets the sheet', async () => {
    const ports = makePorts(750);
    ports.bets.placeSteps = [{ kind: 'answered', items: [accepted('G-1')] }];
    const { flow } = flowOf(ports);
    sheetActions.setText(SHEET);
    sheetActions.setPlayer('member2');
    sheetActions.setCurrency('SGD');

    const answer = ports.bets.hold();
    const firstTap = placeBet(flow);
    await answer.inFlight;
    // The second tap lands while the first tap's bet is on its way.
    const secondTap = placeBet(flow);
    answer.release();
    await Promise.all([firstTap, secondTap]);

    expect(ports.bets.sent).toHaveLength(1);
    expect(ports.bets.sent[0]).toEqual({
      variant: 'regular',
      request: { Currency: 'SGD', UserId: 'member2', BetString: SHEET, ClientRef: 'ref-1' },
    });
    expect(betState.receipt).toEqual([{ status: 'S100', params: [], guid: 'G-1', output: 'Bet No: 1\nG-1' }]);
    expect(sheetState.text).toBe('');
    expect(sheetState.player).toBe('member2');
    expect(betState.busy).toBe(false);
    await Promise.resolve();
    expect(sessionState.money.balanceCents).toBe(750);
  });

  it("shows a refusal with its minimum and puts the server's errors on their lines; the sheet stays", async () => {
    const ports = makePorts();
    ports.bets.placeSteps = [
      {
        kind: 'answered',
        items: [
          {
            status: 'E124',
            message: 'bad amount',
            params: ['0.10'],
            errors: [{ line: 3, code: 'bet2-minbet', params: ['0.10'] }],
          },
        ],
      },
    ];
    sheetActions.setText(SHEET);
    await placeBet(flowOf(ports).flow);
    expect(betState.notice).toEqual({ kind: 'refused', refusals: [{ status: 'E124', params: ['0.10'] }] });
    expect(betState.receipt).toBeNull();
    expect(sheetState.text).toBe(SHEET);
    expect(sheetState.serverErrors).toEqual({
      text: SHEET,
      errors: [{ line: 3, code: 'bet2-minbet', params: ['0.10'] }],
    });
  });

  it('shows the receipt of an hourly bet accepted for one draw type and refused for another', async () => {
    const ports = makePorts();
    ports.bets.placeSteps = [
      {
        kind: 'answered',
        items: [accepted('G-L3', 'L3 receipt', 'L3'), { status: 'E129', message: 'closed', DrawType: 'L' }],
      },
    ];
    sheetActions.setVariant('hourly');
    sheetActions.setText('D\n#83\n1234#1');
    await placeBet(flowOf(ports).flow);
    expect(ports.bets.sent[0]?.variant).toBe('hourly');
    expect(betState.receipt).toEqual([
      { drawType: 'L3', status: 'S100', params: [], guid: 'G-L3', output: 'L3 receipt' },
      { drawType: 'L', status: 'E129', params: [] },
    ]);
    expect(sheetState.text).toBe('');
  });

  it('says "not confirmed yet" when every answer is lost, and BET sends the same ClientRef again', async () => {
    const ports = makePorts();
    ports.bets.placeSteps = [{ fail: new ServiceError('E101', [], true) }];
    const { flow } = flowOf(ports);
    sheetActions.setText(SHEET);
    await placeBet(flow);
    expect(betState.notice).toEqual({ kind: 'unresolved' });
    expect(ports.pendingBets.bet?.request.ClientRef).toBe('ref-1');

    ports.bets.placeSteps = [{ kind: 'answered', items: [accepted('G-1')] }];
    ports.bets.sent = [];
    await placeBet(flow);
    expect(ports.bets.sent.map((sent) => sent.request.ClientRef)).toEqual(['ref-1']);
    expect(betState.notice).toBeNull();
    expect(betState.receipt?.[0]?.guid).toBe('G-1');
  });

  it('logs out on a status that ends the session', async () => {
    const ports = makePorts();
    ports.bets.placeSteps = [{ fail: new ServiceError('E104') }];
    const { flow, loggedOut } = flowOf(ports);
    sheetActions.setText(SHEET);
    await placeBet(flow);
    expect(loggedOut.map((error) => error.status)).toEqual(['E104']);
    expect(betState.busy).toBe(false);
  });

  it('shows any other refusal thrown as its status', async () => {
    const ports = makePorts();
    ports.bets.placeSteps = [{ fail: new ServiceError('E103') }];
    sheetActions.setText(SHEET);
    await placeBet(flowOf(ports).flow);
    expect(betState.notice).toEqual({ kind: 'failed', status: 'E103', params: [] });
  });
});

describe('the pending bet on arrival', () => {
  const pending = {
    loginId: 'agent1',
    variant: 'hourly' as const,
    request: { Currency: 'SGD', UserId: 'member2', ClientRef: 'ref-9', BetString: SHEET },
  };

  it('puts a bet the server never saw back in the sheet, with its player, currency and variant', async () => {
    const ports = makePorts();
    ports.pendingBets.bet = pending;
    ports.bets.findSteps = [null];
    await resolvePending(flowOf(ports).flow);
    expect(sheetState).toMatchObject({ text: SHEET, variant: 'hourly', currency: 'SGD', player: 'member2' });
    expect(betState.notice).toEqual({ kind: 'restored' });
  });

  it('then BET sends it with its own ClientRef', async () => {
    const ports = makePorts();
    ports.pendingBets.bet = pending;
    ports.bets.findSteps = [null];
    ports.bets.placeSteps = [{ kind: 'answered', items: [accepted('G-9')] }];
    const { flow } = flowOf(ports);
    await resolvePending(flow);
    await placeBet(flow);
    expect(ports.bets.sent.map((sent) => sent.request.ClientRef)).toEqual(['ref-9']);
  });

  it('shows the receipt of a bet that was placed after all', async () => {
    const ports = makePorts();
    ports.pendingBets.bet = pending;
    ports.bets.findSteps = [{ kind: 'answered', items: [accepted('G-9')] }];
    await resolvePending(flowOf(ports).flow);
    expect(betState.receipt?.[0]?.guid).toBe('G-9');
    expect(ports.pendingBets.bet).toBeNull();
  });

  it('leaves a sheet the player is typing alone, and says the bet is not confirmed yet', async () => {
    const ports = makePorts();
    ports.pendingBets.bet = pending;
    ports.bets.findSteps = [{ kind: 'running' }];
    sheetActions.setText('D\n#2\n5555#1');
    await resolvePending(flowOf(ports).flow);
    expect(sheetState.text).toBe('D\n#2\n5555#1');
    expect(betState.notice).toEqual({ kind: 'unresolved' });
  });

  it('does nothing when no bet is pending', async () => {
    const ports = makePorts();
    await resolvePending(flowOf(ports).flow);
    expect(ports.bets.found).toEqual([]);
    expect(betState.notice).toBeNull();
  });
});
