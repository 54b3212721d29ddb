// The demo sites as data (seed-demo.ts writes them). Two white-label brands on one server, so the brand
// switching of the client (title, colours, icon per site) can be seen and tested: pin 8888 "Tikam Demo"
// with the full agent tree the server tests use, and pin 7777 "Lucky Star", a small second site with its
// own company account. User names differ between the sites (star…), so a test that looks a user up by
// name alone still finds the one it means.
import type { Role } from './schema.ts';

export interface DemoUser {
  username: string;
  role: Role;
  parent?: string;
  creditUnits: number;
  commissionBp?: number;
  ptBp?: number;
  maxFightUnits?: number;
  mustChangePassword?: boolean;
  /** Publishes the results every site shares (migration 0019). */
  houseOperator?: boolean;
}

export interface DemoSite {
  pin: string;
  brand: string;
  /** The brand_json of the site: what the client shows (see contract BrandInfo). */
  brandJson: { title: string; primary: string; accent: string; icon: string };
  defaultCurrency: string;
  currencies: readonly string[];
  tickerMessage: string;
  /** The ticker in the other languages (the app shows the user's). */
  tickerMessages: Readonly<Record<string, string>>;
  /** Package names are '{packagePrefix} {kind}' ('Demo 3D4D'). */
  packagePrefix: string;
  /** Parents before children: each row's path is its parent's plus its own id. */
  users: readonly DemoUser[];
  /** Member-area links: [name, list, url] (none in the demo: placeholder addresses would lead nowhere). */
  links: readonly (readonly [string, 'member' | 'welfare', string])[];
}

export const DEMO_PIN = '8888';
export const STAR_PIN = '7777';

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    role: 'company',
    houseOperator: true,
    creditUnits: 10_000_000,
    commissionBp: 2000,
    ptBp: 10000,
    maxFightUnits: 1_000_000,
  },
  {
    username: 'agent1',
    role: 'agent',
    parent: 'admin',
    creditUnits: 100_000,
    commissionBp: 1000,
    ptBp: 5000,
    maxFightUnits: 50_000,
  },
  { username: 'member1', role: 'member', parent: 'agent1', creditUnits: 1000 },
  { username: 'member2', role: 'member', parent: 'agent1', creditUnits: 1000 },
  { username: 'newbie', role: 'member', parent: 'agent1', creditUnits: 1000, mustChangePassword: true },
  {
    username: 'agent2',
    role: 'agent',
    parent: 'agent1',
    creditUnits: 20_000,
    commissionBp: 800,
    ptBp: 3000,
    maxFightUnits: 20_000,
  },
  { username: 'member3', role: 'member', parent: 'agent2', creditUnits: 1000 },
  {
    username: 'agentx',
    role: 'agent',
    parent: 'admin',
    creditUnits: 100_000,
    commissionBp: 1000,
    ptBp: 5000,
    maxFightUnits: 50_000,
  },
  { username: 'memberx', role: 'member', parent: 'agentx', creditUnits: 1000 },
];

export const STAR_USERS: readonly DemoUser[] = [
  {
    username: 'starhq',
    role: 'company',
    creditUnits: 1_000_000,
    commissionBp: 2000,
    ptBp: 10000,
    maxFightUnits: 100_000,
  },
  {
    username: 'staragent',
    role: 'agent',
    parent: 'starhq',
    creditUnits: 50_000,
    commissionBp: 1000,
    ptBp: 5000,
    maxFightUnits: 20_000,
  },
  { username: 'star1', role: 'member', parent: 'staragent', creditUnits: 500 },
];

export const DEMO_SITES: readonly DemoSite[] = [
  {
    pin: DEMO_PIN,
    brand: 'Tikam Demo',
    brandJson: { title: 'Tikam Demo', primary: '#0b6e4f', accent: '#f2c14e', icon: 'tikam' },
    defaultCurrency: 'MYR',
    currencies: ['MYR', 'SGD'],
    tickerMessage: 'Welcome to Tikam Demo. Good luck!',
    tickerMessages: {
      zh: '欢迎来到 Tikam Demo，祝您好运！',
      id: 'Selamat datang di Tikam Demo. Semoga beruntung!',
      ms: 'Selamat datang ke Tikam Demo. Semoga berjaya!',
      th: 'ยินดีต้อนรับสู่ Tikam Demo ขอให้โชคดี!',
      vi: 'Chào mừng đến với Tikam Demo. Chúc may mắn!',
    },
    packagePrefix: 'Demo',
    users: DEMO_USERS,
    // No member-area links: the operator sets real addresses; unset, the app shows none.
    links: [],
  },
  {
    pin: STAR_PIN,
    brand: 'Lucky Star',
    brandJson: { title: 'Lucky Star 4D', primary: '#5b2a86', accent: '#ff8c42', icon: 'luckystar' },
    defaultCurrency: 'SGD',
    currencies: ['SGD', 'MYR'],
    tickerMessage: 'Lucky Star: the evening draws close at 7:00 PM. Bet early!',
    tickerMessages: {
      zh: 'Lucky Star：晚间开奖于晚上 7:00 截止投注，请尽早下注！',
      id: 'Lucky Star: undian malam ditutup pukul 19.00. Pasang lebih awal!',
      ms: 'Lucky Star: cabutan petang ditutup pada 7:00 malam. Bertaruh awal!',
      th: 'Lucky Star: งวดช่วงเย็นปิดรับแทงเวลา 19:00 น. แทงก่อนนะ!',
      vi: 'Lucky Star: các kỳ xổ buổi tối khóa sổ lúc 19:00. Hãy đặt cược sớm!',
    },
    packagePrefix: 'Star',
    users: STAR_USERS,
    links: [],
  },
];
