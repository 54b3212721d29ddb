// ReceiptService over fetch: Report/GetReceipts (docs/product.md D9) with Type, Page and BetNo, and Type=guid
// for the receipt view.
import { inject, injectable } from 'inversify';
import type { ReceiptItem, ReceiptPage } from '../../../contract/receipts.ts';
import { ServiceError } from '../../core/domain/service-error.ts';
import type { ReceiptQuery, ReceiptService } from '../../core/ports/receipt-service.ts';
import { ApiClient } from './api-client.ts';

const PATH = '/FDAPI/Report/GetReceipts';

@injectable()
export class HttpReceiptService implements ReceiptService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async list(query: ReceiptQuery): Promise<ReceiptPage> {
    const params = new URLSearchParams({ Type: query.type, Page: String(query.page) });
    if (query.type === 'betno') params.set('BetNo', query.betNo ?? '');
    const page = await this.api.data<ReceiptPage>({ method: 'POST', path: PATH, query: params.toString() });
    if (!Array.isArray(page.items)) throw new ServiceError('E101');
    return page;
  }

  async byGuid(guid: string): Promise<ReceiptItem | null> {
    try {
      const page = await this.api.data<ReceiptPage>({ method: 'POST', path: PATH, query: new URLSearchParams({ Type: 'guid', Guid: guid }).toString() });
      return page.items?.[0] ?? null;
    } catch (error) {
      if (error instanceof ServiceError && (error.status === 'E120' || error.status === 'V103')) return null;
      throw error;
    }
  }
}
