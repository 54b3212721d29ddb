// Which settings screens a role has (docs/product.md S6: account settings are the agents', package info
// the members'), in menu order. Pure, unit-tested (tests/ui/settings/settings-entries.test.ts). The
// two-factor screen (/settings/security/) joins this list when it is built.
import type { Role } from '../../../../../contract/login-data.ts';

export type SettingsKey =
  | 'entry-profile'
  | 'entry-account'
  | 'entry-betstatistics'
  | 'entry-packageinfo'
  | 'entry-report'
  | 'entry-downlines'
  | 'entry-changepassword';

export interface SettingsEntry {
  path: string;
  key: SettingsKey;
}

const ALL: readonly (SettingsEntry & { roles: readonly Role[] })[] = [
  { path: '/settings/profile/', key: 'entry-profile', roles: ['member', 'agent'] },
  { path: '/agent/downlines/', key: 'entry-downlines', roles: ['agent'] },
  { path: '/settings/account/', key: 'entry-account', roles: ['agent'] },
  { path: '/report/', key: 'entry-report', roles: ['member', 'agent'] },
  { path: '/settings/betstatistics/', key: 'entry-betstatistics', roles: ['member', 'agent'] },
  { path: '/settings/packageinfo/', key: 'entry-packageinfo', roles: ['member'] },
  { path: '/settings/changepassword/', key: 'entry-changepassword', roles: ['member', 'agent'] },
];

/** The entries of a role; none before the login data says which role it is. */
export function settingsEntries(role: Role | undefined): SettingsEntry[] {
  if (role === undefined) return [];
  return ALL.filter((entry) => entry.roles.includes(role)).map(({ path, key }) => ({ path, key }));
}
