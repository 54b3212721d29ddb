// The pure parts of the settings screens, the report and the back office: what each role is offered,
// which figures and rows are shown, and what the downline form refuses.
import { describe, expect, it } from 'vitest';
import type { Package4D, Package5D6D, PlayerPackages } from '../../../contract/packages.ts';
import { accountProfileOf, winLossOf } from '../../../src/adapters/http/http-settings-service.ts';
import { parseSheet } from '../../../src/core/engine/index.ts';
import { newDownline } from '../../../src/core/domain/downline-bounds.ts';
import { cents } from '../../../src/core/domain/money.ts';
import {
  formRanges,
  formRefusals,
  amountsOf,
  packagesRefusal,
  packagesToSend,
  type DownlineFormValues,
} from '../../../src/ui/routes/agent/downline-form.ts';
import { menuFor, titleKeyOf } from '../../../src/ui/components/shell/routes.ts';
import { reportTables, defaultFilter } from '../../../src/ui/routes/report/report-rows.ts';
import {
  EXAMPLE_SHEET,
  sequenceExample,
  sequenceOf,
} from '../../../src/ui/routes/settings/account/sequence-example.ts';
import { whoseOptions } from '../../../src/ui/routes/settings/account/whose-options.ts';
import { settingsEntries } from '../../../src/ui/routes/settings/menu/settings-entries.ts';
import { packageBlocks } from '../../../src/ui/routes/settings/packageinfo/package-rows.ts';
import { packageRatesOf } from '../../../src/adapters/http/package-rates.ts';
import { profileRows } from '../../../src/ui/routes/settings/profile/profile-rows.ts';
import { homeFigures } from '../../../src/ui/routes/home/home-figures.ts';
import en from '../../../src/ui/i18n/locales/en/settings.json';
import id from '../../../src/ui/i18n/locales/id/settings.json';
import ms from '../../../src/ui/i18n/locales/ms/settings.json';
import th from '../../../src/ui/i18n/locales/th/settings.json';
import vi from '../../../src/ui/i18n/locales/vi/settings.json';
import zh from '../../../src/ui/i18n/locales/zh/settings.json';

const SETTINGS: Record<string, Record<string, string>> = { en, id, ms, th, vi, zh };

describe('menus by role', () => {
  it('agents get account settings and downlines, members package info', () => {
    const paths = (role: 'member' | 'agent') => settingsEntries(role).map((entry) => entry.path);
    expect(paths('agent')).toContain('/settings/account/');
    expect(paths('agent')).toContain('/agent/downlines/');
    expect(paths('agent')).not.toContain('/settings/packageinfo/');
    expect(paths('member')).toContain('/settings/packageinfo/');
    expect(paths('member')).not.toContain('/settings/account/');
    expect(paths('member')).not.toContain('/agent/downlines/');
    for (const role of ['member', 'agent'] as const)
      expect(paths(role)).toEqual(
        expect.arrayContaining(['/settings/profile/', '/report/', '/settings/changepassword/']),
      );
    expect(settingsEntries(undefined)).toEqual([]);
  });
  it('the shell menu offers the back office to agents only, settings and the report to all', () => {
    expect(menuFor('agent').map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['downlines', 'report', 'settings']),
    );
    expect(menuFor('member').map((entry) => entry.name)).not.toContain('downlines');
    expect(menuFor('member').map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['report', 'settings', 'logout']),
    );
  });
  it('every new screen has a title', () => {
    for (const path of [
      '/settings/',
      '/settings/profile/',
      '/settings/account/',
      '/settings/betstatistics/',
      '/settings/packageinfo/',
      '/packageinfo/',
      '/report/',
      '/agent/downlines/',
      '/agent/newdownline/',
      '/agent/editdownline/',
    ]) {
      expect(titleKeyOf(path), path).not.toBeNull();
    }
  });
  it('whose settings: a member itself; an agent itself, (sub-agents,) then players, once each', () => {
    expect(whoseOptions({ LoginId: 'm', role: 'member', players: ['m'], agents: [] }, true)).toEqual(['m']);
    expect(whoseOptions({ LoginId: 'a', role: 'agent', players: ['p1', 'p2'], agents: ['a', 'b'] }, true)).toEqual([
      'a',
      'b',
      'p1',
      'p2',
    ]);
    expect(whoseOptions({ LoginId: 'a', role: 'agent', players: ['p1'], agents: ['a', 'b'] }, false)).toEqual([
      'a',
      'p1',
    ]);
  });
});

