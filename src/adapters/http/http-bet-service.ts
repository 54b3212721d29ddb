// BetService over fetch (docs/api/bets.md). A bet's refusal (E117, E121 …, answered 200 with its code)
// is an answer, returned as an item for the screen to show, not thrown: only what is not about the bet
// (401 session ended, 403, 503 maintenance, 400 malformed) is thrown, and silence is E101 transport.
import { inject, injectable } from 'inversify';
import type { BetAnswer, BetItems, BetRequest, VoidItem as WireVoidItem } from '../../../contract/bets.ts';
import type { BetByClientRefQuery, EkorBetBody, PostBetBody, VoidBetQuery } from '../../../contract/requests/bets.ts';
import type { BetChannel, BetOutcome, BetService, BetVariant, VoidItem } from '../../core/ports/bet-service.ts';
import { ApiClient, failureOf, isOk, queryString, statusOf, type HttpAnswer } from './api-client.ts';
import { wireCents } from './wire-money.ts';

const PLACE_PATH: Record<BetChannel, Record<BetVariant, string>> = {
  sheet: { regular: '/FDAPI/Bet/PostBet', hourly: '/FDAPI/Bet/PostBet3' },
  ekor: { regular: '/FDAPI/Bet/PostBetEkor', hourly: '/FDAPI/Bet/PostBetEkor3' },
  form2: { regular: '/FDAPI/Bet/PostBet', hourly: '/FDAPI/Bet/PostBet3' },
};

@injectable()
export class HttpBetService implements BetService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async place(request: BetRequest, variant: BetVariant, channel: BetChannel = 'sheet'): Promise<BetOutcome> {
    const { Currency, UserId, ClientRef, BetString } = request;
    // One body for both calls: PostBetEkor's shape has the same fields (its session fields are optional).
    const body = { Currency, UserId, ClientRef, BetString } satisfies PostBetBody & EkorBetBody;
    const json = channel === 'form2' ? ({ ...body, Origin: 'bet2' } satisfies PostBetBody) : body;
    const answer = await this.api.send({ method: 'POST', path: PLACE_PATH[channel][variant], json });
    return outcomeOf(answer);
  }

  async findByClientRef(clientRef: string, userId?: string): Promise<BetOutcome | null> {
    const query = queryString({ ClientRef: clientRef, UserId: userId } satisfies BetByClientRefQuery);
    const answer = await this.api.send({ method: 'GET', path: '/FDAPI/Bet/GetBetByClientRef', query });
    // E120: never placed (or refused, which records nothing): sending it again with this ref is safe.
    if (isOk(answer) && statusOf(answer.json)?.status === 'E120') return null;
    return outcomeOf(answer);
  }

  async void(guids: readonly string[]): Promise<VoidItem[]> {
    // GUIDs are hex and dashes; encoding each keeps anything else from changing the query, and the commas
    // between them stay literal as the API names them (GUID=a,b).
    const { GUID, NeedOutputRef } = {
      GUID: guids.map(encodeURIComponent).join(','),
      NeedOutputRef: 'T',
    } satisfies VoidBetQuery;
    const query = `GUID=${GUID}&NeedOutputRef=${NeedOutputRef}`;
    const items = await this.api.data<WireVoidItem[]>({ method: 'POST', path: '/FDAPI/Bet/VoidBet', query });
    return Array.isArray(items) ? items.map(voidItemOf) : [];
  }
}

/** The refund (units) as cents; an answer without one (an older server) has none. */
export function voidItemOf(wire: WireVoidItem): VoidItem {
  const { Refund, ...rest } = wire;
  return Refund === undefined ? rest : { ...rest, refundCents: wireCents(Refund) };
}

/**
 * 409: the first request with this ref is still being placed. A 2xx answer that is a bet answer is the
 * outcome, in one shape: PostBet's object is wrapped into an array, PostBet3's array (one item per draw
 * type) is kept, and GetBetByClientRef answers whichever of the two the placing call answered.
 */
function outcomeOf(answer: HttpAnswer): BetOutcome {
  if (answer.httpStatus === 409) return { kind: 'running' };
  if (isOk(answer)) {
    const { json } = answer;
    if (Array.isArray(json) && json.length > 0 && json.every((item) => statusOf(item) !== null)) {
      return { kind: 'answered', items: json as BetItems };
    }
    if (statusOf(json) !== null) return { kind: 'answered', items: [json as BetAnswer] };
  }
  throw failureOf(answer);
}
