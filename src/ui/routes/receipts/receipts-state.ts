// The receipt view's state (one valtio slice): the receipt it shows (the list is read through the query
// cache, receipts-screen.tsx). Only the latest request may write (answers can come back out of order).
import { proxy, ref } from 'valtio';
import type { ReceiptItem } from '../../../core/ports/receipt-service.ts';
import { asServiceError } from '../../../core/domain/service-error.ts';
import type { ReceiptService } from '../../../core/ports/receipt-service.ts';

export type Load<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; code: string };

export interface ReceiptsState {
  viewGuid: string;
  view: Load<ReceiptItem | null>;
}

export const receiptsState = proxy<ReceiptsState>({ viewGuid: '', view: { status: 'idle' } });

let viewRequest = 0;

export const receiptsActions = {
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
