// In-memory fakes of every port the use-cases need: plain objects with scripted answers and a shared
// event log, so a test can say what happened in which order (e.g. "saved, then sent") without mocks.
import type { BetItems, BetRequest } from '../../../contract/bets.ts';
import type { VoidItem } from '../../../src/core/ports/bet-service.ts';
import type { LoginData, TopContent } from '../../../src/core/domain/login-data.ts';
import { cents } from '../../../src/core/domain/money.ts';
import { ServiceError } from '../../../src/core/domain/service-error.ts';
import type { Session } from '../../../src/core/domain/session.ts';
import type { AccountService, Balance } from '../../../src/core/ports/account-service.ts';
import type { BetLimits } from '../../../contract/bet-limits.ts';
import type { AuthService, LoginGrant, LoginRequest, PasswordChange } from '../../../src/core/ports/auth-service.ts';
import type { BetOutcome, BetService, BetVariant } from '../../../src/core/ports/bet-service.ts';
import type { Connection } from '../../../src/core/ports/connection.ts';
import type { IdSource } from '../../../src/core/ports/id-source.ts';
import type { PendingBet, PendingBetStore } from '../../../src/core/ports/pending-bet-store.ts';
import type { Scheduler } from '../../../src/core/ports/scheduler.ts';
import type { OfflineCopy, SessionStore } from '../../../src/core/ports/session-store.ts';
import type { SiteDirectory } from '../../../src/core/ports/site-directory.ts';
import type { UseCaseDeps } from '../../../src/core/use-cases/deps.ts';

/** A scripted answer: a value, or an error to throw. */
export type Step<T> = T | { fail: Error };

function play<T>(step: Step<T> | undefined, what: string): T {
  if (step === undefined) throw new Error(`fake ${what}: no answer scripted`);
  if (typeof step === 'object' && step !== null && 'fail' in step) throw step.fail;
  return step;
}

export const transportFailure = (): { fail: ServiceError } => ({ fail: new ServiceError('E101', [], true) });
export const refusal = (status: string, params: (string | number)[] = []): { fail: ServiceError } => ({
  fail: new ServiceError(status, params),
});

export const API_BASE = 'https://api.example.test';

export class FakeSites implements SiteDirectory {
  calls: string[] = [];
  answer: Step<string> = API_BASE;
  constructor(private readonly log: string[]) {}
  async apiBaseFor(pin: string): Promise<string> {
    this.calls.push(pin);
    this.log.push(`site ${pin}`);
    return play(this.answer, 'apiBaseFor');
  }
  async brandFor(): Promise<null> {
    return null;
  }
}

export class FakeConnection implements Connection {
  apiBase: string | null = null;
  token: string | null = null;
  constructor(private readonly log: string[]) {}
  open(apiBase: string, token?: string): void {
    this.apiBase = apiBase;
    this.token = token ?? null;
    this.log.push(`open ${apiBase}${token ? ` ${token}` : ''}`);
  }
  setToken(token: string): void {
    this.token = token;
    this.log.push(`token ${token}`);
  }
  close(): void {
    this.apiBase = null;
    this.token = null;
    this.log.push('close');
  }
}

export class FakeAuth implements AuthService {
  logins: LoginRequest[] = [];
  changes: { change: PasswordChange; forced: boolean }[] = [];
  loginAnswer: Step<LoginGrant> = { status: 'S100', token: 'token-1' };
  /** An error to throw, or null to succeed. */
  changeFailure: Error | null = null;
  logoutFailure: Error | null = null;
  logouts = 0;
  constructor(private readonly log: string[]) {}
  async login(request: LoginRequest): Promise<LoginGrant> {
    this.logins.push(request);
    this.log.push(`login ${request.username}`);
    return play(this.loginAnswer, 'login');
  }
  async changePassword(change: PasswordChange, forced: boolean): Promise<void> {
    this.changes.push({ change, forced });
    this.log.push(`change ${change.userId}${forced ? ' forced' : ''}`);
    if (this.changeFailure) throw this.changeFailure;
  }
  async logout(): Promise<void> {
    this.logouts += 1;
    this.log.push('logout');
    if (this.logoutFailure) throw this.logoutFailure;
  }
}

/** Login data as the port hands it over (amounts in cents). */
export function loginDataFor(loginId: string, balanceCents = 100_000): LoginData {
  return {
    LoginId: loginId,
    role: 'member',
    players: [loginId],
    agents: [],
    currencies: [{ code: 'MYR', minRegularCents: cents(10), minIboxCents: cents(100) }],
    defaultCurrency: 'MYR',
    tickerMessage: 'hello',
    formatBox: 'S',
    formatDrawType: 'digits',
    betSequence: 'B S SA A C SB SC SD SE',
    betMethodIsMultiply: false,
    package: { specialCurrency: false, packages: [] },
    creditCents: cents(100_000),
    drawCalendar: [],
    maxDrawDates: 3,
    brand: { name: 'Tikam', title: 'Tikam', primary: '#000', accent: '#fff', icon: '' },
    memberUrls: [],
    games: ['M'],
    playerSettings: { [loginId]: { games: ['M'], betSequence: 'B S SA A C SB SC SD SE' } },
    balanceCents: cents(balanceCents),
    rewardCents: cents(0),
    totalBalanceCents: cents(balanceCents),
  };
}

export function topContentOf(balanceCents: number): TopContent {
  const { currencies, defaultCurrency, tickerMessage, package: pack, creditCents } = loginDataFor('x');
  return {
    balanceCents: cents(balanceCents),
    rewardCents: cents(0),
    totalBalanceCents: cents(balanceCents),
    creditCents,
    currencies,
    defaultCurrency,
    tickerMessage,
    package: pack,
  };
}

