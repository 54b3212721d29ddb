// MemberService over fetch: the member URLs, the welfare links (GET, docs/api/info.md) and the draw-ticket
// search (form-encoded, as the specification sends it; docs/api/reports-draw.md).
import { inject, injectable } from 'inversify';
import type { LinkEntry } from '../../../contract/links.ts';
import type { TicketDetailRow, TicketListAnswer, TicketSummaryRow } from '../../../contract/reports-draw.ts';
import type { TicketDetailBody, TicketSearchBody } from '../../../contract/requests/reports.ts';
import type { MemberService, TicketSearch } from '../../core/ports/member-service.ts';
import { ApiClient, failureOf, isOk, statusOf } from './api-client.ts';

@injectable()
export class HttpMemberService implements MemberService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async memberUrls(): Promise<LinkEntry[]> {
    return linksOf(await this.api.data<unknown>({ method: 'GET', path: '/FDAPI/Report/GetMemberUrls' }));
  }

  async welfareLinks(): Promise<LinkEntry[]> {
    return linksOf(await this.api.data<unknown>({ method: 'GET', path: '/FDAPI/Report/DrawTicketExternalLink' }));
  }

  ticketSummary(search: TicketSearch): Promise<TicketSummaryRow[]> {
    return this.rows<TicketSummaryRow>('/FDAPI/Report/GetDrawTicketUser', formOf(search));
  }

  ticketDetail(search: TicketSearch & { companyName?: string }): Promise<TicketDetailRow[]> {
    const form = {
      ...formOf(search),
      ...(search.companyName ? { CompanyName: search.companyName } : {}),
    } satisfies TicketDetailBody;
    return this.rows<TicketDetailRow>('/FDAPI/Report/GetDrawTicketUserDetail', form);
  }

  /** These two answer `data` as the row array next to `total` (TicketListAnswer), an empty array when none. */
  private async rows<Row>(path: string, form: Record<string, string>): Promise<Row[]> {
    const answer = await this.api.send({ method: 'POST', path, form });
    const status = statusOf(answer.json);
    if (!isOk(answer) || status === null || !status.status.startsWith('S')) throw failureOf(answer);
    const data = (answer.json as TicketListAnswer<Row>).data;
    return Array.isArray(data) ? data : [];
  }
}

function formOf(search: TicketSearch) {
  return {
    UserId: search.userId,
    TicketNumber: search.ticketNumber,
    DrawTicketDate: search.date,
  } satisfies TicketSearchBody;
}

function linksOf(data: unknown): LinkEntry[] {
  if (!Array.isArray(data)) return [];
  return data.filter((entry): entry is LinkEntry => typeof entry?.Name === 'string' && typeof entry?.Url === 'string');
}
