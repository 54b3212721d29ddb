// HouseService over fetch (docs/house.md): the operators' session calls under /admin/, with the bearer token.
import { inject, injectable } from 'inversify';
import type {
  DrawResult,
  HouseAccess,
  MaintenanceState,
  PublishedResult,
  ResultPreview,
  SignInSettings,
  SiteLinks,
} from '../../../contract/house.ts';
import type { SiteRates } from '../../../contract/rates.ts';
import type { MaintenanceBody, RateBody, SignInSettingsBody } from '../../../contract/requests/admin.ts';
import type { ResultPreviewQuery, SiteLinksBody } from '../../../contract/requests/house.ts';
import type { PublishResultBody } from '../../../contract/requests/results.ts';
import type { HouseService, MaintenanceChange } from '../../core/ports/house-service.ts';
import { ApiClient, queryString } from './api-client.ts';

@injectable()
export class HttpHouseService implements HouseService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  access(): Promise<HouseAccess> {
    return this.api.data<HouseAccess>({ method: 'GET', path: '/admin/access' });
  }

  preview(drawType: string, drawDate: string): Promise<ResultPreview> {
    const query = queryString({ drawType, drawDate } satisfies ResultPreviewQuery);
    return this.api.data<ResultPreview>({ method: 'GET', path: '/admin/results/preview', query });
  }

  publish(drawType: string, drawDate: string, result: DrawResult): Promise<PublishedResult> {
    const json: PublishResultBody = { drawType, drawDate, ...result };
    return this.api.data<PublishedResult>({ method: 'POST', path: '/admin/results', json });
  }

  maintenance(): Promise<MaintenanceState> {
    return this.api.data<MaintenanceState>({ method: 'GET', path: '/admin/maintenance' });
  }

  setMaintenance(change: MaintenanceChange): Promise<MaintenanceState> {
    const json = { active: change.active, reason: change.reason, endsAt: change.endsAt } as MaintenanceBody;
    return this.api.data<MaintenanceState>({ method: 'POST', path: '/admin/maintenance', json });
  }

  signInSettings(): Promise<SignInSettings> {
    return this.api.data<SignInSettings>({ method: 'GET', path: '/admin/sign-in-settings' });
  }

  setSignInSettings(change: Partial<SignInSettings>): Promise<SignInSettings> {
    const json: SignInSettingsBody = change;
    return this.api.data<SignInSettings>({ method: 'POST', path: '/admin/sign-in-settings', json });
  }

  rates(): Promise<SiteRates> {
    return this.api.data<SiteRates>({ method: 'GET', path: '/admin/rates' });
  }

  setRate(code: string, rate: string): Promise<SiteRates> {
    const json: RateBody = { code, rate };
    return this.api.data<SiteRates>({ method: 'POST', path: '/admin/rates', json });
  }

  links(): Promise<SiteLinks> {
    return this.api.data<SiteLinks>({ method: 'GET', path: '/admin/links' });
  }

  setLinks(links: SiteLinks): Promise<SiteLinks> {
    const json: SiteLinksBody = links;
    return this.api.data<SiteLinks>({ method: 'POST', path: '/admin/links', json });
  }
}
