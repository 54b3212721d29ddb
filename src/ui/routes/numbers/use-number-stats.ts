// The numbers page's server state through TanStack Query: a number's history and a draw type's hot/cold.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useInjection } from '../../../app/container-context.tsx';
import { isLookupNumber } from '../../../core/domain/drawn-numbers.ts';
import { NumberStats } from '../../../core/ports/number-stats.ts';

/** Results change only when a draw is published: a minute's freshness is plenty. */
const STALE_MS = 60_000;

/** A number's history a page at a time: the first page has the counts; the list loads the next at its end. */
export function useNumberLookup(number: string, permutations: boolean) {
  const stats = useInjection<NumberStats>(NumberStats);
  return useInfiniteQuery({
    queryKey: ['numbers', 'lookup', number, permutations],
    queryFn: ({ pageParam }) => stats.lookup(number, permutations, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: isLookupNumber(number),
    staleTime: STALE_MS,
  });
}

export function useHotCold(drawType: string, days: number) {
  const stats = useInjection<NumberStats>(NumberStats);
  return useQuery({
    queryKey: ['numbers', 'hot-cold', drawType, days],
    queryFn: () => stats.hotCold(drawType, days),
    staleTime: STALE_MS,
  });
}