export class FakeAccounts implements AccountService {
  loginDataAnswer: Step<LoginData> = loginDataFor('Member1');
  /** Answers in turn; the last one repeats. */
  topContentAnswers: Step<TopContent>[] = [topContentOf(100_000)];
  loginDataCalls = 0;
  topContentCalls = 0;
  constructor(private readonly log: string[]) {}
  async loginData(): Promise<LoginData> {
    this.loginDataCalls += 1;
    this.log.push('loginData');
    return play(this.loginDataAnswer, 'loginData');
  }
  async topContent(): Promise<TopContent> {
    const answer = this.topContentAnswers[Math.min(this.topContentCalls, this.topContentAnswers.length - 1)];
    this.topContentCalls += 1;
    return play(answer, 'topContent');
  }
  async balance(): Promise<Balance> {
    return { balanceCents: cents(100_000), rewardCents: cents(0) };
  }

  async betLimits(): Promise<BetLimits> {
    return { base: 'MYR', maxTickets: null, maxStakeCents: null, days: [], rates: {} };
  }
}

export function acceptedItems(clientRef: string, guid = `guid-of-${clientRef}`): BetItems {
  return [
    {
      status: 'S100',
      message: 'OK',
      GUID: guid,
      Output: `receipt ${clientRef}`,
      data: { betNumber: 1, total: 1, tickets: 1, dates: ['2026-11-18'], drawTypes: ['M'] },
    },
  ];
}

export const answered = (items: BetItems): BetOutcome => ({ kind: 'answered', items });
export const running: BetOutcome = { kind: 'running' };

export class FakeBets implements BetService {
  /** What each place() call does, in turn; the last one repeats. */
  placeSteps: Step<BetOutcome>[] = [];
  findSteps: Step<BetOutcome | null>[] = [];
  sent: { request: BetRequest; variant: BetVariant }[] = [];
  found: string[] = [];
  /** The player each lookup named (the stored request's UserId). */
  foundFor: (string | undefined)[] = [];
  voided: string[][] = [];
  constructor(private readonly log: string[]) {}
  async place(request: BetRequest, variant: BetVariant): Promise<BetOutcome> {
    const step = this.placeSteps[Math.min(this.sent.length, this.placeSteps.length - 1)];
    this.sent.push({ request, variant });
    this.log.push(`place ${request.ClientRef}`);
    return play(step, 'place');
  }
  async findByClientRef(clientRef: string, userId?: string): Promise<BetOutcome | null> {
    const step = this.findSteps[Math.min(this.found.length, this.findSteps.length - 1)];
    this.found.push(clientRef);
    this.foundFor.push(userId);
    this.log.push(`find ${clientRef}`);
    return play(step, 'findByClientRef');
  }
  async void(guids: readonly string[]): Promise<VoidItem[]> {
    this.voided.push([...guids]);
    return guids.map((GUID) => ({ GUID, status: 'S105', message: 'void' }));
  }
}

export class MemorySessionStore implements SessionStore {
  session: Session | null = null;
  offline: OfflineCopy | null = null;
  constructor(private readonly log: string[]) {}
  load(): Session | null {
    return this.session;
  }
  save(session: Session): void {
    this.session = session;
    this.log.push(`session saved ${session.LoginId}`);
  }
  clear(): void {
    this.session = null;
    this.offline = null;
    this.log.push('session cleared');
  }
  loadOffline(): OfflineCopy | null {
    return this.offline;
  }
  saveOffline(copy: OfflineCopy): void {
    this.offline = copy;
  }
}

export class MemoryPendingBetStore implements PendingBetStore {
  bet: PendingBet | null = null;
  constructor(private readonly log: string[]) {}
  load(): PendingBet | null {
    return this.bet;
  }
  save(bet: PendingBet): void {
    this.bet = bet;
    this.log.push(`pending saved ${bet.request.ClientRef}`);
  }
  clear(): void {
    this.bet = null;
    this.log.push('pending cleared');
  }
}

export class SequenceIds implements IdSource {
  private next = 1;
  clientRef(): string {
    return `ref-${this.next++}`;
  }
}

/** Time by hand: `tick()` runs every interval task once; delays resolve at once and are recorded. */
export class ManualScheduler implements Scheduler {
  tasks = new Map<number, { ms: number; task: () => void }>();
  pauses: number[] = [];
  private nextId = 1;
  every(ms: number, task: () => void): () => void {
    const id = this.nextId++;
    this.tasks.set(id, { ms, task });
    return () => this.tasks.delete(id);
  }
  async delay(ms: number): Promise<void> {
    this.pauses.push(ms);
  }
  tick(): void {
    for (const { task } of [...this.tasks.values()]) task();
  }
}

export interface Fakes {
  log: string[];
  sites: FakeSites;
  connection: FakeConnection;
  auth: FakeAuth;
  accounts: FakeAccounts;
  bets: FakeBets;
  sessions: MemorySessionStore;
  pendingBets: MemoryPendingBetStore;
  ids: SequenceIds;
  scheduler: ManualScheduler;
  deps: UseCaseDeps;
}

export function makeFakes(): Fakes {
  const log: string[] = [];
  const parts = {
    sites: new FakeSites(log),
    connection: new FakeConnection(log),
    auth: new FakeAuth(log),
    accounts: new FakeAccounts(log),
    bets: new FakeBets(log),
    sessions: new MemorySessionStore(log),
    pendingBets: new MemoryPendingBetStore(log),
    ids: new SequenceIds(),
    scheduler: new ManualScheduler(),
  };
  return { log, ...parts, deps: parts };
}

/** Lets pending promise callbacks (a ping's answer) run. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
