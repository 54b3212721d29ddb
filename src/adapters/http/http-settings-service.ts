// SettingsService over fetch (docs/api/info.md, docs/api/reports-ledger.md). The names go in the query
// string, as the server's routes read them.
import { inject, injectable } from 'inversify';
import type { PlayerPackages } from '../../../contract/packages.ts';
import type { MobileProfile } from '../../../contract/profile.ts';
import type {
  BetStatistic,
  BetStatisticDrawType as WireBetStatisticDrawType,
  WinLossDetail as WireWinLossDetail,
  WinLossFigures as WireWinLossFigures,
} from '../../../contract/reports-ledger.ts';
import type { UserEditModel } from '../../../contract/user-preferences.ts';
import type { EditModelQuery, EditUserQuery, PackagesQuery, UserIdQuery } from '../../../contract/requests/info.ts';
import type { BetStatisticQuery, WinLossQuery } from '../../../contract/requests/reports.ts';
import type {
  AccountProfile,
  BetStatisticFilter,
  PreferenceChoice,
  SettingsService,
  TextReport,
  WinLossDetail,
  WinLossFigures,
  WinLossFilter,
} from '../../core/ports/settings-service.ts';
import type { BetStatisticDrawType, BetStatisticReport } from '../../core/domain/bet-statistic.ts';
import type { PackageRates } from '../../core/domain/package-rates.ts';
import type { PrizeTables } from '../../core/domain/top-payout.ts';
import { ApiClient, envelopeData, queryString } from './api-client.ts';
import { packageRatesOf } from './package-rates.ts';
import { prizeTablesOf } from './prize-tables.ts';
import { wireCents } from './wire-money.ts';

export function accountProfileOf(wire: MobileProfile): AccountProfile {
  const common = {
    creditCents: wireCents(wire.Credit),
    accountBalanceCents: wireCents(wire.AccountBalance),
    creditBalanceCents: wireCents(wire.CreditBalance),
  };
  return wire.Type === 'member'
    ? { ...common, type: 'member', outstandingCents: wireCents(wire.Outstanding) }
    : { ...common, type: 'agent', downlineCreditCents: wireCents(wire.DownlineCredit) };
}

const figuresOf = (wire: WireWinLossFigures): WinLossFigures => ({
  stake: wireCents(wire.stake),
  pending: wireCents(wire.pending),
  commission: wireCents(wire.commission),
  win: wireCents(wire.win),
  net: wireCents(wire.net),
  ownCommission: wireCents(wire.ownCommission),
  ownShare: wireCents(wire.ownShare),
  ownNet: wireCents(wire.ownNet),
});

export function winLossOf(wire: WireWinLossDetail): WinLossDetail {
  return {
    ...wire,
    currencies: wire.currencies.map((section) => ({
      ...section,
      groups: section.groups.map((group) => ({
        ...group,
        players: group.players.map((player) => ({ ...figuresOf(player), player: player.player })),
        totals: figuresOf(group.totals),
      })),
      totals: figuresOf(section.totals),
    })),
  };
}

const drawTypeOf = (wire: WireBetStatisticDrawType): BetStatisticDrawType => ({
  drawType: wire.drawType,
  numbers: wire.numbers.map((n) => ({ number: n.number, tickets: n.tickets, stakeCents: wireCents(n.stake) })),
  tickets: wire.tickets,
  stakeCents: wireCents(wire.stake),
});

export function betStatisticOf(wire: BetStatistic): BetStatisticReport {
  return {
    user: wire.user,
    role: wire.role,
    drawDate: wire.drawDate,
    currency: wire.currency,
    currencies: wire.currencies.map((section) => ({
      currency: section.currency,
      drawTypes: section.drawTypes.map(drawTypeOf),
      tickets: section.tickets,
      stakeCents: wireCents(section.stake),
    })),
  };
}

@injectable()
export class HttpSettingsService implements SettingsService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async profile(userId?: string): Promise<AccountProfile> {
    return accountProfileOf(
      await this.api.data<MobileProfile>({
        method: 'POST',
        path: '/FDAPI/Report/GetMobileProfile',
        query: queryString({ UserId: userId } satisfies UserIdQuery),
      }),
    );
  }

  editModel(userId?: string): Promise<UserEditModel> {
    return this.api.data<UserEditModel>({
      method: 'POST',
      path: '/FDAPI/User/GetMobileUserEditModel',
      query: queryString({ id: userId } satisfies EditModelQuery),
    });
  }

  savePreferences(userId: string | undefined, choice: PreferenceChoice): Promise<void> {
    const query = queryString({
      UserId: userId,
      BetMethodIsMultiply: choice.betMethodIsMultiply,
      FormatBox: choice.formatBox,
      // One of the FormatDrawTypeList names the server offered: the client takes the list from the answer.
      SelectedFormatDrawType: choice.drawTypeFormat as EditUserQuery['SelectedFormatDrawType'],
      SelectedFormatBetSequence: choice.betSequence,
    } satisfies EditUserQuery);
    return this.api.succeed({ method: 'POST', path: '/FDAPI/User/EditUser', query });
  }

  async packages(userId?: string): Promise<PackageRates> {
    return packageRatesOf(
      await this.api.data<PlayerPackages>({
        method: 'POST',
        path: '/FDAPI/User/GetLoginPlayerSummaryInfo',
        query: queryString({ UserId: userId } satisfies UserIdQuery),
      }),
    );
  }

  async prizeTables(userId: string | undefined, currency: string): Promise<PrizeTables> {
    const query = queryString({ UserId: userId, Currency: currency } satisfies PackagesQuery);
    return prizeTablesOf(
      await this.api.data<PlayerPackages>({ method: 'POST', path: '/FDAPI/User/GetLoginPlayerSummaryInfo', query }),
    );
  }

  async winLoss(filter: WinLossFilter): Promise<TextReport<WinLossDetail>> {
    const query = queryString({
      Currency: filter.currency,
      DateFrom: filter.dateFrom,
      DateTill: filter.dateTill,
    } satisfies WinLossQuery);
    const report = await this.report<WireWinLossDetail>('/FDAPI/Report/GetMobileWinLossDetail', query);
    return { text: report.text, data: winLossOf(report.data) };
  }

  async betStatistic(filter: BetStatisticFilter): Promise<TextReport<BetStatisticReport>> {
    const query = queryString({
      UserId: filter.userId,
      DrawDate: filter.drawDate,
      Currency: filter.currency,
    } satisfies BetStatisticQuery);
    const report = await this.report<BetStatistic>('/FDAPI/Report/GetMobileBetStatistic', query);
    return { text: report.text, data: betStatisticOf(report.data) };
  }

  /** The reports carry the text in `message` beside the figures in `data`. */
  private async report<T>(path: string, query: string): Promise<TextReport<T>> {
    const answer = await this.api.send({ method: 'POST', path, query });
    const data = envelopeData<T>(answer);
    const message = (answer.json as { message?: unknown }).message;
    return { text: typeof message === 'string' ? message : '', data };
  }
}
