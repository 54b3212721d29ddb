// Win alerts by web push (docs/live-draws.md): asked for only after the player added a number (never on
// opening the app), and ended at logout, so a shared phone does not go on telling the last user's wins.
import type { MyNumbersService } from '../../../core/ports/my-numbers-service.ts';
import type { PushPermission, PushSubscriber } from '../../../core/ports/push-subscriber.ts';

/** Subscribes this browser when it can and the player allows it; the permission it ends with. */
export async function startWinAlerts(
  push: PushSubscriber,
  numbers: MyNumbersService,
  language: string,
): Promise<PushPermission> {
  if (push.permission() === 'unsupported' || push.permission() === 'denied') return push.permission();
  try {
    const subscription = await push.subscribe(await numbers.pushKey());
    if (subscription !== null) await numbers.subscribePush(subscription, language);
  } catch {
    // The server or the push service could not be reached: alerts stay in the app; the next add tries again.
  }
  return push.permission();
}

/** Ends this browser's subscription, here and on the server (while the session still holds). */
export async function endWinAlerts(push: PushSubscriber, numbers: MyNumbersService): Promise<void> {
  const endpoint = await push.unsubscribe();
  if (endpoint !== null) await numbers.unsubscribePush(endpoint).catch(() => undefined);
}
