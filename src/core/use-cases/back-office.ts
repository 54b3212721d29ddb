// The agent back office's use-cases (token `BackOffice`): the downline form's facts, gathered here so the
// screen judges a change on the figures the server uses. Plain reads and writes have no rule of their own:
// the screens take the SettingsService and DownlineService ports from the container.
import type { AccountSummary } from '../../../contract/accounts.ts';
import { downlineFacts, type DownlineFacts } from '../domain/downline-facts.ts';
import { lockedKinds } from '../domain/downline-packages.ts';
import type { DownlineService } from '../ports/downline-service.ts';

export interface BackOffice {
  /** Opening an account under `parent` (default the caller): the parent and the bounds facts. */
  newDownlineFacts(
    role: 'member' | 'agent',
    parent?: string,
  ): Promise<{ parent: AccountSummary; facts: DownlineFacts }>;
  /** Changing `userId`: its summary, its parent's, and the bounds facts (its caps and floors). */
  editDownlineFacts(
    userId: string,
  ): Promise<{ target: AccountSummary; parent: AccountSummary; facts: DownlineFacts; lockedPackages: string[] }>;
}

export interface BackOfficeDeps {
  downlines: DownlineService;
}

export function createBackOffice({ downlines }: BackOfficeDeps): BackOffice {
  return {
    async newDownlineFacts(role, parent) {
      const { Agent } = await downlines.list(parent);
      return { parent: Agent, facts: downlineFacts(Agent, role) };
    },
    async editDownlineFacts(userId) {
      const own = await downlines.list(userId);
      const target = own.Agent;
      const parent = (await downlines.list(target.Parent ?? undefined)).Agent;
      return {
        target,
        parent,
        facts: downlineFacts(parent, target.Role, { account: target, downlines: own.Downlines }),
        // Kinds a direct downline holds the target's package of: the form locks them (E149).
        lockedPackages: lockedKinds(
          target.Packages,
          own.Downlines.map((downline) => downline.Packages),
        ),
      };
    },
  };
}

export const BackOffice = Symbol.for('BackOffice');
