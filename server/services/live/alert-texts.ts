// The win alert's text, written on the server in the language the subscribing browser gave (its push
// subscription row), through i18next like every text the app shows. The prize names match the app's
// `mynumbers` namespace; the Texts type holds the six languages to the same keys.
import i18next from 'i18next';
import type { HitPrize } from '../../../src/core/domain/my-numbers.ts';

export const ALERT_LANGUAGES = ['en', 'zh', 'id', 'ms', 'th', 'vi'] as const;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];

type Texts = { title: string; body: string } & Record<`prize-${HitPrize}`, string>;

export const ALERT_TEXTS: Readonly<Record<AlertLanguage, Texts>> = {
  en: {
    title: 'Your number won',
    body: '{{number}} ({{label}}): {{prize}}, {{operator}} {{date}}',
    'prize-1st': '1st prize',
    'prize-2nd': '2nd prize',
    'prize-3rd': '3rd prize',
    'prize-special': 'Special prize',
    'prize-consolation': 'Consolation prize',
    'prize-4th': '4th prize',
    'prize-5th': '5th prize',
    'prize-6th': '6th prize',
  },
  zh: {
    title: '您的号码中奖了',
    body: '{{number}}（{{label}}）：{{operator}} {{date}} {{prize}}',
    'prize-1st': '头奖',
    'prize-2nd': '二奖',
    'prize-3rd': '三奖',
    'prize-special': '特别奖',
    'prize-consolation': '安慰奖',
    'prize-4th': '四奖',
    'prize-5th': '五奖',
    'prize-6th': '六奖',
  },
  id: {
    title: 'Nomor Anda menang',
    body: '{{number}} ({{label}}): {{prize}}, {{operator}} {{date}}',
    'prize-1st': 'Hadiah pertama',
    'prize-2nd': 'Hadiah kedua',
    'prize-3rd': 'Hadiah ketiga',
    'prize-special': 'Hadiah spesial',
    'prize-consolation': 'Hadiah hiburan',
    'prize-4th': 'Hadiah keempat',
    'prize-5th': 'Hadiah kelima',
    'prize-6th': 'Hadiah keenam',
  },
  ms: {
    title: 'Nombor anda menang',
    body: '{{number}} ({{label}}): {{prize}}, {{operator}} {{date}}',
    'prize-1st': 'Hadiah pertama',
    'prize-2nd': 'Hadiah kedua',
    'prize-3rd': 'Hadiah ketiga',
    'prize-special': 'Hadiah istimewa',
    'prize-consolation': 'Hadiah saguhati',
    'prize-4th': 'Hadiah keempat',
    'prize-5th': 'Hadiah kelima',
    'prize-6th': 'Hadiah keenam',
  },
  th: {
    title: 'หมายเลขของคุณถูกรางวัล',
    body: '{{number}} ({{label}}): {{prize}} {{operator}} {{date}}',
    'prize-1st': 'รางวัลที่ 1',
    'prize-2nd': 'รางวัลที่ 2',
    'prize-3rd': 'รางวัลที่ 3',
    'prize-special': 'รางวัลพิเศษ',
    'prize-consolation': 'รางวัลปลอบใจ',
    'prize-4th': 'รางวัลที่ 4',
    'prize-5th': 'รางวัลที่ 5',
    'prize-6th': 'รางวัลที่ 6',
  },
  vi: {
    title: 'Số của bạn đã trúng',
    body: '{{number}} ({{label}}): {{prize}}, {{operator}} {{date}}',
    'prize-1st': 'Giải nhất',
    'prize-2nd': 'Giải nhì',
    'prize-3rd': 'Giải ba',
    'prize-special': 'Giải đặc biệt',
    'prize-consolation': 'Giải khuyến khích',
    'prize-4th': 'Giải tư',
    'prize-5th': 'Giải năm',
    'prize-6th': 'Giải sáu',
  },
};

const alerts = i18next.createInstance();
void alerts.init({
  initAsync: false,
  fallbackLng: 'en',
  supportedLngs: [...ALERT_LANGUAGES],
  resources: Object.fromEntries(ALERT_LANGUAGES.map((language) => [language, { alert: ALERT_TEXTS[language] }])),
  defaultNS: 'alert',
  // Plain text for a system notification: nothing is HTML.
  interpolation: { escapeValue: false },
});

export interface AlertFacts {
  number: string;
  label: string;
  operator: string;
  date: string;
  prize: HitPrize;
}

/** The notification's title and body in `language` (English for a language the app does not have). */
export function alertText(language: string, facts: AlertFacts): { title: string; body: string } {
  // The app's key types (src/ui/i18n/i18next.d.ts) describe its own namespaces, not this one's keys.
  const t = alerts.getFixedT(language) as unknown as (key: string, options?: Record<string, string>) => string;
  const label = facts.label === '' ? facts.number : facts.label;
  return { title: t('title'), body: t('body', { ...facts, label, prize: t(`prize-${facts.prize}`) }) };
}
