// Report/GetReceipts (docs/product.md D9; docs/product.md S2 "Receipts list": search type, page, bet number, last
// receipt, All, Void, Rebet). Session call; HTTP only, the reach and the list are services/receipts/. Each
// receipt's text and data are rendered here from the bet's stored answer, as a replay of its bet would be.
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope.ts';
import { ReceiptsQuery } from '../../contract/requests/info.ts';
import type { ReceiptItem, ReceiptListType, ReceiptPage } from '../../contract/receipts.ts';
import { ApiError } from '../services/api-error.ts';
import { actorOf } from '../http/authenticate.ts';
import { receiptOf } from '../http/bet-answers.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { listReceipts, type ListedReceipt } from '../services/receipts/list-receipts.ts';

const TYPES: readonly ReceiptListType[] = ['all', 'void', 'last', 'betno', 'guid'];

export function receiptRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  typed(server).post('/FDAPI/Report/GetReceipts', { schema: { querystring: ReceiptsQuery } }, async (request) => {
    const { Type, Page, BetNo, Guid } = request.query;
    // No Type but a BetNo: a bet-number search (the screen's bet-number box).
    const type = (
      Type === undefined || Type === '' ? (BetNo === undefined ? 'all' : 'betno') : Type.toLowerCase()
    ) as ReceiptListType;
    if (!TYPES.includes(type)) throw new ApiError('V103', ['Type'], 'Type');
    if (type === 'betno' && BetNo === undefined) throw new ApiError('V103', ['BetNo'], 'BetNo');
    if (type === 'guid' && Guid === undefined) throw new ApiError('V103', ['Guid'], 'Guid');
    const page = await listReceipts(ctx, actorOf(request), {
      type,
      page: Page ?? 1,
      ...(BetNo === undefined ? {} : { betNo: Number(BetNo) }),
      ...(Guid === undefined ? {} : { guid: Guid.toLowerCase() }),
    });
    return ok({ ...page, items: page.items.map(itemOf) }) satisfies Envelope<ReceiptPage>;
  });
}

/** The item with its receipt text and data in their place on the wire (after the screen). */
function itemOf({ answer, voided, outcome, ...item }: ListedReceipt): ReceiptItem {
  return {
    ...item,
    ...receiptOf(answer),
    ...(voided ? { voided } : {}),
    ...(outcome ? { outcome } : {}),
  };
}
