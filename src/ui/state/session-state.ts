// The signed-in user's slice of app state (valtio): the session, the player state from the login data,
// the money header and the tickers. Changed only by the actions below; components read snapshots. Login
// data is stored with ref(): it is replaced whole, never edited field by field.
import { proxy, ref } from 'valtio';
import type { LoginData, TopContent } from '../../../contract/login-data.ts';
import type { JackpotItem } from '../../../contract/results.ts';
import type { Session } from '../../core/domain/session.ts';
import type { Balance } from '../../core/ports/account-service.ts';

export type JackpotCurrency = 'MYR' | 'USD';

export interface SessionState {
  session: Session | null;
  loginData: LoginData | null;
  /** Refreshed after a bet or void and by the 60 s ping; starts from the login data. */
  money: { balance: number; reward: number; totalBalance: number; credit: number };
  tickerMessage: string;
  jackpots: JackpotItem[];
  /** Whether the jackpots have been asked for and answered (or failed) in this session. */
  jackpotsLoaded: boolean;
  /** The jackpot ticker's toggle (docs/product.md S9: MYR by default). */
  jackpotCurrency: JackpotCurrency;
  /** The login data is the copy stored at the last visit (the app opened offline), not a fresh answer. */
  stale: boolean;
}

const EMPTY_MONEY = { balance: 0, reward: 0, totalBalance: 0, credit: 0 };

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
    sessionState.money = {
      balance: loginData.balance,
      reward: loginData.reward,
      totalBalance: loginData.totalBalance,
      credit: loginData.credit,
    };
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
    sessionState.money = {
      balance: content.balance,
      reward: content.reward,
      totalBalance: content.totalBalance,
      credit: content.credit,
    };
    sessionState.tickerMessage = content.tickerMessage;
  },
  balance(balance: Balance): void {
    sessionState.money = {
      ...sessionState.money,
      balance: balance.balance,
      reward: balance.reward,
      totalBalance: balance.balance + balance.reward,
    };
  },
  jackpots(items: JackpotItem[]): void {
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
