// SettingsService over fetch (docs/api/info.md, docs/api/reports-ledger.md). The names go in the query
// string, as the server's routes read them.
import { inject, injectable } from 'inversify';
import type { PlayerPackages } from '../../../contract/packages.ts';
import type { MobileProfile } from '../../../contract/profile.ts';
import type { BetStatistic, WinLossDetail } from '../../../contract/reports-ledger.ts';
import type { UserEditModel } from '../../../contract/user-preferences.ts';
import type {
  BetStatisticFilter, PreferenceChoice, SettingsService, TextReport, WinLossFilter,
} from '../../core/ports/settings-service.ts';
import { ApiClient, envelopeData } from './api-client.ts';

const queryOf = (entries: Record<string, string | undefined>): string =>
  new URLSearchParams(Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

@injectable()
export class HttpSettingsService implements SettingsService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  profile(userId?: string): Promise<MobileProfile> {
    return this.api.data<MobileProfile>({ method: 'POST', path: '/FDAPI/Report/GetMobileProfile', query: queryOf({ UserId: userId }) });
  }

  editModel(userId?: string): Promise<UserEditModel> {
    return this.api.data<UserEditModel>({ method: 'POST', path: '/FDAPI/User/GetMobileUserEditModel', query: queryOf({ id: userId }) });
  }

  savePreferences(userId: string | undefined, choice: PreferenceChoice): Promise<void> {
    const query = queryOf({
      UserId: userId,
      BetMethodIsMultiply: String(choice.betMethodIsMultiply),
      FormatBox: choice.formatBox,
      SelectedFormatDrawType: choice.drawTypeFormat,
      SelectedFormatBetSequence: choice.betSequence,
    });
    return this.api.succeed({ method: 'POST', path: '/FDAPI/User/EditUser', query });
  }

  packages(userId?: string): Promise<PlayerPackages> {
    return this.api.data<PlayerPackages>({ method: 'POST', path: '/FDAPI/User/GetLoginPlayerSummaryInfo', query: queryOf({ UserId: userId }) });
  }

  winLoss(filter: WinLossFilter): Promise<TextReport<WinLossDetail>> {
    const query = queryOf({ Currency: filter.currency, DateFrom: filter.dateFrom, DateTill: filter.dateTill });
    return this.report<WinLossDetail>('/FDAPI/Report/GetMobileWinLossDetail', query);
  }

  betStatistic(filter: BetStatisticFilter): Promise<TextReport<BetStatistic>> {
    const query = queryOf({ UserId: filter.userId, DrawDate: filter.drawDate, Currency: filter.currency });
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
