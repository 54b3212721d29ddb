// The signed-in user's slice of app state (valtio): the session, the player state from the login data,
// the money header and the tickers. Changed only by the actions below; components read snapshots. Login
// data is stored with ref(): it is replaced whole, never edited field by field. Every amount is in cents, as
// the ports hand it over; the screens format them with format/money.ts.
import { proxy, ref } from 'valtio';
import type { Jackpot } from '../../core/domain/jackpot.ts';
import type { LoginData, TopContent } from '../../core/domain/login-data.ts';
import { cents, type Cents } from '../../core/domain/money.ts';
import type { Session } from '../../core/domain/session.ts';
import type { Balance } from '../../core/ports/account-service.ts';

export type JackpotCurrency = 'MYR' | 'USD';

export interface SessionState {
  session: Session | null;
  loginData: LoginData | null;
  /** Refreshed after a bet or void and by the 60 s ping; starts from the login data. */
  money: SessionMoney;
  tickerMessage: string;
  jackpots: Jackpot[];
  /** Whether the jackpots have been asked for and answered (or failed) in this session. */
  jackpotsLoaded: boolean;
  /** The jackpot ticker's toggle (docs/product.md S9: MYR by default). */
  jackpotCurrency: JackpotCurrency;
  /** The login data is the copy stored at the last visit (the app opened offline), not a fresh answer. */
  stale: boolean;
}

export interface SessionMoney {
  balanceCents: Cents;
  rewardCents: Cents;
  totalBalanceCents: Cents;
  creditCents: Cents;
}

const EMPTY_MONEY: SessionMoney = {
  balanceCents: cents(0),
  rewardCents: cents(0),
  totalBalanceCents: cents(0),
  creditCents: cents(0),
};

/** The header's figures from the login data or a top-content answer. */
const moneyOf = (content: TopContent): SessionMoney => ({
  balanceCents: content.balanceCents,
  rewardCents: content.rewardCents,
  totalBalanceCents: content.totalBalanceCents,
  creditCents: content.creditCents,
});

export const sessionState = proxy<SessionState>({
  session: null,
  loginData: null,
  money: { ...EMPTY_MONEY },
  tickerMessage: '',
  jackpots: [],
  jackpotsLoaded: false,
  jackpotCurrency: 'MYR',
  stale: false,
});

export const sessionActions = {
  /** `stale`: the login data is the stored copy of an offline start (replaced once the connection is back). */
  signedIn(session: Session, loginData: LoginData, stale = false): void {
    sessionState.stale = stale;
    sessionState.session = session;
    sessionState.loginData = ref(loginData);
    sessionState.money = moneyOf(loginData);
    sessionState.tickerMessage = loginData.tickerMessage;
  },
  /** Logged in but the password must change first (S106): no login data yet. */
  pendingPasswordChange(session: Session): void {
    sessionState.session = session;
    sessionState.loginData = null;
  },
  topContent(content: TopContent): void {
    const { loginData } = sessionState;
    if (loginData !== null) sessionState.loginData = ref({ ...loginData, ...content });
    sessionState.money = moneyOf(content);
    sessionState.tickerMessage = content.tickerMessage;
  },
  balance(balance: Balance): void {
    sessionState.money = {
      ...sessionState.money,
      balanceCents: balance.balanceCents,
      rewardCents: balance.rewardCents,
      totalBalanceCents: cents(balance.balanceCents + balance.rewardCents),
    };
  },
  jackpots(items: Jackpot[]): void {
    sessionState.jackpots = items;
    sessionState.jackpotsLoaded = true;
  },
  toggleJackpotCurrency(): void {
    sessionState.jackpotCurrency = sessionState.jackpotCurrency === 'MYR' ? 'USD' : 'MYR';
  },
  /** docs/product.md S4 "Clearing the session": everything of the user goes; the UI stops its timers. */
  cleared(): void {
    Object.assign(sessionState, {
      session: null,
      loginData: null,
      money: { ...EMPTY_MONEY },
      tickerMessage: '',
      jackpots: [],
      jackpotsLoaded: false,
      stale: false,
    });
  },
};
