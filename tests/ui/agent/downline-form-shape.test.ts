// The downline form's shape (src/ui/routes/agent/downline-form-shape.ts, downline-limits.ts): which field
// groups show, what the fields open with from the port's cents and basis points, where a server refusal
// lands, and the requests it sends in cents.
import { describe, expect, it } from 'vitest';
import { cents } from '../../../src/core/domain/money.ts';
import type { DownlineAccount } from '../../../src/core/ports/downline-service.ts';
import type { DownlineFormValues } from '../../../src/ui/routes/agent/downline-form.ts';
import {
  createRequest,
  formGroups,
  initialValues,
  refusalPlace,
  updateRequest,
} from '../../../src/ui/routes/agent/downline-form-shape.ts';
import { limitRefusals, limitsToSend, limitTextsOf } from '../../../src/ui/routes/agent/downline-limits.ts';

const account = (over: Partial<DownlineAccount>): DownlineAccount => ({
  userId: 'agent1',
  role: 'agent',
  status: 'active',
  parent: 'admin',
  creditLimitCents: cents(100_000),
  downlineCreditCents: cents(0),
  outstandingCents: cents(0),
  usedCreditCents: cents(0),
  availableCreditCents: cents(100_000),
  commissionBp: 1250,
  positionTakingBp: 8000,
  maxFightCents: cents(50_050),
  games: ['M', 'P'],
  packages: { '3D4D': 1 },
  phone: null,
  mustChangePassword: false,
  maxTicketsPerDay: null,
  maxStakePerDayCents: null,
  ...over,
});

describe('formGroups', () => {
  it('a new account has name, password and role; an existing one the status unless blocked', () => {
    expect(formGroups(true, 'member', undefined)).toEqual({
      account: true,
      sharing: false,
      playerLimits: false,
      status: false,
    });
    expect(formGroups(false, 'member', 'suspended')).toEqual({
      account: false,
      sharing: false,
      playerLimits: true,
      status: true,
    });
    expect(formGroups(false, 'agent', 'blocked')).toEqual({
      account: false,
      sharing: true,
      playerLimits: false,
      status: false,
    });
    expect(formGroups(true, 'agent', undefined).sharing).toBe(true);
  });
});

describe('initialValues', () => {
  it("writes an existing downline's cents and basis points as the fields take them", () => {
    const values = initialValues(account({ userId: 'admin' }), account({ phone: '0123' }), [{ kind: '3D4D' }]);
    expect(values).toMatchObject({
      UserId: 'agent1',
      CreditLimit: '1000',
      Commission: '12.5',
      PositionTaking: '80',
      MaxFight: '500.5',
      Phone: '0123',
      Packages: { '3D4D': 1 },
    });
  });

  it("opens a new account empty, with its parent's games and packages", () => {
    const values = initialValues(account({ games: ['M'], packages: { '3D4D': 7 } }), null, [
      { kind: '3D4D' },
      { kind: '5D6D' },
    ]);
    expect(values).toMatchObject({ UserId: '', CreditLimit: '', Games: ['M'], Packages: { '3D4D': 7, '5D6D': null } });
  });
});

describe('refusalPlace', () => {
  it('a limit field under the limits, a form field under it, anything else a notice', () => {
    expect(refusalPlace('MaxStakePerDay')).toEqual({ at: 'limits', field: 'MaxStakePerDay' });
    expect(refusalPlace('CreditLimit')).toEqual({ at: 'form', field: 'CreditLimit' });
    expect(refusalPlace('Status')).toEqual({ at: 'notice' });
    expect(refusalPlace(null)).toEqual({ at: 'notice' });
  });
});

describe('requests', () => {
  const values = (over: Partial<DownlineFormValues>): DownlineFormValues => ({
    UserId: 'newbie',
    Password: 'Secret123',
    Role: 'member',
    CreditLimit: '0.29',
    Commission: '12.5',
    PositionTaking: '',
    MaxFight: '',
    Games: ['M'],
    Phone: ' ',
    Packages: { '3D4D': 1 },
    ...over,
  });

  it('a new account reads the typed figures exactly into cents and basis points, no empty phone', () => {
    expect(createRequest(values({}), 'agent1')).toEqual({
      creditLimitCents: 29,
      commissionBp: 1250,
      games: ['M'],
      packages: { '3D4D': 1 },
      userId: 'newbie',
      password: 'Secret123',
      role: 'member',
      parent: 'agent1',
    });
    expect(createRequest(values({ CreditLimit: '' }), 'agent1').creditLimitCents).toBe(0);
  });

  it("a change clears an empty phone, sends changed packages only and a member's limits in cents", () => {
    const target = account({ role: 'member', packages: { '3D4D': 1 } });
    expect(
      updateRequest(
        values({ Packages: { '3D4D': 1 }, CreditLimit: '1000.1' }),
        target,
        { MaxTicketsPerDay: '5', MaxStakePerDay: '100.05' },
        'suspended',
      ),
    ).toEqual({
      creditLimitCents: 100_010,
      commissionBp: 1250,
      games: ['M'],
      phone: null,
      packages: {},
      maxTicketsPerDay: 5,
      maxStakePerDayCents: 10_005,
      userId: 'agent1',
      status: 'suspended',
    });
  });
});

describe('per-day limits', () => {
  it('open as texts from cents, refuse what is no amount, send cents or null', () => {
    expect(limitTextsOf(account({ maxTicketsPerDay: 3, maxStakePerDayCents: cents(1050) }))).toEqual({
      MaxTicketsPerDay: '3',
      MaxStakePerDay: '10.50',
    });
    expect(limitTextsOf(null)).toEqual({ MaxTicketsPerDay: '', MaxStakePerDay: '' });
    expect(limitRefusals({ MaxTicketsPerDay: '1.5', MaxStakePerDay: '1.234' })).toEqual({
      MaxTicketsPerDay: { code: 'V103', params: ['MaxTicketsPerDay'] },
      MaxStakePerDay: { code: 'V103', params: ['MaxStakePerDay'] },
    });
    expect(limitsToSend({ MaxTicketsPerDay: '', MaxStakePerDay: '' })).toEqual({
      maxTicketsPerDay: null,
      maxStakePerDayCents: null,
    });
  });
});
