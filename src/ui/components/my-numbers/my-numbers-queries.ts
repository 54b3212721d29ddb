// My numbers and their hits as server state (TanStack Query, one cache: src/ui/query/with-queries.tsx).
// The list's calls answer with the whole list, which replaces the cached one; a changed list asks for its
// hits again. The hits are asked again whenever the result stream says a result was published.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyNumbersList } from '../../../../contract/my-numbers.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { MyNumbersService } from '../../../core/ports/my-numbers-service.ts';

export const MY_NUMBERS_KEY = ['mynumbers', 'list'] as const;
export const MY_NUMBER_HITS_KEY = ['mynumbers', 'hits'] as const;

export function useMyNumbers() {
  const service = useInjection<MyNumbersService>(MyNumbersService);
  return useQuery({ queryKey: MY_NUMBERS_KEY, queryFn: () => service.list() });
}

/** The hits of the list in the latest results; `enabled` false for an anonymous visitor. */
export function useMyNumberHits(enabled = true) {
  const service = useInjection<MyNumbersService>(MyNumbersService);
  return useQuery({ queryKey: MY_NUMBER_HITS_KEY, queryFn: () => service.hits(), enabled });
}

type Change =
  | { kind: 'add'; number: string; label: string }
  | { kind: 'rename'; id: number; label: string }
  | { kind: 'remove'; id: number };

export function useChangeMyNumbers() {
  const service = useInjection<MyNumbersService>(MyNumbersService);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change): Promise<MyNumbersList> => {
      if (change.kind === 'add') return service.add(change.number, change.label);
      if (change.kind === 'rename') return service.rename(change.id, change.label);
      return service.remove(change.id);
    },
    onSuccess: (list) => {
      client.setQueryData(MY_NUMBERS_KEY, list);
      void client.invalidateQueries({ queryKey: MY_NUMBER_HITS_KEY });
    },
  });
}
