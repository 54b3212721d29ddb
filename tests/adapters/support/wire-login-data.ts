// GetLoginData as the server writes it (amounts in units), for the tests of where it becomes cents.
import type { LoginData as WireLoginData } from '../../../contract/login-data.ts';

export function wireLoginData(over: Partial<WireLoginData> = {}): WireLoginData {
  return {
    LoginId: 'member1',
    role: 'member',
    players: ['member1'],
    agents: [],
    currencies: [
      { code: 'MYR', minRegular: 0.1, minIbox: 0.5 },
      { code: 'SGD', minRegular: 1.005, minIbox: 2 },
    ],
    defaultCurrency: 'MYR',
    tickerMessage: 'hello',
    tickerMessages: { zh: '你好' },
    formatBox: 'S',
    formatDrawType: 'digits',
    betSequence: 'B S SA A C SB SC SD SE',
    betMethodIsMultiply: false,
    package: { specialCurrency: false, packages: [] },
    credit: 5000,
    drawCalendar: [{ date: '2026-11-18', drawTypes: ['M'] }],
    maxDrawDates: 3,
    brand: { name: 'Tikam', title: 'Tikam', primary: '#000', accent: '#fff', icon: '' },
    memberUrls: [],
    games: ['M'],
    playerSettings: { member1: { games: ['M'], betSequence: 'B S SA A C SB SC SD SE' } },
    balance: 1234.56,
    reward: 0.1 + 0.2,
    totalBalance: 1234.86,
    ...over,
  };
}
