// NumberStats over fetch (docs/numbers.md): public reads, no bearer token; the host is the API base, or the
// page's own origin while no site is chosen yet (as the results).
import type { HotColdAnswer, NumberLookupAnswer } from '../../../contract/numbers.ts';
import type { HotColdQuery, NumberLookupQuery } from '../../../contract/requests/numbers.ts';
import type { NumberStats } from '../../core/ports/number-stats.ts';
import { queryString, type ApiClient } from './api-client.ts';

export class HttpNumberStats implements NumberStats {
  constructor(
    private readonly api: ApiClient,
    private readonly fallbackBase: string,
  ) {}

  lookup(number: string, permutations: boolean, cursor?: string): Promise<NumberLookupAnswer> {
    const query = queryString({
      number,
      permutations: permutations ? '1' : '0',
      ...(cursor === undefined ? {} : { cursor }),
    } satisfies NumberLookupQuery);
    return this.api.data<NumberLookupAnswer>({
      method: 'GET',
      path: '/Numbers/Lookup',
      query,
      auth: false,
      fallbackBase: this.fallbackBase,
    });
  }

  hotCold(drawType: string, days: number): Promise<HotColdAnswer> {
    const query = queryString({ drawType, days: String(days) } as HotColdQuery);
    return this.api.data<HotColdAnswer>({
      method: 'GET',
      path: '/Numbers/HotCold',
      query,
      auth: false,
      fallbackBase: this.fallbackBase,
    });
  }
}
