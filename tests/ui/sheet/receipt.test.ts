// The receipt dialog's pure parts: the messaging-app links, copy and native share with their fallbacks,
// and the entries made from a bet's answer (one per PostBet3 draw type; only accepted ones voidable).
import { describe, expect, it } from 'vitest';
import { entriesOf, isAccepted, shareTextOf } from '../../../src/ui/components/receipt-dialog/receipt-model.ts';
import {
  copyText,
  shareText,
  telegramShareUrl,
  whatsappShareUrl,
} from '../../../src/ui/components/receipt-dialog/receipt-share.ts';
import { accepted } from './support.ts';

const RECEIPT = 'Bet No: 12\nTotal: 24.00 (24 tickets)\nGT: 24.00 & more';

describe('share links', () => {
  it('opens WhatsApp with the receipt as the message, every character encoded', () => {
    expect(whatsappShareUrl(RECEIPT)).toBe(
      'https://wa.me/?text=Bet%20No%3A%2012%0ATotal%3A%2024.00%20(24%20tickets)%0AGT%3A%2024.00%20%26%20more',
    );
  });

  it("opens Telegram's share page with an empty url and the receipt as text", () => {
    const url = new URL(telegramShareUrl(RECEIPT));
    expect(`${url.origin}${url.pathname}`).toBe('https://t.me/share/url');
    expect(url.searchParams.get('url')).toBe('');
    expect(url.searchParams.get('text')).toBe(RECEIPT);
  });
});

describe('copy and native share', () => {
  it('copies through the clipboard, and reports unavailable without one or when refused', async () => {
    const written: string[] = [];
    await expect(copyText('x', { writeText: async (text) => void written.push(text) })).resolves.toBe('done');
    expect(written).toEqual(['x']);
    await expect(copyText('x', undefined)).resolves.toBe('unavailable');
    await expect(copyText('x', {})).resolves.toBe('unavailable');
    await expect(copyText('x', { writeText: () => Promise.reject(new Error('denied')) })).resolves.toBe('unavailable');
  });

  it('shares natively; the user closing the sheet is not a failure', async () => {
    const shared: unknown[] = [];
    await expect(shareText('x', 'Receipt', { share: async (data) => void shared.push(data) })).resolves.toBe('done');
    expect(shared).toEqual([{ text: 'x', title: 'Receipt' }]);
    await expect(shareText('x', 'R', {})).resolves.toBe('unavailable');
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    await expect(shareText('x', 'R', { share: () => Promise.reject(abort) })).resolves.toBe('cancelled');
    await expect(shareText('x', 'R', { share: () => Promise.reject(new Error('NotAllowed')) })).resolves.toBe(
      'unavailable',
    );
  });
});

describe('receipt entries', () => {
  it('makes one entry per answer item; only accepted ones carry a GUID to void', () => {
    const entries = entriesOf([
      accepted('G-1', 'L3 receipt', 'L3'),
      { status: 'E129', message: 'closed', DrawType: 'L' },
    ]);
    expect(entries).toEqual([
      { drawType: 'L3', status: 'S100', params: [], guid: 'G-1', output: 'L3 receipt' },
      { drawType: 'L', status: 'E129', params: [] },
    ]);
    expect(entries.map(isAccepted)).toEqual([true, false]);
  });

  it("keeps a refusal's parameters (the minimum of E124)", () => {
    expect(entriesOf([{ status: 'E124', message: '', params: ['0.10'] }])).toEqual([
      { status: 'E124', params: ['0.10'] },
    ]);
  });

  it('shares the accepted receipts only, one after the other', () => {
    const entries = entriesOf([accepted('A', 'first'), { status: 'E129', message: '' }, accepted('B', 'second')]);
    expect(shareTextOf(entries)).toBe('first\n\nsecond');
  });
});
