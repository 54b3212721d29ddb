// The player's package rates for the forms' top-payout preview: the call the package-info screen makes
// (GetLoginPlayerSummaryInfo; an agent's downline player by UserId, since a bet is priced by its player's
// package). Asked once per login and player and kept for the page's life: rates change rarely, and the
// preview must not wait on the network at each tap. Without them (offline, refused) no payout is shown.
import { startTransition, useEffect, useState } from 'react';
import type { PlayerPackages } from '../../../../contract/packages.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { BackOffice } from '../../../core/use-cases/back-office.ts';
import { whenIdle } from '../../when-idle.ts';

const asked = new Map<string, Promise<PlayerPackages | null>>();

/** The rates of `player`, asked once per login and player; a refusal is not kept, so a later visit asks again. */
function ask(office: BackOffice, key: string, loginId: string, player: string): Promise<PlayerPackages | null> {
  let request = asked.get(key);
  if (request === undefined) {
    const own = player.toLowerCase() === loginId.toLowerCase();
    request = office.packages(own ? undefined : player).catch(() => {
      asked.delete(key);
      return null;
    });
    asked.set(key, request);
  }
  return request;
}

export function usePackageRates(loginId: string | null, player: string): PlayerPackages | null {
  const office = useInjection<BackOffice>(BackOffice);
  const key = `${loginId ?? ''}|${player.toLowerCase()}`;
  const [rates, setRates] = useState<{ key: string; packages: PlayerPackages | null }>({ key: '', packages: null });

  useEffect(() => {
    if (loginId === null || player === '') return undefined;
    let live = true;
    // A transition: the rates re-render the whole form, which as an ordinary update would be one task of
    // ~45 ms here right after the form first shows (×4 on a phone: Lighthouse's blocking time).
    const use = (request: Promise<PlayerPackages | null>) =>
      void request.then((packages) => {
        if (live) startTransition(() => setRates({ key, packages }));
      });
    const known = asked.get(key);
    let cancel = () => {};
    if (known !== undefined) use(known);
    // Asked once the page is idle: only a typed number needs them, and the form's first paint comes first.
    else cancel = whenIdle(() => use(ask(office, key, loginId, player)));
    return () => {
      live = false;
      cancel();
    };
  }, [office, key, loginId, player]);

  return rates.key === key ? rates.packages : null;
}
