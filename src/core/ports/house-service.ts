// The house screens' calls (docs/house.md): the house operator's results and maintenance switch, a site
// company's sign-in settings, rates and links. Each answers the state after a change.
import type {
  HouseAccess,
  MaintenanceState,
  PublishedResult,
  ResultPreview,
  SignInSettings,
  SiteLinks,
  DrawResult,
} from '../../../contract/house.ts';
import type { SiteRates } from '../../../contract/rates.ts';

export interface MaintenanceChange {
  active: boolean;
  reason: string | null;
  /** An instant with its offset, or null for no end. */
  endsAt: string | null;
}

export interface HouseService {
  access(): Promise<HouseAccess>;
  preview(drawType: string, drawDate: string): Promise<ResultPreview>;
  publish(drawType: string, drawDate: string, result: DrawResult): Promise<PublishedResult>;
  maintenance(): Promise<MaintenanceState>;
  setMaintenance(change: MaintenanceChange): Promise<MaintenanceState>;
  signInSettings(): Promise<SignInSettings>;
  setSignInSettings(change: Partial<SignInSettings>): Promise<SignInSettings>;
  rates(): Promise<SiteRates>;
  setRate(code: string, rate: string): Promise<SiteRates>;
  links(): Promise<SiteLinks>;
  setLinks(links: SiteLinks): Promise<SiteLinks>;
}

export const HouseService = Symbol.for('HouseService');
