// DownlineService over fetch (docs/api/accounts.md): JSON bodies to the masterapi account calls. The wire's
// units and percent become the port's cents and basis points here, and go back as units and percent.
import { inject, injectable } from 'inversify';
import type { AccountSummary, DownlineList } from '../../../contract/accounts.ts';
import type { CreateDownlineBody, GetDownlinesBody, UpdateDownlineBody } from '../../../contract/requests/accounts.ts';
import type {
  DownlineAccount,
  DownlineService,
  DownlineSettings,
  DownlineTree,
  DownlineUpdate,
  NewDownline,
} from '../../core/ports/downline-service.ts';
import { FieldError } from '../../core/domain/field-error.ts';
import { ServiceError } from '../../core/domain/service-error.ts';
import { ApiClient, envelopeData } from './api-client.ts';
import { toWireUnits, wireBasisPoints, wireCents, wireCentsOrNull, wireCentsRecord } from './wire-money.ts';

export const downlineAccountOf = (wire: AccountSummary): DownlineAccount => ({
  userId: wire.UserId,
  role: wire.Role,
  status: wire.Status,
  parent: wire.Parent,
  creditLimitCents: wireCents(wire.CreditLimit),
  downlineCreditCents: wireCents(wire.DownlineCredit),
  outstandingCents: wireCents(wire.Outstanding),
  usedCreditCents: wireCents(wire.UsedCredit),
  availableCreditCents: wireCents(wire.AvailableCredit),
  commissionBp: wireBasisPoints(wire.Commission),
  positionTakingBp: wireBasisPoints(wire.PositionTaking),
  maxFightCents: wireCents(wire.MaxFight),
  games: wire.Games,
  packages: wire.Packages,
  phone: wire.Phone,
  mustChangePassword: wire.MustChangePassword,
  maxTicketsPerDay: wire.MaxTicketsPerDay,
  maxStakePerDayCents: wireCentsOrNull(wire.MaxStakePerDay),
});

export const downlineTreeOf = (wire: DownlineList): DownlineTree => ({
  agent: downlineAccountOf(wire.Agent),
  downlines: wire.Downlines.map(downlineAccountOf),
  todayStakeCents: wireCentsRecord(wire.TodayStakes),
});

/** The settings a body carries: only those given, in units and percent. */
function settingsBody(settings: DownlineSettings) {
  const units = (value: number | undefined) => (value === undefined ? undefined : toWireUnits(value));
  const body = {
    CreditLimit: units(settings.creditLimitCents),
    Commission: units(settings.commissionBp),
    PositionTaking: units(settings.positionTakingBp),
    MaxFight: units(settings.maxFightCents),
    Games: settings.games,
    Packages: settings.packages,
    Phone: settings.phone,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<typeof body>;
}

export function createBody(account: NewDownline): CreateDownlineBody {
  return {
    ...settingsBody(account),
    UserId: account.userId,
    Password: account.password,
    Role: account.role,
    CreditLimit: toWireUnits(account.creditLimitCents),
    Games: account.games,
    ...(account.parent === undefined ? {} : { Parent: account.parent }),
  };
}

export function updateBody(change: DownlineUpdate): UpdateDownlineBody {
  const stake = change.maxStakePerDayCents;
  return {
    ...settingsBody(change),
    UserId: change.userId,
    ...(change.status === undefined ? {} : { Status: change.status }),
    ...(change.maxTicketsPerDay === undefined ? {} : { MaxTicketsPerDay: change.maxTicketsPerDay }),
    ...(stake === undefined ? {} : { MaxStakePerDay: stake === null ? null : toWireUnits(stake) }),
  };
}

@injectable()
export class HttpDownlineService implements DownlineService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async list(userId?: string): Promise<DownlineTree> {
    return downlineTreeOf(
      await this.call<DownlineList>(
        'GetDownlines',
        (userId === undefined ? {} : { UserId: userId }) satisfies GetDownlinesBody,
      ),
    );
  }

  async create(account: NewDownline): Promise<DownlineAccount> {
    return downlineAccountOf(await this.call<AccountSummary>('CreateDownline', createBody(account)));
  }

  async update(change: DownlineUpdate): Promise<DownlineAccount> {
    return downlineAccountOf(await this.call<AccountSummary>('UpdateDownline', updateBody(change)));
  }

  /** A refusal keeps the field the server named (a form shows it there). */
  private async call<T>(name: string, json: unknown): Promise<T> {
    const answer = await this.api.send({ method: 'POST', path: `/masterapi/Account/${name}`, json });
    try {
      return envelopeData<T>(answer);
    } catch (error) {
      const field = (answer.json as { field?: unknown } | undefined)?.field;
      if (error instanceof ServiceError && !error.transport && typeof field === 'string')
        throw new FieldError(error.status, error.params, field);
      throw error;
    }
  }
}
