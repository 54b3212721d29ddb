// The maintenance switch (V110; docs/api/sign-in-gates.md). One switch for the whole house (the
// `maintenance` table holds one row, migration 0030), set by a house operator only: every site runs on
// the same server and database, so maintenance of either is everyone's. While it is on, every session
// call and every login answers 503 V110, except for house operators (who must be able to look around and
// switch it off) and the calls marked open during maintenance (Logout, the switch itself); the public
// results and config calls never ask. It ends when switched off or, if given, at its end time.
import type { Kysely } from 'kysely';
import type { MaintenanceBody } from '../../contract/requests/admin.ts';
import {
  maintenanceParams,
  type MaintenanceDetails,
  type MaintenanceReason,
} from '../../src/core/domain/maintenance.ts';
import { ApiError } from './api-error.ts';
import type { Actor } from './access.ts';
import type { ServiceContext } from './context.ts';

export interface MaintenanceView {
  active: boolean;
  reason: MaintenanceReason | null;
  /** ISO 8601 (UTC), or null. */
  endsAt: string | null;
}

interface Switch {
  active: boolean;
  reason: MaintenanceReason | null;
  endsAt: number | null;
}

/**
 * Every session call asks, so the answer is kept for a moment per database: one read a second at most,
 * not one per bet. A switch made by this process is seen at once (set() refreshes it); one made by another
 * process sharing the PostgreSQL within CACHE_MS.
 */
const CACHE_MS = 1000;
const cache = new WeakMap<Kysely<unknown>, { readAt: number; value: Switch }>();

async function readSwitch(ctx: ServiceContext): Promise<Switch> {
  const now = ctx.clock.now();
  const cached = cache.get(ctx.db as Kysely<unknown>);
  if (cached && now - cached.readAt >= 0 && now - cached.readAt < CACHE_MS) return cached.value;
  const row = await ctx.db.selectFrom('maintenance').selectAll().where('id', '=', 1).executeTakeFirst();
  const value: Switch = {
    active: row?.active ?? false,
    reason: (row?.message || null) as MaintenanceReason | null,
    endsAt: row?.ends_at ? row.ends_at.getTime() : null,
  };
  cache.set(ctx.db as Kysely<unknown>, { readAt: now, value });
  return value;
}

/** What is in force now: on until switched off or until its end time, whichever comes first. */
export async function maintenanceNow(ctx: ServiceContext): Promise<MaintenanceDetails | null> {
  const state = await readSwitch(ctx);
  if (!state.active || (state.endsAt !== null && ctx.clock.now() >= state.endsAt)) return null;
  return { reason: state.reason, endsAt: state.endsAt };
}

/** Throws 503 V110 [reason, end] while maintenance is on, unless the user is a house operator. */
export async function refuseDuringMaintenance(ctx: ServiceContext, user: { house_operator: boolean }): Promise<void> {
  if (user.house_operator) return;
  const details = await maintenanceNow(ctx);
  if (details) throw new ApiError('V110', maintenanceParams(details));
}

export async function maintenanceView(ctx: ServiceContext, actor: Actor): Promise<MaintenanceView> {
  if (!actor.user.house_operator) throw new ApiError('E103');
  const details = await maintenanceNow(ctx);
  return {
    active: details !== null,
    reason: details?.reason ?? null,
    endsAt: details?.endsAt == null ? null : new Date(details.endsAt).toISOString(),
  };
}

/** The switch as the operator sends it: POST /admin/maintenance's body (contract/requests/admin.ts). */
export type MaintenanceChange = MaintenanceBody;

export async function setMaintenance(
  ctx: ServiceContext,
  actor: Actor,
  change: MaintenanceChange,
): Promise<MaintenanceView> {
  if (!actor.user.house_operator) throw new ApiError('E103');
  const now = ctx.clock.now();
  const endsAt = change.endsAt == null ? null : Date.parse(change.endsAt);
  // An end already past would switch maintenance on and off in one breath: refuse it as bad input.
  if (endsAt !== null && (Number.isNaN(endsAt) || endsAt <= now)) throw new ApiError('V103', ['endsAt'], 'endsAt');
  const row = {
    active: change.active,
    message: change.active ? (change.reason ?? '') : '',
    ends_at: change.active && endsAt !== null ? new Date(endsAt) : null,
    updated_at: new Date(now),
  };
  await ctx.db
    .insertInto('maintenance')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  cache.delete(ctx.db as Kysely<unknown>);
  return maintenanceView(ctx, actor);
}
