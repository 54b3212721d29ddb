// The ticket search's state (one valtio slice): the panel, the search fields and the result rows. A search
// clears the list then fills it; the panel closes after a search that found tickets (docs/product.md S4).
import { proxy, ref } from 'valtio';
import type { TicketSummaryRow } from '../../../../../contract/reports-draw.ts';
import { asServiceError } from '../../../../core/domain/service-error.ts';
import type { MemberService } from '../../../../core/ports/member-service.ts';

export interface LotteryState {
  panelOpen: boolean;
  /** A player of the user's; '' until chosen (the first applies). */
  player: string;
  ticket: string;
  /** 'YYYY-MM-DD'; '' until set (today GMT+8 applies). */
  date: string;
  rows: readonly TicketSummaryRow[];
  status: 'idle' | 'loading' | 'done' | 'failed';
  failure: string;
}

export const lotteryState = proxy<LotteryState>({ panelOpen: true, player: '', ticket: '', date: '', rows: ref([]), status: 'idle', failure: '' });

let latest = 0;

export const lotteryActions = {
  setPlayer: (player: string) => void (lotteryState.player = player),
  setTicket: (ticket: string) => void (lotteryState.ticket = ticket),
  setDate: (date: string) => void (lotteryState.date = date),
  togglePanel: () => void (lotteryState.panelOpen = !lotteryState.panelOpen),
  async search(service: MemberService, search: { userId: string; ticketNumber: string; date: string }): Promise<void> {
    const request = ++latest;
    Object.assign(lotteryState, { rows: ref([]), status: 'loading', failure: '' });
    try {
      const rows = await service.ticketSummary(search);
      if (request !== latest) return;
      Object.assign(lotteryState, { rows: ref(rows), status: 'done' });
      if (rows.length > 0) lotteryState.panelOpen = false;
    } catch (error) {
      if (request === latest) Object.assign(lotteryState, { status: 'failed', failure: asServiceError(error).status });
    }
  },
};