describe('home and profile money names', () => {
  it("home's balance and credit carry the profile's names, and every profile figure has its one-line hint", () => {
    const labels = homeFigures({ balanceCents: cents(97_600), rewardCents: cents(0), creditCents: cents(100_000) }).map(
      (figure) => [figure.key, figure.label],
    );
    expect(labels).toEqual([
      ['balance', 'settings:profile-credit-balance'],
      ['reward', 'home:reward'],
      ['credit', 'settings:profile-credit'],
    ]);
    for (const [language, settings] of Object.entries(SETTINGS)) {
      const keys = [
        ...profileRows(
          accountProfileOf({ Type: 'member', Credit: 0, AccountBalance: 0, CreditBalance: 0, Outstanding: 0 }),
        ),
        { key: 'profile-downline-credit' },
      ].map((row) => row.key);
      for (const key of keys) expect(settings[`${key}-hint`], `${language} ${key}-hint`).toMatch(/\S/);
    }
  });
});

describe('profile', () => {
  it('member: outstanding last; agent: downline credit last; in cents', () => {
    expect(
      profileRows(
        accountProfileOf({
          Type: 'member',
          Credit: 1000,
          AccountBalance: -12.5,
          CreditBalance: 980.1,
          Outstanding: 7.4,
        }),
      ),
    ).toEqual([
      { key: 'profile-credit', cents: 100_000 },
      { key: 'profile-account-balance', cents: -1250 },
      { key: 'profile-credit-balance', cents: 98_010 },
      { key: 'profile-outstanding', cents: 740 },
    ]);
    expect(
      profileRows(
        accountProfileOf({ Type: 'agent', Credit: 1, AccountBalance: 0, CreditBalance: 0, DownlineCredit: 0.5 }),
      ).at(-1),
    ).toEqual({ key: 'profile-downline-credit', cents: 50 });
  });
});

describe('package info', () => {
  const p4: Package4D = {
    PackageId: 1,
    Commission_Big: 0.1,
    Commission_Small: 0.115,
    Commission_4A: 0.2,
    Commission_A: 0.25,
    Commission_ABC: 0.3,
    Prize1_Big: 2500,
    Prize2_Big: 1000,
    Prize3_Big: 500,
    PrizeStarter_Big: 180,
    PrizeConsolation_Big: 60,
    Prize1_Small: 3500,
    Prize2_Small: 2000,
    Prize3_Small: 1000,
    Prize1_4A: 6000,
    Prize1_A: 660,
    Prize1_ABC: 220,
    Prize2_ABC: 220,
    Prize3_ABC: 220.5,
  };
  const p56: Package5D6D = {
    PackageId: 2,
    Commission_5D: 0.05,
    Commission_6D: 0.06,
    Prize1_5D: 1,
    Prize2_5D: 2,
    Prize3_5D: 3,
    Prize4_5D: 4,
    Prize5_5D: 5,
    Prize6_5D: 6,
    Prize1_6D: 1,
    Prize2_6D: 2,
    Prize3_6D: 3,
    Prize4_6D: 4,
    Prize5_6D: 5,
  };
  const wire: PlayerPackages = {
    UserPackage3D4D: p4,
    UserPackage5D6D: p56,
    UserPackage3D4DL: null,
    UserPackage5D6DL: p56,
    UserPackage3D4DA: null,
    UserPackage5D6DA: null,
    UserPackage3D4DN: null,
  };
  const packages = packageRatesOf(wire);
  it('4D tabs: five blocks, commission as a percent with 2 decimals, prizes as money (thousands separators, 2 decimals)', () => {
    const blocks = packageBlocks(packages, '3D4D', 'en');
    expect(blocks.map((block) => block.key)).toEqual([
      'block-4d-big',
      'block-4d-small',
      'block-4abcde',
      'block-3d-abc',
      'block-3d-a',
    ]);
    expect(blocks[0]).toEqual({
      key: 'block-4d-big',
      commission: '10.00%',
      prizes: [
        { key: 'prize-1', value: '2,500.00' },
        { key: 'prize-2', value: '1,000.00' },
        { key: 'prize-3', value: '500.00' },
        { key: 'prize-starter', value: '180.00' },
        { key: 'prize-consolation', value: '60.00' },
      ],
    });
    expect(blocks[1]?.commission).toBe('11.50%');
    expect(blocks[3]?.prizes.at(-1)?.value).toBe('220.50');
    // In the language's own separators.
    expect(packageBlocks(packages, '3D4D', 'id')[0]?.prizes[0]?.value).toBe('2.500,00');
  });
  it('5D6D: 5D with 6 prizes and 6D with 5; 5D6DL only 6D; a kind not held is empty', () => {
    expect(packageBlocks(packages, '5D6D').map((block) => [block.key, block.prizes.length])).toEqual([
      ['block-5d', 6],
      ['block-6d', 5],
    ]);
    expect(packageBlocks(packages, '5D6DL').map((block) => block.key)).toEqual(['block-6d']);
    expect(packageBlocks(packages, '3D4DN')).toEqual([]);
  });
});

