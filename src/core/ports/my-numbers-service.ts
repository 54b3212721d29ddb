// My numbers and the win alerts' push subscription, on the server (docs/live-draws.md). Every call acts on
// the signed-in user's own list.
import type { MyNumberHits, MyNumbersList } from '../../../contract/my-numbers.ts';

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface MyNumbersService {
  list(): Promise<MyNumbersList>;
  add(number: string, label: string): Promise<MyNumbersList>;
  rename(id: number, label: string): Promise<MyNumbersList>;
  remove(id: number): Promise<MyNumbersList>;
  /** The list's hits in today's and yesterday's latest results. */
  hits(): Promise<MyNumberHits>;
  /** The server's VAPID public key. */
  pushKey(): Promise<string>;
  subscribePush(subscription: PushSubscriptionKeys, language: string): Promise<void>;
  unsubscribePush(endpoint: string): Promise<void>;
}

export const MyNumbersService = Symbol.for('MyNumbersService');
