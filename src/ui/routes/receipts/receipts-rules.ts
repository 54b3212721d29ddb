// What the receipts screens allow and where they lead, as pure functions (tested in tests/ui/receipts/).
import type { BetScreen } from '../../../../contract/receipts.ts';
import type { ReceiptItem } from '../../../core/ports/receipt-service.ts';
import type { ReceiptQuery } from '../../../core/ports/receipt-service.ts';
import type { RebetState } from '../../components/receipt-dialog/rebet-state.ts';

export type SearchType = ReceiptQuery['type'];
export const SEARCH_TYPES: readonly SearchType[] = ['all', 'void', 'last', 'betno'];

/** Bet numbers are a serial: 1 to 9 digits, as the server's query allows. */
export const isBetNumber = (text: string): boolean => /^\d{1,9}$/.test(text.trim());

/** The list's query from its URL (?type&page&betno): a real URL, so reload and back keep it. */
export function queryOf(params: URLSearchParams): ReceiptQuery {
  const raw = params.get('type') ?? 'all';
  const type = (SEARCH_TYPES as readonly string[]).includes(raw) ? (raw as SearchType) : 'all';
  const page = Number(params.get('page') ?? '1');
  const betNo = (params.get('betno') ?? '').trim();
  return { type, page: Number.isInteger(page) && page >= 1 ? page : 1, ...(type === 'betno' ? { betNo } : {}) };
}

export function searchOf(query: ReceiptQuery): string {
  const params = new URLSearchParams({ type: query.type, page: String(query.page) });
  if (query.type === 'betno') params.set('betno', query.betNo ?? '');
  return `?${params.toString()}`;
}

/** A query the server can answer: a bet-number search needs a bet number. */
export const canSearch = (query: ReceiptQuery): boolean => query.type !== 'betno' || isBetNumber(query.betNo ?? '');

export function pagerOf(page: number, pages: number): { previous: boolean; next: boolean } {
  return { previous: page > 1, next: page < pages };
}

export const RECEIPT_VIEW_PATH = '/receipts/receiptview/';
export const receiptViewUrl = (guid: string): string => `${RECEIPT_VIEW_PATH}?guid=${encodeURIComponent(guid)}`;

export interface RebetTarget {
  path: string;
  variant: 'regular' | 'hourly';
}

const SCREEN_PATH: Readonly<Record<BetScreen, string>> = {
  sheet: '/sheet/',
  bet1: '/bet1/',
  bet2: '/bet2/',
  bet3: '/bet3/',
};

/**
 * Where Rebet opens a bet: the screen it was entered on, as the server recorded it
 * (ReceiptItem.screen: the guided screen sent PostBetEkor, form 3 PostBetEkor3, form 2 PostBet with Origin
 * bet2, the sheet PostBet or PostBet3). The variant follows the call. A form that cannot hold the bet
 * opens the sheet itself (components/bet-form/use-form-rebet.ts).
 */
export function rebetTarget(item: Pick<ReceiptItem, 'endpoint' | 'screen'>): RebetTarget {
  const hourly = item.endpoint === 'PostBet3' || item.endpoint === 'PostBetEkor3';
  return { path: SCREEN_PATH[item.screen] ?? '/sheet/', variant: hourly ? 'hourly' : 'regular' };
}

export function rebetStateOf(item: ReceiptItem, target: RebetTarget): { rebet: RebetState } {
  return { rebet: { text: item.rebetString, variant: target.variant, currency: item.currency, player: item.player } };
}
