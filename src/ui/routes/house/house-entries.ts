// Which house screens a caller has (docs/house.md), in menu order: the house's own (results, maintenance)
// for a house operator, the site's (sign-in, rates, links, the audit log) for a site's company account. Pure, unit-tested.
import type { HouseAccess } from '../../../../contract/house.ts';

export type HouseEntryKey =
  'entry-result' | 'entry-maintenance' | 'entry-signin' | 'entry-rates' | 'entry-links' | 'entry-audit';

export interface HouseEntry {
  path: string;
  key: HouseEntryKey;
  scope: 'house' | 'site';
}

export const HOUSE_ENTRIES: readonly HouseEntry[] = [
  { path: '/house/result/', key: 'entry-result', scope: 'house' },
  { path: '/house/maintenance/', key: 'entry-maintenance', scope: 'house' },
  { path: '/house/signin/', key: 'entry-signin', scope: 'site' },
  { path: '/house/rates/', key: 'entry-rates', scope: 'site' },
  { path: '/house/links/', key: 'entry-links', scope: 'site' },
  { path: '/house/audit/', key: 'entry-audit', scope: 'site' },
];

export function houseEntries(access: Pick<HouseAccess, 'house' | 'site'>): HouseEntry[] {
  return HOUSE_ENTRIES.filter((entry) => access[entry.scope]);
}
