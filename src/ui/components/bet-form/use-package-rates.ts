// The player's package rates for the forms' top-payout preview: the call the package-info screen makes
// (GetLoginPlayerSummaryInfo; an agent's downline player by UserId, since a bet is priced by its player's
// package). Asked once per login and player and kept for the page's life: rates change rarely, and the
// preview must not wait on the network at each tap. Without them (offline, refused) no payout is shown.
import { startTransition, useEffect, useState } from 'react';
import type { PlayerPackages } from '../../../../contract/packages.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { BackOffice } from '../../../core/use-cases/back-office.ts';

const asked = new Map<string, Promise<PlayerPackages | null>>();

export function usePackageRates(loginId: string | null, player: string): PlayerPackages | null {
  const office = useInjection<BackOffice>(BackOffice);
  const key = `${loginId ?? ''}|${player.toLowerCase()}`;
  const [rates, setRates] = useState<{ key: string; packages: PlayerPackages | null }>({ key: '', packages: null });

  useEffect(() => {
    if (loginId === null || player === '') return;
    let request = asked.get(key);
    if (request === undefined) {
      const own = player.toLowerCase() === loginId.toLowerCase();
      request = office.packages(own ? undefined : player).catch(() => {
        // Not kept: a later visit asks again.
        asked.delete(key);
        return null;
      });
      asked.set(key, request);
    }
    let live = true;
    // A transition: the rates re-render the whole form, which as an ordinary update would be one task of
    // ~45 ms here right after the form first shows (×4 on a phone: Lighthouse's blocking time, issue 15).
    void request.then((packages) => {
      if (live) startTransition(() => setRates({ key, packages }));
    });
    return () => {
      live = false;
    };
  }, [office, key, loginId, player]);

  return rates.key === key ? rates.packages : null;
}
