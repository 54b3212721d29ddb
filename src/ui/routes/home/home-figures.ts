// The money figures of the home header, as a pure function (tests/ui/settings/settings-screens.test.ts): the
// balance and the credit carry the profile's own names (settings namespace), so home and /settings/profile/
// speak of one "credit balance" and one "credit"; the profile explains each in a line.
export interface HomeMoney {
  balance: number;
  reward: number;
  credit: number;
}

export function homeFigures(money: HomeMoney) {
  return [
    // The server's Balance is the profile's CreditBalance (what can be bet now).
    { key: 'balance', label: 'settings:profile-credit-balance', amount: money.balance },
    { key: 'reward', label: 'home:reward', amount: money.reward },
    { key: 'credit', label: 'settings:profile-credit', amount: money.credit },
  ] as const;
}
