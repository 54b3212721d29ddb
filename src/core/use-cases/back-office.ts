// The agent back office's use-cases (token `BackOffice`): the downline form's facts, gathered here so the
// screen judges a change on the figures the server uses. Plain reads and writes have no rule of their own:
// the screens take the SettingsService and DownlineService ports from the container.
import { downlineFacts, type DownlineAccount, type DownlineFacts } from '../domain/downline-facts.ts';
import { lockedKinds } from '../domain/downline-packages.ts';
import type { DownlineService } from '../ports/downline-service.ts';

export interface BackOffice {
  /** Opening an account under `parent` (default the caller): the parent and the bounds facts. */
  newDownlineFacts(
    role: 'member' | 'agent',
    parent?: string,
  ): Promise<{ parent: DownlineAccount; facts: DownlineFacts }>;
  /** Changing `userId`: its summary, its parent's, and the bounds facts (its caps and floors). */
  editDownlineFacts(
    userId: string,
  ): Promise<{ target: DownlineAccount; parent: DownlineAccount; facts: DownlineFacts; lockedPackages: string[] }>;
}

export interface BackOfficeDeps {
  downlines: DownlineService;
}

export function createBackOffice({ downlines }: BackOfficeDeps): BackOffice {
  return {
    async newDownlineFacts(role, parent) {
      const { agent } = await downlines.list(parent);
      return { parent: agent, facts: downlineFacts(agent, role) };
    },
    async editDownlineFacts(userId) {
      const own = await downlines.list(userId);
      const target = own.agent;
      const parent = (await downlines.list(target.parent ?? undefined)).agent;
      return {
        target,
        parent,
        facts: downlineFacts(parent, target.role, { account: target, downlines: own.downlines }),
        // Kinds a direct downline holds the target's package of: the form locks them (E149).
        lockedPackages: lockedKinds(
          target.packages,
          own.downlines.map((downline) => downline.packages),
        ),
      };
    },
  };
}

export const BackOffice = Symbol.for('BackOffice');
