// The login data's amounts from the wire's units into the domain's cents (src/core/domain/login-data.ts):
// GetLoginData, the 60 s GetInfoForTopContent and GetPlayerBalance. The header and the sheet's minimums
// read these figures, so a malformed one is a malformed answer (E101), never NaN on screen. The offline
// copy stored by an older app holds the wire's units too and is read back through the same mapper.
import type {
  CurrencyInfo as WireCurrencyInfo,
  LoginData as WireLoginData,
  TopContent as WireTopContent,
} from '../../../contract/login-data.ts';
import type { PlayerBalance } from '../../../contract/profile.ts';
import type { CurrencyInfo, LoginData, TopContent } from '../../core/domain/login-data.ts';
import { ServiceError } from '../../core/domain/service-error.ts';
import type { Balance } from '../../core/ports/account-service.ts';
import { wireCents } from './wire-money.ts';

function currenciesOf(currencies: unknown): CurrencyInfo[] {
  if (!Array.isArray(currencies)) throw new ServiceError('E101');
  return currencies.map((currency: WireCurrencyInfo | null) => {
    if (typeof currency !== 'object' || currency === null) throw new ServiceError('E101');
    const { minRegular, minIbox, ...rest } = currency;
    return { ...rest, minRegularCents: wireCents(minRegular), minIboxCents: wireCents(minIbox) };
  });
}

/** The amounts both answers carry, in cents; the rest of the answer goes on as the wire wrote it. */
function withCents<Rest>(wire: WireTopContent & Rest) {
  const { balance, reward, totalBalance, credit, currencies, ...rest } = wire;
  return {
    ...rest,
    balanceCents: wireCents(balance),
    rewardCents: wireCents(reward),
    totalBalanceCents: wireCents(totalBalance),
    creditCents: wireCents(credit),
    currencies: currenciesOf(currencies),
  };
}

export const loginDataOf = (wire: WireLoginData): LoginData => withCents(wire);

export const topContentOf = (wire: WireTopContent): TopContent => withCents(wire);

export function balanceOf(wire: PlayerBalance): Balance {
  return { balanceCents: wireCents(wire.Balance), rewardCents: wireCents(wire.Reward) };
}
