// ReceiptService over fetch: Report/GetReceipts (docs/product.md D9) with Type, Page and BetNo, and Type=guid
// for the receipt view.
import { inject, injectable } from 'inversify';
import type { ReceiptItem, ReceiptPage } from '../../../contract/receipts.ts';
import type { ReceiptsQuery } from '../../../contract/requests/info.ts';
import { ServiceError } from '../../core/domain/service-error.ts';
import type { ReceiptQuery, ReceiptService } from '../../core/ports/receipt-service.ts';
import { ApiClient, queryString } from './api-client.ts';

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
    const page = await this.api.data<ReceiptPage>({ method: 'POST', path: PATH, query: queryString(params) });
    if (!Array.isArray(page.items)) throw new ServiceError('E101');
    return page;
  }

  async byGuid(guid: string): Promise<ReceiptItem | null> {
    try {
      const page = await this.api.data<ReceiptPage>({
        method: 'POST',
        path: PATH,
        query: queryString({ Type: 'guid', Guid: guid } satisfies ReceiptsQuery),
      });
      return page.items?.[0] ?? null;
    } catch (error) {
      if (error instanceof ServiceError && (error.status === 'E120' || error.status === 'V103')) return null;
      throw error;
    }
  }
}
