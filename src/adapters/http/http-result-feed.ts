// ResultFeed over fetch (docs/api/reads.md). Public (no bearer token), because the result pages work
// before login; the host is the API base (docs/product.md D9), or the page's own origin while no site is
// chosen yet. Result reads are conditional: the last answer of each address is kept with its ETag, and a
// 304 answers that same object again (the results page polls every 5 s while a draw is due).
import type { JackpotItem, LaDrawResult, ResultListItem, SingleResult } from '../../../contract/results.ts';
import type { Jackpot } from '../../core/domain/jackpot.ts';
import type { DateTimeQuery, LatestResultQuery, ResultsQuery } from '../../../contract/requests/results.ts';
import type { ResultFeed } from '../../core/ports/result-feed.ts';
import { envelopeData, queryString, type ApiClient, type ApiRequest } from './api-client.ts';
import { jackpotsOf } from './jackpots.ts';

/** How many addresses' answers are kept (a user paging through dates must not grow it forever). */
const CACHE_LIMIT = 40;

export class HttpResultFeed implements ResultFeed {
  private readonly cache = new Map<string, { etag: string; data: unknown }>();

  constructor(
    private readonly api: ApiClient,
    private readonly fallbackBase: string,
  ) {}

  async jackpots(date?: string): Promise<Jackpot[]> {
    const query = queryString({ date: date ?? '' } satisfies DateTimeQuery);
    const items = await this.api.data<JackpotItem[]>({
      method: 'GET',
      path: '/Jackpot/GetJackpot',
      query,
      auth: false,
      fallbackBase: this.fallbackBase,
    });
    return jackpotsOf(items);
  }

  async latestResults(): Promise<ResultListItem[]> {
    return this.conditional<ResultListItem[]>('POST', '/Result/GetLatestResults');
  }

  async resultsOn(date: string): Promise<ResultListItem[]> {
    return this.conditional<ResultListItem[]>(
      'POST',
      '/Result/GetResults',
      queryString({ DrawDate: date } satisfies ResultsQuery),
    );
  }

  async latestResult(drawType: string, date?: string): Promise<SingleResult> {
    const query = queryString({ DrawTypeCode: drawType, DrawDate: date } satisfies LatestResultQuery);
    return this.conditional<SingleResult>('GET', '/Result/GetLatestResult', query);
  }

  async laResults(date: string, time?: string): Promise<LaDrawResult[]> {
    const query = queryString({ date: time === undefined ? date : `${date}T${time}` } satisfies DateTimeQuery);
    return this.conditional<LaDrawResult[]>('GET', '/DrawResultL/GetDrawResult', query);
  }

  private async conditional<T>(method: ApiRequest['method'], path: string, query = ''): Promise<T> {
    const key = `${method} ${path}?${query}`;
    const held = this.cache.get(key);
    const answer = await this.api.send({
      method,
      path,
      query,
      auth: false,
      fallbackBase: this.fallbackBase,
      ...(held ? { ifNoneMatch: held.etag } : {}),
    });
    if (answer.httpStatus === 304 && held) return held.data as T;
    const data = envelopeData<T>(answer);
    this.cache.delete(key);
    if (answer.etag !== undefined) this.cache.set(key, { etag: answer.etag, data });
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    return data;
  }
}
