// The figures of /settings/profile/ in order (docs/product.md S2 "Profile"): credit, account balance, credit
// balance, then outstanding (a member) or downline credit (an agent). Pure, unit-tested.
import type { AccountProfile } from '../../../../core/ports/settings-service.ts';

export type ProfileKey =
  | 'profile-credit'
  | 'profile-account-balance'
  | 'profile-credit-balance'
  | 'profile-outstanding'
  | 'profile-downline-credit';

export function profileRows(profile: AccountProfile): { key: ProfileKey; cents: number }[] {
  return [
    { key: 'profile-credit', cents: profile.creditCents },
    { key: 'profile-account-balance', cents: profile.accountBalanceCents },
    { key: 'profile-credit-balance', cents: profile.creditBalanceCents },
    profile.type === 'member'
      ? { key: 'profile-outstanding', cents: profile.outstandingCents }
      : { key: 'profile-downline-credit', cents: profile.downlineCreditCents },
  ];
}