describe('report', () => {
  it('a row per downline then the total, per currency, in cents, pending stakes included', () => {
    const figures = {
      stake: 10,
      pending: 2.5,
      commission: 1,
      win: 25,
      net: 16,
      ownCommission: 0,
      ownShare: 0,
      ownNet: 0,
    };
    // The figures as the wire writes them (units), read through the HTTP adapter's mapping as the app reads them.
    const tables = reportTables(
      winLossOf({
        user: 'a',
        role: 'agent',
        currency: 'ALL',
        dateFrom: '2026-11-18',
        dateTill: '2026-11-18',
        currencies: [
          {
            currency: 'MYR',
            groups: [{ downline: 'm1', role: 'member', players: [], totals: figures }],
            totals: { ...figures, ownNet: -3.5 },
          },
        ],
      }),
    );
    expect(tables).toEqual([
      {
        currency: 'MYR',
        rows: [
          { name: 'm1', total: false, stake: 1000, pending: 250, commission: 100, win: 2500, net: 1600, ownNet: 0 },
          { name: '', total: true, stake: 1000, pending: 250, commission: 100, win: 2500, net: 1600, ownNet: -350 },
        ],
      },
    ]);
    expect(defaultFilter('2026-11-18')).toEqual({ dateFrom: '2026-11-18', dateTill: '2026-11-18', currency: 'ALL' });
  });
});

describe('the bet-sequence example, read by the engine', () => {
  const read = (sequence: string) => {
    const slots = sequenceOf(sequence);
    return sequenceExample(
      parseSheet(EXAMPLE_SHEET, {
        variant: 'regular',
        now: Date.UTC(2026, 10, 18, 2, 0),
        currency: 'MYR',
        betSequence: slots,
      }),
      slots,
    );
  };
  it('the default order: B 1.00, S 2.00, SA 3.00', () => {
    expect(read('B S SA A C SB SC SD SE')).toEqual([
      { slot: 'B', cents: 100 },
      { slot: 'S', cents: 200 },
      { slot: 'SA', cents: 300 },
    ]);
  });
  it('another order puts the amounts in its own slots, shown in that order', () => {
    expect(read('SA B S A C SB SC SD SE')).toEqual([
      { slot: 'SA', cents: 100 },
      { slot: 'B', cents: 200 },
      { slot: 'S', cents: 300 },
    ]);
  });
});

