// The figures of /settings/profile/ in order (docs/product.md S2 "Profile"): credit, account balance, credit
// balance, then outstanding (a member) or downline credit (an agent). Pure, unit-tested.
import type { MobileProfile } from '../../../../../contract/profile.ts';

export type ProfileKey =
  | 'profile-credit'
  | 'profile-account-balance'
  | 'profile-credit-balance'
  | 'profile-outstanding'
  | 'profile-downline-credit';

export function profileRows(profile: MobileProfile): { key: ProfileKey; cents: number }[] {
  const cents = (units: number) => Math.round(units * 100);
  return [
    { key: 'profile-credit', cents: cents(profile.Credit) },
    { key: 'profile-account-balance', cents: cents(profile.AccountBalance) },
    { key: 'profile-credit-balance', cents: cents(profile.CreditBalance) },
    profile.Type === 'member'
      ? { key: 'profile-outstanding', cents: cents(profile.Outstanding) }
      : { key: 'profile-downline-credit', cents: cents(profile.DownlineCredit) },
  ];
}
