// The settings screens' and the agent back office's use-cases: what those screens may ask of
// the server, as one object the container provides (token `BackOffice`). Reads pass through; the
// downline form's facts are gathered here, so the screen judges a change on the figures the server uses.
import type { AccountSummary, DownlineList } from '../../../contract/accounts.ts';
import type { PlayerPackages } from '../../../contract/packages.ts';
import type { MobileProfile } from '../../../contract/profile.ts';
import type { BetStatistic, WinLossDetail } from '../../../contract/reports-ledger.ts';
import type { UserEditModel } from '../../../contract/user-preferences.ts';
import { downlineFacts, type DownlineFacts } from '../domain/downline-facts.ts';
import { lockedKinds } from '../domain/downline-packages.ts';
import type { PrizeTables } from '../domain/top-payout.ts';
import type { DownlineService, DownlineUpdate, NewDownline } from '../ports/downline-service.ts';
import type {
  BetStatisticFilter, PreferenceChoice, SettingsService, TextReport, WinLossFilter,
} from '../ports/settings-service.ts';

export interface BackOffice {
  profile(userId?: string): Promise<MobileProfile>;
  editModel(userId?: string): Promise<UserEditModel>;
  savePreferences(userId: string | undefined, choice: PreferenceChoice): Promise<void>;
  packages(userId?: string): Promise<PlayerPackages>;
  /** The prize tables a player's bets in `currency` are paid (default the caller's): the forms' preview. */
  prizeTables(userId: string | undefined, currency: string): Promise<PrizeTables>;
  winLoss(filter: WinLossFilter): Promise<TextReport<WinLossDetail>>;
  betStatistic(filter: BetStatisticFilter): Promise<TextReport<BetStatistic>>;
  downlines(userId?: string): Promise<DownlineList>;
  /** Opening an account under `parent` (default the caller): the parent and the bounds facts. */
  newDownlineFacts(role: 'member' | 'agent', parent?: string): Promise<{ parent: AccountSummary; facts: DownlineFacts }>;
  /** Changing `userId`: its summary, its parent's, and the bounds facts (its caps and floors). */
  editDownlineFacts(userId: string): Promise<{ target: AccountSummary; parent: AccountSummary; facts: DownlineFacts; lockedPackages: string[] }>;
  createDownline(account: NewDownline): Promise<AccountSummary>;
  updateDownline(change: DownlineUpdate): Promise<AccountSummary>;
}

export interface BackOfficeDeps {
  settings: SettingsService;
  downlines: DownlineService;
}

export function createBackOffice({ settings, downlines }: BackOfficeDeps): BackOffice {
  return {
    profile: (userId) => settings.profile(userId),
    editModel: (userId) => settings.editModel(userId),
    savePreferences: (userId, choice) => settings.savePreferences(userId, choice),
    packages: (userId) => settings.packages(userId),
    prizeTables: (userId, currency) => settings.prizeTables(userId, currency),
    winLoss: (filter) => settings.winLoss(filter),
    betStatistic: (filter) => settings.betStatistic(filter),
    downlines: (userId) => downlines.list(userId),
    async newDownlineFacts(role, parent) {
      const { Agent } = await downlines.list(parent);
      return { parent: Agent, facts: downlineFacts(Agent, role) };
    },
    async editDownlineFacts(userId) {
      const own = await downlines.list(userId);
      const target = own.Agent;
      const parent = (await downlines.list(target.Parent ?? undefined)).Agent;
      return {
        target, parent, facts: downlineFacts(parent, target.Role, { account: target, downlines: own.Downlines }),
        // Kinds a direct downline holds the target's package of: the form locks them (E149).
        lockedPackages: lockedKinds(target.Packages, own.Downlines.map((downline) => downline.Packages)),
      };
    },
    createDownline: (account) => downlines.create(account),
    updateDownline: (change) => downlines.update(change),
  };
}

export const BackOffice = Symbol.for('BackOffice');
