// Which house screens the caller may open (GET /admin/access): a screen the caller may not run shows the
// catalogue's "no permission" and a way home rather than a form the server would refuse. The server checks
// every call on its own; this only keeps a dead end off the screen.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HouseAccess } from '../../../../contract/house.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { HouseService } from '../../../core/ports/house-service.ts';
import { NoPermission } from '../shell/no-permission.tsx';
import { QueryState } from './query-state.tsx';

export const ACCESS_KEY = ['house', 'access'] as const;

export function useHouseAccess() {
  const house = useInjection<HouseService>(HouseService);
  return useQuery({ queryKey: ACCESS_KEY, queryFn: () => house.access(), staleTime: 60_000 });
}

/** The screen when `allowed` says the caller may run it; the "no permission" screen otherwise. */
export function HouseGate({
  allowed,
  children,
}: {
  allowed: (access: HouseAccess) => boolean;
  children: (access: HouseAccess) => ReactNode;
}) {
  const access = useHouseAccess();
  if (access.data === undefined) {
    return (
      <div className="screen">
        <main className="content">
          <QueryState pending={access.isPending} error={access.error === null ? null : asServiceError(access.error)} />
        </main>
      </div>
    );
  }
  if (!allowed(access.data)) return <NoPermission />;
  return <>{children(access.data)}</>;
}
