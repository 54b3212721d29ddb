// The receipt as text in the user's language, with the real translations of en and zh.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptData } from '../../../contract/receipts.ts';
import { receiptLines, type ReceiptTexts } from '../../../src/ui/components/receipt-dialog/receipt-render.ts';
import enReceipt from '../../../src/ui/i18n/locales/en/receipt.json';
import enTranslation from '../../../src/ui/i18n/locales/en/translation.json';
import zhReceipt from '../../../src/ui/i18n/locales/zh/receipt.json';
import zhTranslation from '../../../src/ui/i18n/locales/zh/translation.json';

const DATA: ReceiptData = {
  betNumber: 42,
  placedAt: '2026-11-24T02:05:00.000Z',
  player: 'member1',
  currency: 'MYR',
  dates: [{ date: '2026-11-24', drawTypes: ['L'] }],
  lines: [
    {
      line: 3,
      number: '4321',
      mode: 'S',
      drawTypes: ['L'],
      amounts: [
        { slot: 'B', amount: 1 },
        { slot: 'S', amount: 0.5 },
      ],
      cost: 1.5,
      tickets: 1,
    },
    {
      line: 4,
      number: '1234',
      mode: 'B',
      drawTypes: ['L'],
      amounts: [{ slot: 'B', amount: 1 }],
      cost: 24,
      tickets: 24,
    },
  ],
  total: 25.5,
  tickets: 25,
};

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['translation', 'receipt'],
    defaultNS: 'translation',
    resources: {
      en: { translation: enTranslation, receipt: enReceipt },
      zh: { translation: zhTranslation, receipt: zhReceipt },
    },
  });
});
const textsIn = (language: string): ReceiptTexts => ({
  t: i18n.getFixedT(language, 'receipt') as ReceiptTexts['t'],
  tt: i18n.getFixedT(language) as ReceiptTexts['tt'],
  language,
  dateTime: (iso) => `${iso.slice(0, 10)} @${iso.slice(11, 16)}`,
});

describe('receiptLines', () => {
  it('writes the receipt in English with only the draw types that got tickets', () => {
    expect(receiptLines(DATA, textsIn('en'))).toEqual([
      'Bet No: 42',
      'Placed: 2026-11-24 @02:05 (GMT+8)',
      'Player: member1',
      'Currency: MYR',
      expect.stringMatching(/^Draw 2026-11-24 .+: L$/),
      'L 4321 B 1.00 S 0.50 = 1.50',
      'L 1234 BOX B 1.00 = 24.00',
      'Total: 25.50 (25 tickets)',
      'GT: 25.50 MYR',
    ]);
  });

  it('writes it in Chinese, with who placed it and the void when there are', () => {
    const lines = receiptLines(DATA, textsIn('zh'), {
      placedBy: 'agent1',
      voided: { at: '2026-11-24T03:00:00.000Z', by: 'agent1' },
    });
    expect(lines[0]).toBe('注单号：42');
    expect(lines).toContain('下注人：agent1');
    expect(lines.at(-1)).toBe('已作废：2026-11-24 @03:00（GMT+8），操作人 agent1');
    expect(lines.join('\n')).not.toMatch(/Bet No|Total/);
  });

  it("says the rate a bet in another currency was taken at, and what it took from the credit, in the user's language", () => {
    const thb: ReceiptData = {
      ...DATA,
      currency: 'THB',
      total: 3,
      rate: { units: '30', base: 'MYR', baseUnits: '4', baseTotal: 0.4 },
    };
    expect(receiptLines(thb, textsIn('en')).at(-1)).toBe('Rate: 30 THB = 4 MYR · MYR 0.40 of credit');
    expect(receiptLines(thb, textsIn('zh')).at(-1)).toBe('汇率：30 THB = 4 MYR · 占用额度 MYR 0.40');
    expect(receiptLines(DATA, textsIn('en')).join('\n')).not.toContain('Rate');
  });
});
