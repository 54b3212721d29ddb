// MyNumbersService over fetch (docs/live-draws.md): session calls with the bearer token.
import { inject, injectable } from 'inversify';
import type { MyNumberHits, MyNumbersList, PushKey } from '../../../contract/my-numbers.ts';
import type {
  AddMyNumberBody,
  PushSubscribeBody,
  PushUnsubscribeBody,
  RemoveMyNumberBody,
  RenameMyNumberBody,
} from '../../../contract/requests/my-numbers.ts';
import type { MyNumbersService, PushSubscriptionKeys } from '../../core/ports/my-numbers-service.ts';
import { ApiClient } from './api-client.ts';

const BASE = '/FDAPI/MyNumbers';

@injectable()
export class HttpMyNumbersService implements MyNumbersService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  list(): Promise<MyNumbersList> {
    return this.api.data<MyNumbersList>({ method: 'POST', path: `${BASE}/GetMyNumbers` });
  }

  add(number: string, label: string): Promise<MyNumbersList> {
    const json: AddMyNumberBody = { Number: number, Label: label };
    return this.api.data<MyNumbersList>({ method: 'POST', path: `${BASE}/AddMyNumber`, json });
  }

  rename(id: number, label: string): Promise<MyNumbersList> {
    const json: RenameMyNumberBody = { Id: id, Label: label };
    return this.api.data<MyNumbersList>({ method: 'POST', path: `${BASE}/RenameMyNumber`, json });
  }

  remove(id: number): Promise<MyNumbersList> {
    const json: RemoveMyNumberBody = { Id: id };
    return this.api.data<MyNumbersList>({ method: 'POST', path: `${BASE}/RemoveMyNumber`, json });
  }

  hits(): Promise<MyNumberHits> {
    return this.api.data<MyNumberHits>({ method: 'POST', path: `${BASE}/GetMyNumberHits` });
  }

  async pushKey(): Promise<string> {
    return (await this.api.data<PushKey>({ method: 'POST', path: '/FDAPI/Push/GetPushKey' })).publicKey;
  }

  async subscribePush(subscription: PushSubscriptionKeys, language: string): Promise<void> {
    const json: PushSubscribeBody = {
      Endpoint: subscription.endpoint,
      P256dh: subscription.p256dh,
      Auth: subscription.auth,
      Language: language as PushSubscribeBody['Language'],
    };
    await this.api.data<null>({ method: 'POST', path: '/FDAPI/Push/Subscribe', json });
  }

  async unsubscribePush(endpoint: string): Promise<void> {
    const json: PushUnsubscribeBody = { Endpoint: endpoint };
    await this.api.data<null>({ method: 'POST', path: '/FDAPI/Push/Unsubscribe', json });
  }
}
