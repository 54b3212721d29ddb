// DownlineService over fetch (docs/api/accounts.md): JSON bodies to the masterapi account calls.
import { inject, injectable } from 'inversify';
import type { AccountSummary, DownlineList } from '../../../contract/accounts.ts';
import type { CreateDownlineBody, GetDownlinesBody, UpdateDownlineBody } from '../../../contract/requests/accounts.ts';
import type { DownlineService, DownlineUpdate, NewDownline } from '../../core/ports/downline-service.ts';
import { FieldError } from '../../core/domain/field-error.ts';
import { ServiceError } from '../../core/domain/service-error.ts';
import { ApiClient, envelopeData } from './api-client.ts';

@injectable()
export class HttpDownlineService implements DownlineService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  list(userId?: string): Promise<DownlineList> {
    return this.call<DownlineList>(
      'GetDownlines',
      (userId === undefined ? {} : { UserId: userId }) satisfies GetDownlinesBody,
    );
  }

  create(account: NewDownline): Promise<AccountSummary> {
    return this.call<AccountSummary>('CreateDownline', account satisfies CreateDownlineBody);
  }

  update(change: DownlineUpdate): Promise<AccountSummary> {
    return this.call<AccountSummary>('UpdateDownline', change satisfies UpdateDownlineBody);
  }

  /** A refusal keeps the field the server named (a form shows it there). */
  private async call<T>(name: string, json: unknown): Promise<T> {
    const answer = await this.api.send({ method: 'POST', path: `/masterapi/Account/${name}`, json });
    try {
      return envelopeData<T>(answer);
    } catch (error) {
      const field = (answer.json as { field?: unknown } | undefined)?.field;
      if (error instanceof ServiceError && !error.transport && typeof field === 'string')
        throw new FieldError(error.status, error.params, field);
      throw error;
    }
  }
}
