// The money figures of the home header, as a pure function (tests/ui/settings/settings-screens.test.ts): the
// balance and the credit carry the profile's own names (settings namespace), so home and /settings/profile/
// speak of one "credit balance" and one "credit"; the profile explains each in a line. Amounts in cents.
import type { Cents } from '../../../core/domain/money.ts';

export interface HomeMoney {
  balanceCents: Cents;
  rewardCents: Cents;
  creditCents: Cents;
}

export function homeFigures(money: HomeMoney) {
  return [
    // The server's Balance is the profile's CreditBalance (what can be bet now).
    { key: 'balance', label: 'settings:profile-credit-balance', cents: money.balanceCents },
    { key: 'reward', label: 'home:reward', cents: money.rewardCents },
    { key: 'credit', label: 'settings:profile-credit', cents: money.creditCents },
  ] as const;
}
