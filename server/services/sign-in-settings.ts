// Per-site sign-in settings (docs/api/sign-in-gates.md): the minimum app version (E142) and the
// blocked address ranges (E303), set by the site's company account (E103 for anyone else, as the other
// operator holds of a site). The token call checks both before it looks at the password: they depend on
// the pin and the request, not on the account, so they tell a guesser nothing, and cost no argon2.
import type { SignInSettingsBody } from '../../contract/requests/admin.ts';
import { ApiError } from './api-error.ts';
import type { Actor } from './access.ts';
import type { ServiceContext } from './context.ts';
import { addressInRanges, canonicalRange } from './address-ranges.ts';

export interface SignInSettingsView {
  /** '' when every version is accepted. */
  minAppVersion: string;
  /** Canonical CIDR ranges (address-ranges.ts), sorted. */
  blockedRanges: string[];
}

/** The change as the operator sends it: POST /admin/sign-in-settings's body (contract/requests/admin.ts). */
export type SignInSettingsChange = SignInSettingsBody;

/** Versions are dotted numbers, as package.json has them ("1.4.2"); "1.4" reads as "1.4.0". */
const VERSION = /^\d{1,6}(\.\d{1,6}){0,2}$/;

/** <0, 0, >0 as a is older than, the same as, newer than b; both already matched VERSION. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < 3; index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Whether an app of `version` may sign in given the minimum; a version that is not one is too old. */
export function versionSupported(version: string, minimum: string): boolean {
  if (minimum === '') return true;
  return VERSION.test(version) && compareVersions(version, minimum) >= 0;
}

export async function signInSettings(ctx: ServiceContext, actor: Actor): Promise<SignInSettingsView> {
  if (actor.user.role !== 'company') throw new ApiError('E103');
  return settingsOf(ctx, actor.user.site_id);
}

export async function setSignInSettings(
  ctx: ServiceContext,
  actor: Actor,
  change: SignInSettingsChange,
): Promise<SignInSettingsView> {
  if (actor.user.role !== 'company') throw new ApiError('E103');
  const siteId = actor.user.site_id;
  const minimum = change.minAppVersion?.trim();
  if (minimum !== undefined && minimum !== '' && !VERSION.test(minimum))
    throw new ApiError('V103', ['minAppVersion'], 'minAppVersion');
  const ranges = change.blockedRanges?.map(canonicalRange);
  if (ranges?.some((range) => range === undefined)) throw new ApiError('V103', ['blockedRanges'], 'blockedRanges');
  await ctx.db.transaction().execute(async (trx) => {
    if (minimum !== undefined) {
      await trx
        .insertInto('sign_in_settings')
        .values({ site_id: siteId, min_app_version: minimum })
        .onConflict((oc) => oc.column('site_id').doUpdateSet({ min_app_version: minimum }))
        .execute();
    }
    if (ranges !== undefined) {
      // The list is replaced as a whole: what the operator sends is what is blocked.
      await trx.deleteFrom('blocked_ranges').where('site_id', '=', siteId).execute();
      const unique = [...new Set(ranges as string[])];
      if (unique.length > 0)
        await trx
          .insertInto('blocked_ranges')
          .values(unique.map((cidr) => ({ site_id: siteId, cidr })))
          .execute();
    }
  });
  return settingsOf(ctx, siteId);
}

async function settingsOf(ctx: ServiceContext, siteId: number): Promise<SignInSettingsView> {
  const [settings, ranges] = await Promise.all([
    ctx.db.selectFrom('sign_in_settings').select('min_app_version').where('site_id', '=', siteId).executeTakeFirst(),
    ctx.db.selectFrom('blocked_ranges').select('cidr').where('site_id', '=', siteId).orderBy('cidr').execute(),
  ]);
  return { minAppVersion: settings?.min_app_version ?? '', blockedRanges: ranges.map((row) => row.cidr) };
}

/**
 * The token call's checks before the password, for the site of `pin`: E303 when the address lies in one
 * of its blocked ranges, then E142 when the app's version is below its minimum. An unknown pin passes (the
 * login then answers E111 like any unknown name). No version sent: not judged here; GetLoginData judges
 * the version the app sends there (versionRefusal).
 */
export async function refuseBlockedOrOutdated(
  ctx: ServiceContext,
  pin: string,
  address: string,
  version: string | undefined,
): Promise<void> {
  const rows = await ctx.db
    .selectFrom('sites')
    .leftJoin('sign_in_settings', 'sign_in_settings.site_id', 'sites.id')
    .leftJoin('blocked_ranges', 'blocked_ranges.site_id', 'sites.id')
    .select(['sign_in_settings.min_app_version', 'blocked_ranges.cidr'])
    .where('sites.pin', '=', pin)
    .execute();
  const ranges = rows.flatMap((row) => (row.cidr ? [row.cidr] : []));
  if (addressInRanges(address, ranges)) throw new ApiError('E303');
  const minimum = rows[0]?.min_app_version ?? '';
  if (version !== undefined && !versionSupported(version, minimum)) throw new ApiError('E142', [minimum]);
}

/** GetLoginData's check of the version the app sends (docs/api/info.md): E142 [minimum] below it. */
export async function refuseOutdated(ctx: ServiceContext, siteId: number, version: string | undefined): Promise<void> {
  if (version === undefined) return;
  const row = await ctx.db
    .selectFrom('sign_in_settings')
    .select('min_app_version')
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (!versionSupported(version, row?.min_app_version ?? '')) throw new ApiError('E142', [row?.min_app_version ?? '']);
}
