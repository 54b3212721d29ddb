// The signed-in user's state: login data at start, the 60 s top-content ping, the balance after a bet.
import type { LoginData, TopContent } from '../../../contract/login-data.ts';

export interface Balance {
  balance: number;
  reward: number;
}

export interface AccountService {
  loginData(): Promise<LoginData>;
  topContent(): Promise<TopContent>;
  balance(): Promise<Balance>;
}

export const AccountService = Symbol.for('AccountService');
