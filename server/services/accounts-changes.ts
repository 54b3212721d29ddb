// The record of account changes (migration 0095; docs/api/account-changes.md). What an agent or the company
// changed on a downline, one row per setting, written by the change's own transaction (accounts-update.ts,
// accounts-create.ts), so a history never shows a change that did not happen or misses one that did.
// Values as text: money in cents, rates in basis points, lists joined by spaces; '' for none.
import type { Transaction, Updateable } from 'kysely';
import type { Database, UsersTable } from '../store/schema.ts';
import type { Holder } from './accounts-rules.ts';

type Trx = Transaction<Database>;

export const ACCOUNT_CHANGE_FIELDS = [
  'created',
  'credit',
  'commission',
  'pt',
  'max-fight',
  'max-tickets',
  'max-stake',
  'status',
  'games',
  'packages',
  'phone',
] as const;
export type AccountChangeField = (typeof ACCOUNT_CHANGE_FIELDS)[number];

export interface AccountChangeEntry {
  field: AccountChangeField;
  previous: string;
  value: string;
}

export interface ChangeStamp {
  siteId: number;
  userId: number;
  by: number;
  at: Date;
}

const text = (value: number | string | bigint | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The settings a patch of the users row changes, each from what the target had. */
export function patchEntries(target: Holder, patch: Updateable<UsersTable>): AccountChangeEntry[] {
  const before = target.user;
  const pairs: [AccountChangeField, unknown, unknown][] = [
    ['credit', target.usage.limitCents, patch.credit_limit_cents],
    ['commission', before.commission_bp, patch.commission_bp],
    ['pt', before.pt_bp, patch.pt_bp],
    ['max-fight', before.max_fight_cents, patch.max_fight_cents],
    ['max-tickets', before.max_tickets_per_day, patch.max_tickets_per_day],
    ['max-stake', before.max_stake_per_day_cents, patch.max_stake_per_day_cents],
    ['status', before.status, patch.status],
    ['phone', before.phone, patch.phone],
  ];
  return pairs
    .filter(([, , next]) => next !== undefined)
    .map(([field, previous, next]) => ({ field, previous: text(previous as string), value: text(next as string) }))
    .filter((entry) => entry.previous !== entry.value);
}

/** The games before and after, each sorted, when they differ. */
export function gamesEntry(
  before: ReadonlySet<string>,
  added: readonly string[],
  removed: readonly string[],
): AccountChangeEntry[] {
  if (added.length === 0 && removed.length === 0) return [];
  const after = new Set([...before, ...added]);
  for (const game of removed) after.delete(game);
  return [{ field: 'games', previous: [...before].sort().join(' '), value: [...after].sort().join(' ') }];
}

/** Package changes by kind and the packages' names, as 'kind name' (a kind taken away: ''). */
export async function packageEntries(
  trx: Trx,
  before: ReadonlyMap<string, number>,
  changes: readonly [string, number | null][],
): Promise<AccountChangeEntry[]> {
  if (changes.length === 0) return [];
  const ids = [
    ...new Set(
      [...changes.map(([, id]) => id), ...changes.map(([kind]) => before.get(kind) ?? null)].filter(
        (id): id is number => id !== null,
      ),
    ),
  ];
  const rows = ids.length
    ? await trx.selectFrom('packages').select(['id', 'name']).where('id', 'in', ids).execute()
    : [];
  const name = (id: number | null | undefined) =>
    id === null || id === undefined ? '' : (rows.find((row) => row.id === id)?.name ?? String(id));
  return changes.map(([kind, id]) => ({
    field: 'packages',
    previous: before.has(kind) ? `${kind} ${name(before.get(kind))}` : '',
    value: id === null ? '' : `${kind} ${name(id)}`,
  }));
}

export async function recordChanges(
  trx: Trx,
  stamp: ChangeStamp,
  entries: readonly AccountChangeEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('account_changes')
    .values(
      entries.map((entry) => ({
        site_id: stamp.siteId,
        user_id: stamp.userId,
        field: entry.field,
        previous: entry.previous,
        value: entry.value,
        changed_by: stamp.by,
        changed_at: stamp.at,
      })),
    )
    .execute();
}
