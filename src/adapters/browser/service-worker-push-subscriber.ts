// PushSubscriber through the service worker's PushManager (docs/live-draws.md). Where the browser has no
// service worker, no PushManager or no Notification (an older web view, a private window), it says
// 'unsupported' and the app shows win alerts inside the page only.
import type { PushSubscriptionKeys } from '../../core/ports/my-numbers-service.ts';
import type { PushPermission, PushSubscriber } from '../../core/ports/push-subscriber.ts';

const supported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof PushManager !== 'undefined' &&
  typeof Notification !== 'undefined';

/** The VAPID key as PushManager wants it: base64url text → bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export class ServiceWorkerPushSubscriber implements PushSubscriber {
  permission(): PushPermission {
    return supported() ? Notification.permission : 'unsupported';
  }

  async subscribe(publicKey: string): Promise<PushSubscriptionKeys | null> {
    if (!supported()) return null;
    try {
      if (Notification.permission === 'default' && (await Notification.requestPermission()) !== 'granted') return null;
      if (Notification.permission !== 'granted') return null;
      const worker = await registration();
      if (worker === null) return null;
      const subscription =
        (await worker.pushManager.getSubscription()) ??
        (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const json = subscription.toJSON();
      if (json.endpoint === undefined || json.keys?.p256dh === undefined || json.keys.auth === undefined) return null;
      return { endpoint: json.endpoint, p256dh: json.keys.p256dh, auth: json.keys.auth };
    } catch {
      // No push service reachable (a browser without one, a blocked network): alerts stay in the page.
      return null;
    }
  }

  async unsubscribe(): Promise<string | null> {
    if (!supported()) return null;
    try {
      const subscription = await (await registration())?.pushManager.getSubscription();
      if (!subscription) return null;
      await subscription.unsubscribe();
      return subscription.endpoint;
    } catch {
      return null;
    }
  }
}
