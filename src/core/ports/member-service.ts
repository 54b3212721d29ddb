// The member area's reads (docs/product.md S2 "Member menu", "Ticket search page"; docs/api/info.md and
// docs/api/reports-draw.md): the named external links and the draw-ticket search.
import type { LinkEntry } from '../../../contract/links.ts';
import type { TicketDetailRow, TicketSummaryRow } from '../../../contract/reports-draw.ts';

export interface TicketSearch {
  /** A player of the caller's; '' for the caller itself. */
  userId: string;
  /** As typed; '' for every ticket. */
  ticketNumber: string;
  /** 'YYYY-MM-DD' (GMT+8). */
  date: string;
}

export interface MemberService {
  /** GetMemberUrls: Prize, DrawLiveVideo, WinnerList, About … */
  memberUrls(): Promise<LinkEntry[]>;
  /** DrawTicketExternalLink: the welfare links (members only; agents get none). */
  welfareLinks(): Promise<LinkEntry[]>;
  ticketSummary(search: TicketSearch): Promise<TicketSummaryRow[]>;
  /** `companyName`: one operator's tickets (a summary row's CompanyName). */
  ticketDetail(search: TicketSearch & { companyName?: string }): Promise<TicketDetailRow[]>;
}

export const MemberService = Symbol.for('MemberService');
