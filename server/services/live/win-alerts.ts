// The win alerts of one published result version (docs/live-draws.md): every kept number it hits, of every
// user with a push subscription, becomes a notification in that subscription's language. Exactly one server
// process sends them: it claims the version in result_alerts first, and a process that finds it claimed
// sends nothing. A subscription the push service says is gone (404, 410) is deleted.
import webpush from 'web-push';
import { formatDrawDateText } from './draw-date-text.ts';
import { hitsOf } from '../../../src/core/domain/my-numbers.ts';
import { operatorOf } from '../../../src/core/domain/operators.ts';
import type { DrawResult } from '../../settlement/result.ts';
import type { ServiceContext } from '../context.ts';
import { tablesOf } from '../results/result-shapes.ts';
import { alertText } from './alert-texts.ts';
import { pushKeys } from './push-keys.ts';

/** Who the push services may contact about this server's messages (VAPID's subject). */
export const PUSH_SUBJECT = process.env.TIKAM_PUSH_SUBJECT ?? 'mailto:alerts@tikam.invalid';
/** How long a push service keeps an alert for a phone that is off: the evening's draws, until morning. */
const ALERT_TTL_SECONDS = 12 * 60 * 60;
/** A push service that does not answer within this is skipped for this alert. */
const PUSH_TIMEOUT_MS = 10_000;

export interface PublishedVersion {
  id: number;
  drawType: string;
  drawDate: string;
}

/** Sends the alerts of a version once across all processes; answers how many notifications were delivered. */
export async function sendWinAlerts(ctx: ServiceContext, version: PublishedVersion): Promise<number> {
  const claimed = await ctx.db
    .insertInto('result_alerts')
    .values({ result_id: version.id, sent_at: new Date(ctx.clock.now()) })
    .onConflict((conflict) => conflict.column('result_id').doNothing())
    .returning('result_id')
    .executeTakeFirst();
  if (claimed === undefined) return 0;
  const row = await ctx.db
    .selectFrom('draw_results')
    .select('result_json')
    .where('id', '=', version.id)
    .executeTakeFirstOrThrow();
  const tables = tablesOf(version.drawType, JSON.parse(row.result_json) as DrawResult);
  const kept = await ctx.db
    .selectFrom('my_numbers')
    .innerJoin('push_subscriptions', 'push_subscriptions.user_id', 'my_numbers.user_id')
    .select([
      'my_numbers.number',
      'my_numbers.label',
      'push_subscriptions.endpoint',
      'push_subscriptions.p256dh',
      'push_subscriptions.auth',
      'push_subscriptions.language',
    ])
    .execute();
  const alerts = kept.flatMap((entry) => hitsOf(entry.number, tables).map((hit) => ({ entry, hit })));
  if (alerts.length === 0) return 0;
  const keys = await pushKeys(ctx);
  const operator = operatorOf(version.drawType)?.name ?? version.drawType;
  let delivered = 0;
  for (const { entry, hit } of alerts) {
    const text = alertText(entry.language, {
      number: entry.number,
      label: entry.label,
      operator,
      date: formatDrawDateText(version.drawDate),
      prize: hit.prize,
    });
    const payload = JSON.stringify({
      ...text,
      url: '/mynumbers/',
      tag: `win-${version.drawType}-${version.drawDate}-${entry.number}`,
    });
    // web-push encrypts and signs (generateRequestDetails); fetch sends, over https to a browser's push
    // service or plain http to a local one (tests), which web-push's own sender does not speak.
    const request = webpush.generateRequestDetails(
      { endpoint: entry.endpoint, keys: { p256dh: entry.p256dh, auth: entry.auth } },
      payload,
      {
        vapidDetails: { subject: PUSH_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: ALERT_TTL_SECONDS,
      },
    );
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body === null ? null : new Uint8Array(request.body),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    }).catch(() => null);
    if (answer?.ok) delivered++;
    // Gone (the browser unsubscribed, the subscription expired): never tried again.
    if (answer?.status === 404 || answer?.status === 410)
      await ctx.db.deleteFrom('push_subscriptions').where('endpoint', '=', entry.endpoint).execute();
  }
  return delivered;
}
