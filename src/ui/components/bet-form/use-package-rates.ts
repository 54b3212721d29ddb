// The prize tables for the forms' top-payout preview: those the player's bets in the chosen currency are
// paid (the package-info call with a currency: the server picks the table with payoutTableOf, as
// settlement does, so an SPR bet shows the special table). An agent's downline player is asked by UserId,
// since a bet is priced by its player's package. Asked once per login, player and currency and kept for the
// page's life: rates change rarely, and the preview must not wait on the network at each tap. Without
// them (offline, refused) no payout is shown.
import { startTransition, useEffect, useState } from 'react';
import { useInjection } from '../../../app/container-context.tsx';
import type { PrizeTables } from '../../../core/domain/top-payout.ts';
import { SettingsService } from '../../../core/ports/settings-service.ts';
import { whenIdle } from '../../when-idle.ts';

const asked = new Map<string, Promise<PrizeTables | null>>();

/** The tables of `player` in `currency`, asked once per login, player and currency; a refusal is not kept, so a later visit asks again. */
function ask(
  settings: SettingsService,
  key: string,
  loginId: string,
  player: string,
  currency: string,
): Promise<PrizeTables | null> {
  let request = asked.get(key);
  if (request === undefined) {
    const own = player.toLowerCase() === loginId.toLowerCase();
    request = settings.prizeTables(own ? undefined : player, currency).catch(() => {
      asked.delete(key);
      return null;
    });
    asked.set(key, request);
  }
  return request;
}

export function usePackageRates(loginId: string | null, player: string, currency: string): PrizeTables | null {
  const settings = useInjection<SettingsService>(SettingsService);
  const key = `${loginId ?? ''}|${player.toLowerCase()}|${currency}`;
  const [rates, setRates] = useState<{ key: string; tables: PrizeTables | null }>({ key: '', tables: null });

  useEffect(() => {
    if (loginId === null || player === '' || currency === '') return undefined;
    let live = true;
    // A transition: the rates re-render the whole form, which as an ordinary update would be one task of
    // ~45 ms here right after the form first shows (×4 on a phone: Lighthouse's blocking time).
    const use = (request: Promise<PrizeTables | null>) =>
      void request.then((tables) => {
        if (live) startTransition(() => setRates({ key, tables }));
      });
    const known = asked.get(key);
    let cancel = () => {};
    if (known !== undefined) use(known);
    // Asked once the page is idle: only a typed number needs them, and the form's first paint comes first.
    else cancel = whenIdle(() => use(ask(settings, key, loginId, player, currency)));
    return () => {
      live = false;
      cancel();
    };
  }, [settings, key, loginId, player, currency]);

  return rates.key === key ? rates.tables : null;
}
