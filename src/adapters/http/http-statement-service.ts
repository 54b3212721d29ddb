// StatementService over fetch (docs/api/statements.md): session calls with the bearer token.
import { inject, injectable } from 'inversify';
import type {
  MarkStatementPaidBody,
  WeeklyStatementQuery,
  WhoBoughtBody,
} from '../../../contract/requests/statements.ts';
import type { WeeklyStatement, WhoBought } from '../../../contract/statements.ts';
import type { StatementService } from '../../core/ports/statement-service.ts';
import { ApiClient, queryString } from './api-client.ts';

@injectable()
export class HttpStatementService implements StatementService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  weekly(userId?: string, week?: string): Promise<WeeklyStatement> {
    const query = queryString({ UserId: userId, Week: week } satisfies WeeklyStatementQuery);
    return this.api.data<WeeklyStatement>({ method: 'POST', path: '/FDAPI/Report/GetWeeklyStatement', query });
  }

  markPaid(userId: string, week: string, currency: string): Promise<WeeklyStatement> {
    const json: MarkStatementPaidBody = { UserId: userId, Week: week, Currency: currency };
    return this.api.data<WeeklyStatement>({ method: 'POST', path: '/FDAPI/Report/MarkStatementPaid', json });
  }

  whoBought(number: string, permutations: boolean): Promise<WhoBought> {
    const json: WhoBoughtBody = { Number: number, Permutations: permutations };
    return this.api.data<WhoBought>({ method: 'POST', path: '/FDAPI/Report/GetWhoBought', json });
  }
}
