// The browser's side of web push: whether it can show a win alert, and its subscription with the
// browser's push service (through the service worker). Asking for permission is the player's choice.
import type { PushSubscriptionKeys } from './my-numbers-service.ts';

export type PushPermission = 'unsupported' | 'default' | 'granted' | 'denied';

export interface PushSubscriber {
  permission(): PushPermission;
  /** Asks for permission when not yet asked, then subscribes with the server's key; null when refused or impossible. */
  subscribe(publicKey: string): Promise<PushSubscriptionKeys | null>;
  /** Ends this browser's subscription; its endpoint, for the server to forget, or null when there was none. */
  unsubscribe(): Promise<string | null>;
}

export const PushSubscriber = Symbol.for('PushSubscriber');
