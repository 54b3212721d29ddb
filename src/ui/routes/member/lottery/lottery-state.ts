// The ticket search's state (one valtio slice): the panel, the search fields and the search asked for. Its
// rows are read through the query cache (lottery-screen.tsx).
import { proxy } from 'valtio';

export interface LotterySearch {
  userId: string;
  ticketNumber: string;
  date: string;
}

export interface LotteryState {
  panelOpen: boolean;
  /** A player of the user's; '' until chosen (the first applies). */
  player: string;
  ticket: string;
  /** 'YYYY-MM-DD'; '' until set (today GMT+8 applies). */
  date: string;
  /** The search last asked for; null until the player searches (the default search applies). */
  search: LotterySearch | null;
  /** How many searches were asked for: the same search asked again is read again. */
  searches: number;
}

export const lotteryState = proxy<LotteryState>({
  panelOpen: true,
  player: '',
  ticket: '',
  date: '',
  search: null,
  searches: 0,
});

export const lotteryActions = {
  setPlayer: (player: string) => void (lotteryState.player = player),
  setTicket: (ticket: string) => void (lotteryState.ticket = ticket),
  setDate: (date: string) => void (lotteryState.date = date),
  togglePanel: () => void (lotteryState.panelOpen = !lotteryState.panelOpen),
  closePanel: () => void (lotteryState.panelOpen = false),
  search(search: LotterySearch): void {
    lotteryState.search = { ...search };
    lotteryState.searches += 1;
  },
};
