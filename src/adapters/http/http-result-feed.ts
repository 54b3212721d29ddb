// ResultFeed over fetch (docs/api/reads.md): the L and A jackpots. Public (no bearer token), because the
// result pages work before login; the jackpot host is the API base (docs/product.md D9), or the page's
// own origin while no site is chosen yet.
import type { JackpotItem } from '../../../contract/results.ts';
import type { ResultFeed } from '../../core/ports/result-feed.ts';
import type { ApiClient } from './api-client.ts';

export class HttpResultFeed implements ResultFeed {
  constructor(
    private readonly api: ApiClient,
    private readonly fallbackBase: string,
  ) {}

  async jackpots(date?: string): Promise<JackpotItem[]> {
    const query = new URLSearchParams({ date: date ?? '' }).toString();
    const items = await this.api.data<JackpotItem[]>({
      method: 'GET', path: '/Jackpot/GetJackpot', query, auth: false, fallbackBase: this.fallbackBase,
    });
    return Array.isArray(items) ? items : [];
  }
}
