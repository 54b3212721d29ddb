// The receipt view's state (one valtio slice): the receipt it shows (the list is read through the query
// cache, receipts-screen.tsx). Only the latest request may write (answers can come back out of order).
import { proxy, ref } from 'valtio';
import type { ReceiptItem } from '../../../core/ports/receipt-service.ts';
import { asServiceError } from '../../../core/domain/service-error.ts';
import type { ReceiptService } from '../../../core/ports/receipt-service.ts';

/** A failure keeps its status's params, so the text can say more than the code (E101 'offline'). */
export type Load<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; value: T }
  | { status: 'failed'; code: string; params: readonly (string | number)[] };

/** A failure as Load holds it. */
export function failedLoad(error: unknown): { status: 'failed'; code: string; params: readonly (string | number)[] } {
  const { status, params } = asServiceError(error);
  return { status: 'failed', code: status, params };
}

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
      if (request === viewRequest) receiptsState.view = failedLoad(error);
    }
  },
};
