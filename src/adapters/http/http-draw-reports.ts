// DrawReports over fetch (docs/api/reports-draw.md): session calls with the bearer token.
import { inject, injectable } from 'inversify';
import type { PayoutReport as WirePayoutReport, ResultTextData, StrikeReport } from '../../../contract/reports-draw.ts';
import type { DrawDateQuery } from '../../../contract/requests/reports.ts';
import { ServiceError } from '../../core/domain/service-error.ts';
import type { DrawReports, PayoutReport } from '../../core/ports/draw-reports.ts';
import { ApiClient, envelopeData, queryString } from './api-client.ts';
import { jackpotsOf } from './jackpots.ts';

const dateQuery = (date: string | undefined) => queryString({ DrawDate: date } satisfies DrawDateQuery);

@injectable()
export class HttpDrawReports implements DrawReports {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  strike(date?: string): Promise<StrikeReport> {
    return this.api.data<StrikeReport>({ method: 'POST', path: '/FDAPI/Report/GetStrike', query: dateQuery(date) });
  }

  async payout(): Promise<PayoutReport> {
    const report = await this.api.data<WirePayoutReport>({ method: 'POST', path: '/FDAPI/Report/GetPayout' });
    return { ...report, jackpots: jackpotsOf(report.jackpots) };
  }

  async resultText(date?: string): Promise<{ text: string; data: ResultTextData }> {
    const answer = await this.api.send({ method: 'POST', path: '/FDAPI/Report/GetResultText', query: dateQuery(date) });
    const data = envelopeData<ResultTextData>(answer);
    const message = (answer.json as { message?: unknown }).message;
    if (typeof message !== 'string') throw new ServiceError('E101');
    return { text: message, data };
  }
}
