// AccountChangeService over fetch (docs/api/account-changes.md): session calls with the bearer token.
import { inject, injectable } from 'inversify';
import type { AccountChangePage } from '../../../contract/account-changes.ts';
import type { AccountChangesQuery, AuditLogQuery } from '../../../contract/requests/account-changes.ts';
import type { AccountChangeService } from '../../core/ports/account-change-service.ts';
import { ApiClient, queryString } from './api-client.ts';

@injectable()
export class HttpAccountChangeService implements AccountChangeService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  history(userId: string, before?: number): Promise<AccountChangePage> {
    const query = queryString({ UserId: userId, before } satisfies AccountChangesQuery);
    return this.api.data<AccountChangePage>({ method: 'GET', path: '/masterapi/Account/GetAccountChanges', query });
  }

  auditLog(before?: number): Promise<AccountChangePage> {
    const query = queryString({ before } satisfies AuditLogQuery);
    return this.api.data<AccountChangePage>({ method: 'GET', path: '/admin/audit', query });
  }
}
