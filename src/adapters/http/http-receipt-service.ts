// ReceiptService over fetch: Report/GetReceipts (docs/product.md D9) with Type, Page and BetNo, and Type=guid
// for the receipt view. The answer's total and wins (units) become the port's cents here.
import { inject, injectable } from 'inversify';
import type { ReceiptItem as WireReceipt, ReceiptPage as WirePage } from '../../../contract/receipts.ts';
import type { ReceiptsQuery } from '../../../contract/requests/info.ts';
import { ServiceError } from '../../core/domain/service-error.ts';
import type { ReceiptItem, ReceiptPage, ReceiptQuery, ReceiptService } from '../../core/ports/receipt-service.ts';
import { ApiClient, queryString } from './api-client.ts';
import { wireCents } from './wire-money.ts';

export function receiptOf(wire: WireReceipt): ReceiptItem {
  const { total, outcome, ...rest } = wire;
  return {
    ...rest,
    totalCents: wireCents(total),
    ...(outcome === undefined
      ? {}
      : {
          outcome: {
            state: outcome.state,
            winCents: wireCents(outcome.winTotal),
            settled: outcome.settled,
            lineWins: outcome.lineWins.map((entry) => ({ line: entry.line, winCents: wireCents(entry.win) })),
          },
        }),
  };
}

const PATH = '/FDAPI/Report/GetReceipts';

@injectable()
export class HttpReceiptService implements ReceiptService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async list(query: ReceiptQuery): Promise<ReceiptPage> {
    const params = {
      Type: query.type,
      Page: query.page,
      ...(query.type === 'betno' ? { BetNo: query.betNo ?? '' } : {}),
    } satisfies ReceiptsQuery;
    const page = await this.api.data<WirePage>({ method: 'POST', path: PATH, query: queryString(params) });
    if (!Array.isArray(page.items)) throw new ServiceError('E101');
    return { ...page, items: page.items.map(receiptOf) };
  }

  async byGuid(guid: string): Promise<ReceiptItem | null> {
    try {
      const page = await this.api.data<WirePage>({
        method: 'POST',
        path: PATH,
        query: queryString({ Type: 'guid', Guid: guid } satisfies ReceiptsQuery),
      });
      const first = page.items?.[0];
      return first === undefined ? null : receiptOf(first);
    } catch (error) {
      if (error instanceof ServiceError && (error.status === 'E120' || error.status === 'V103')) return null;
      throw error;
    }
  }
}
