// In-memory ports for the sheet screen's flow tests: the real use-cases (src/core/use-cases) run over
// them, so BET is tested through the same exactly-once logic the app uses. Answers are scripted per call.
import type { BetItems, BetRequest } from '../../../contract/bets.ts';
import type { VoidItem } from '../../../src/core/ports/bet-service.ts';
import type { LoginData } from '../../../src/core/domain/login-data.ts';
import { cents } from '../../../src/core/domain/money.ts';
import type { BetOutcome, BetService, BetVariant } from '../../../src/core/ports/bet-service.ts';
import type { PendingBet, PendingBetStore } from '../../../src/core/ports/pending-bet-store.ts';
import type { UseCaseDeps } from '../../../src/core/use-cases/deps.ts';

/** An answer, or an error to throw. */
export type Step<T> = T | { fail: Error };

function play<T>(step: Step<T> | undefined): T {
  if (step === undefined) throw new Error('no answer scripted');
  if (typeof step === 'object' && step !== null && 'fail' in step) throw step.fail;
  return step;
}

export class ScriptedBets implements BetService {
  placeSteps: Step<BetOutcome>[] = [];
  findSteps: Step<BetOutcome | null>[] = [];
  voidAnswer: VoidItem[] = [];
  sent: { request: BetRequest; variant: BetVariant }[] = [];
  found: string[] = [];
  private held: { answers: Promise<void>; arrived: () => void } | undefined;

  /**
   * Holds every answer until `release()`: a test can tap again while a bet is in flight. `inFlight`
   * resolves when the first request arrives.
   */
  hold(): { inFlight: Promise<void>; release: () => void } {
    let release = () => {};
    let arrived = () => {};
    const answers = new Promise<void>((resolve) => (release = resolve));
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    this.held = { answers, arrived };
    return { inFlight, release };
  }

  async place(request: BetRequest, variant: BetVariant): Promise<BetOutcome> {
    const step = this.placeSteps[Math.min(this.sent.length, this.placeSteps.length - 1)];
    this.sent.push({ request, variant });
    if (this.held) {
      this.held.arrived();
      await this.held.answers;
    }
    return play(step);
  }
  async findByClientRef(clientRef: string): Promise<BetOutcome | null> {
    const step = this.findSteps[Math.min(this.found.length, this.findSteps.length - 1)];
    this.found.push(clientRef);
    return play(step);
  }
  async void(guids: readonly string[]): Promise<VoidItem[]> {
    return guids.map(
      (GUID) => this.voidAnswer.find((item) => item.GUID === GUID) ?? { GUID, status: 'E103', message: '' },
    );
  }
}

export class MemoryPendingBets implements PendingBetStore {
  bet: PendingBet | null = null;
  load(): PendingBet | null {
    return this.bet;
  }
  save(bet: PendingBet): void {
    this.bet = bet;
  }
  clear(): void {
    this.bet = null;
  }
}

export interface Ports {
  bets: ScriptedBets;
  pendingBets: MemoryPendingBets;
  balances: number[];
  logouts: number;
  deps: UseCaseDeps;
}

const unused = (name: string) => () => Promise.reject(new Error(`${name} is not used by the sheet`));

export function makePorts(balance = 750): Ports {
  const bets = new ScriptedBets();
  const pendingBets = new MemoryPendingBets();
  let next = 1;
  const ports: Ports = {
    bets,
    pendingBets,
    balances: [],
    logouts: 0,
    deps: {
      sites: { apiBaseFor: unused('sites'), brandFor: unused('brandFor') },
      connection: { apiBase: 'https://api.test', open: () => {}, setToken: () => {}, close: () => {} },
      auth: {
        login: unused('login'),
        changePassword: unused('changePassword'),
        logout: async () => void (ports.logouts += 1),
      },
      accounts: {
        loginData: unused('loginData'),
        topContent: unused('topContent'),
        betLimits: unused('betLimits'),
        balance: async () => {
          ports.balances.push(balance);
          return { balanceCents: cents(balance), rewardCents: cents(0) };
        },
      },
      bets,
      sessions: { load: () => null, save: () => {}, clear: () => {}, loadOffline: () => null, saveOffline: () => {} },
      pendingBets,
      ids: { clientRef: () => `ref-${next++}` },
      // Retries without waiting: the pauses are the use-case's business, not these tests'.
      scheduler: { every: () => () => {}, delay: async () => {} },
    },
  };
  return ports;
}

export function accepted(guid: string, output = `Bet No: 1\n${guid}`, drawType?: string): BetItems[number] {
  return {
    status: 'S100',
    message: 'OK',
    GUID: guid,
    Output: output,
    data: { betNumber: 1, total: 1, tickets: 1, dates: ['2026-11-18'], drawTypes: ['M'] },
    ...(drawType ? { DrawType: drawType } : {}),
  };
}

export function loginData(over: Partial<LoginData> = {}): LoginData {
  return {
    LoginId: 'member1',
    role: 'member',
    players: ['member1'],
    agents: [],
    currencies: [
      { code: 'MYR', minRegularCents: cents(10), minIboxCents: cents(50) },
      { code: 'SGD', minRegularCents: cents(10), minIboxCents: cents(50) },
    ],
    defaultCurrency: 'MYR',
    tickerMessage: '',
    formatBox: 'S',
    formatDrawType: 'digits',
    betSequence: 'B S SA A C SB SC SD SE',
    betMethodIsMultiply: false,
    package: { specialCurrency: false, packages: [] },
    creditCents: cents(100_000),
    drawCalendar: [],
    maxDrawDates: 3,
    brand: { name: 'Tikam', title: 'Tikam', primary: '#0b6e4f', accent: '#fff', icon: '' },
    memberUrls: [],
    games: ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L3', 'L', 'A3', 'A', 'N3', 'N'],
    playerSettings: {}, // no entry: a sheet reads with the user's own games and sequence
    balanceCents: cents(100_000),
    rewardCents: cents(0),
    totalBalanceCents: cents(100_000),
    ...over,
  };
}