describe('the downline form', () => {
  const facts = {
    agent: { commissionBp: 1000, ptBp: 5000, maxFightCents: 100_000 },
    headroomCents: 50_000,
    now: newDownline('member'),
  };
  const values = (over: Partial<DownlineFormValues>): DownlineFormValues => ({
    UserId: 'newbie2',
    Password: 'Secret123',
    Role: 'member',
    CreditLimit: '100',
    Commission: '10',
    PositionTaking: '',
    MaxFight: '',
    Games: ['M'],
    Phone: '',
    Packages: {},
    ...over,
  });
  it('accepts values at the edge of the range', () => {
    expect(formRefusals(values({ CreditLimit: '500', Commission: '10' }), facts, true)).toEqual({});
  });
  it('refuses one past it at the field, with the bound', () => {
    expect(formRefusals(values({ CreditLimit: '500.01', Commission: '10.01' }), facts, true)).toEqual({
      CreditLimit: { code: 'E117', params: [500] },
      Commission: { code: 'E135', params: [10] },
    });
    expect(formRefusals(values({ Role: 'agent', PositionTaking: '50.01', MaxFight: '1000.01' }), facts, true)).toEqual({
      PositionTaking: { code: 'E137', params: [50] },
      MaxFight: { code: 'E144', params: [1000] },
    });
  });
  it('checks name, password, games, phone and amount shapes like the server', () => {
    expect(
      formRefusals(
        values({ UserId: 'bad name', Password: 'short', Games: [], Phone: '12', CreditLimit: '1.234' }),
        facts,
        true,
      ),
    ).toEqual({
      UserId: { code: 'E113', params: [] },
      Password: { code: 'E107', params: [] },
      Games: { code: 'E139', params: [] },
      Phone: { code: 'E301', params: [] },
      CreditLimit: { code: 'V103', params: [] },
    });
    expect(formRefusals(values({ Password: 'newbie2abc1' }), facts, true).Password?.code).toBe('E114');
  });
  it('names empty required fields (V104) and a negative credit as its own rule (E116)', () => {
    expect(formRefusals(values({ UserId: ' ', Password: '', CreditLimit: '' }), facts, true)).toEqual({
      UserId: { code: 'V104', params: [] },
      Password: { code: 'V104', params: [] },
      CreditLimit: { code: 'V104', params: [] },
    });
    expect(formRefusals(values({ CreditLimit: '' }), facts, false)).toEqual({
      CreditLimit: { code: 'V104', params: [] },
    });
    expect(formRefusals(values({ CreditLimit: '-5' }), facts, true)).toEqual({
      CreditLimit: { code: 'E116', params: [] },
    });
    expect(formRefusals(values({ Commission: '-5' }), facts, true)).toEqual({
      Commission: { code: 'V103', params: [] },
    });
  });
  it('shows the ranges before typing; a member has no PT nor max fight', () => {
    expect(formRanges(values({}), facts, true).Commission).toEqual({ min: 0, max: 1000 });
    expect(formRanges(values({}), facts, true).PositionTaking).toEqual({ min: 0, max: 0 });
    expect(formRanges(values({ Role: 'agent' }), facts, true).PositionTaking).toEqual({ min: 0, max: 5000 });
    expect(amountsOf(values({ Commission: '', CreditLimit: '12.5' }))).toEqual({ creditLimitCents: 1250 });
  });

  describe('packages', () => {
    const agentGives = { giver: { isCompany: false, held: { '3D4D': 1, '5D6D': 2 } }, current: {}, locked: [] };
    it('sends every kind offered for a new account, only the changed kinds for an edit', () => {
      expect(packagesToSend(values({ Packages: { '3D4D': 1, '5D6D': null } }), {}, true)).toEqual({
        '3D4D': 1,
        '5D6D': null,
      });
      expect(
        packagesToSend(values({ Packages: { '3D4D': 1, '5D6D': null } }), { '3D4D': 1, '5D6D': 2 }, false),
      ).toEqual({ '5D6D': null });
    });
    it('lets an agent give its own package or none', () => {
      expect(packagesRefusal(values({ Packages: { '3D4D': 1, '5D6D': null } }), agentGives)).toBeNull();
    });
    it('refuses a package it was not offered (E152) or of another kind (E151), by the core rule', () => {
      expect(packagesRefusal(values({ Packages: { '3D4D': 99 } }), agentGives)).toEqual({ code: 'E152', params: [99] });
      // Held now but not the agent's (the company gave it): keeping it is no change, taking the agent's is fine, giving it again is not.
      const legacy = { ...agentGives, current: { '3D4D': 5 } };
      expect(packagesRefusal(values({ Packages: { '3D4D': 5 } }), legacy)).toBeNull();
      expect(packagesRefusal(values({ Packages: { '3D4D': 1 } }), legacy)).toBeNull();
      expect(
        packagesRefusal(values({ Packages: { '3D4D': 5 } }), { ...legacy, current: { '3D4D': 1, '3D4DL': 5 } }),
      ).toEqual({ code: 'E151', params: ['3D4D'] });
    });
    it('refuses changing or removing a package its downlines hold (E149)', () => {
      const edit = { ...agentGives, current: { '3D4D': 1 }, locked: ['3D4D'] };
      expect(packagesRefusal(values({ Packages: { '3D4D': null } }), edit)).toEqual({ code: 'E149', params: ['3D4D'] });
      expect(packagesRefusal(values({ Packages: { '3D4D': 1 } }), edit)).toBeNull();
    });
  });
});
