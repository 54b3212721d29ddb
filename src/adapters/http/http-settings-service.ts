// SettingsService over fetch (docs/api/info.md, docs/api/reports-ledger.md). The names go in the query
// string, as the server's routes read them.
import { inject, injectable } from 'inversify';
import type { PlayerPackages } from '../../../contract/packages.ts';
import type { MobileProfile } from '../../../contract/profile.ts';
import type { BetStatistic, WinLossDetail } from '../../../contract/reports-ledger.ts';
import type { UserEditModel } from '../../../contract/user-preferences.ts';
import type { EditModelQuery, EditUserQuery, PackagesQuery, UserIdQuery } from '../../../contract/requests/info.ts';
import type { BetStatisticQuery, WinLossQuery } from '../../../contract/requests/reports.ts';
import type {
  BetStatisticFilter,
  PreferenceChoice,
  SettingsService,
  TextReport,
  WinLossFilter,
} from '../../core/ports/settings-service.ts';
import type { PrizeTables } from '../../core/domain/top-payout.ts';
import { ApiClient, envelopeData, queryString } from './api-client.ts';
import { prizeTablesOf } from './prize-tables.ts';

@injectable()
export class HttpSettingsService implements SettingsService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  profile(userId?: string): Promise<MobileProfile> {
    return this.api.data<MobileProfile>({
      method: 'POST',
      path: '/FDAPI/Report/GetMobileProfile',
      query: queryString({ UserId: userId } satisfies UserIdQuery),
    });
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

  packages(userId?: string): Promise<PlayerPackages> {
    return this.api.data<PlayerPackages>({
      method: 'POST',
      path: '/FDAPI/User/GetLoginPlayerSummaryInfo',
      query: queryString({ UserId: userId } satisfies UserIdQuery),
    });
  }

  async prizeTables(userId: string | undefined, currency: string): Promise<PrizeTables> {
    const query = queryString({ UserId: userId, Currency: currency } satisfies PackagesQuery);
    return prizeTablesOf(
      await this.api.data<PlayerPackages>({ method: 'POST', path: '/FDAPI/User/GetLoginPlayerSummaryInfo', query }),
    );
  }

  winLoss(filter: WinLossFilter): Promise<TextReport<WinLossDetail>> {
    const query = queryString({
      Currency: filter.currency,
      DateFrom: filter.dateFrom,
      DateTill: filter.dateTill,
    } satisfies WinLossQuery);
    return this.report<WinLossDetail>('/FDAPI/Report/GetMobileWinLossDetail', query);
  }

  betStatistic(filter: BetStatisticFilter): Promise<TextReport<BetStatistic>> {
    const query = queryString({
      UserId: filter.userId,
      DrawDate: filter.drawDate,
      Currency: filter.currency,
    } satisfies BetStatisticQuery);
    return this.report<BetStatistic>('/FDAPI/Report/GetMobileBetStatistic', query);
  }

  /** The reports carry the text in `message` beside the figures in `data`. */
  private async report<T>(path: string, query: string): Promise<TextReport<T>> {
    const answer = await this.api.send({ method: 'POST', path, query });
    const data = envelopeData<T>(answer);
    const message = (answer.json as { message?: unknown }).message;
    return { text: typeof message === 'string' ? message : '', data };
  }
}
