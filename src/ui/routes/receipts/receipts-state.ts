// The receipts screens' state (one valtio slice): the page of the list last asked for, and the receipt the
// view shows. Only the latest request may write (answers can come back out of order).
import { proxy, ref } from 'valtio';
import type { ReceiptItem, ReceiptPage } from '../../../../contract/receipts.ts';
import { asServiceError } from '../../../core/domain/service-error.ts';
import type { ReceiptQuery, ReceiptService } from '../../../core/ports/receipt-service.ts';

export type Load<T> = { status: 'idle' } | { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; code: string };

export interface ReceiptsState {
  /** The query (as its URL search) `list` answers. */
  listKey: string;
  list: Load<ReceiptPage>;
  viewGuid: string;
  view: Load<ReceiptItem | null>;
}

export const receiptsState = proxy<ReceiptsState>({ listKey: '', list: { status: 'idle' }, viewGuid: '', view: { status: 'idle' } });

let listRequest = 0;
let viewRequest = 0;

export const receiptsActions = {
  async loadList(service: ReceiptService, query: ReceiptQuery, key: string): Promise<void> {
    const request = ++listRequest;
    receiptsState.listKey = key;
    receiptsState.list = { status: 'loading' };
    try {
      const page = await service.list(query);
      if (request === listRequest) receiptsState.list = { status: 'done', value: ref(page) };
    } catch (error) {
      if (request === listRequest) receiptsState.list = { status: 'failed', code: asServiceError(error).status };
    }
  },
  /** `quiet`: keep showing the receipt while it reloads (after a void), instead of a loading line. */
  async loadView(service: ReceiptService, guid: string, quiet = false): Promise<void> {
    const request = ++viewRequest;
    receiptsState.viewGuid = guid;
    if (!quiet) receiptsState.view = { status: 'loading' };
    try {
      const item = await service.byGuid(guid);
      if (request === viewRequest) receiptsState.view = { status: 'done', value: item === null ? null : ref(item) };
    } catch (error) {
      if (request === viewRequest) receiptsState.view = { status: 'failed', code: asServiceError(error).status };
    }
  },
};
