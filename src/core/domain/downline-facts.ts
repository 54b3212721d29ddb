// The bounds module's inputs read from the downline accounts (already cents and basis points: the HTTP
// adapter converts the wire's units and percent), so the downline form judges a change on the same figures
// the server locks and reads.
import type { AccountStatus } from '../../../contract/accounts.ts';
import {
  headroomOf,
  newDownline,
  usedOf,
  type AgentCaps,
  type CreditFigures,
  type DownlineChange,
  type DownlineNow,
} from './downline-bounds.ts';
import { parseAmountText, type Cents } from './money.ts';

/** An account of the agent tree as the back office reads it: money in cents, rates in basis points. */
export interface DownlineAccount {
  userId: string;
  role: 'member' | 'agent';
  status: AccountStatus;
  /** The login name of its agent (null for the company root). */
  parent: string | null;
  creditLimitCents: Cents;
  /** Credit limits handed to its direct downlines. */
  downlineCreditCents: Cents;
  /** Stakes of its open bets. */
  outstandingCents: Cents;
  /** Credit limit − available: handed down, staked and lost (net of wins). */
  usedCreditCents: Cents;
  availableCreditCents: Cents;
  commissionBp: number;
  positionTakingBp: number;
  maxFightCents: Cents;
  games: string[];
  /** Package id per kind ('3D4D' → 1); kinds it was not given are absent. */
  packages: Record<string, number>;
  phone: string | null;
  /** Must change its password at its next login. */
  mustChangePassword: boolean;
  /** A player's per-user limits per draw day; null is no limit (always null for an agent). */
  maxTicketsPerDay: number | null;
  maxStakePerDayCents: Cents | null;
}

export const creditOf = (account: DownlineAccount): CreditFigures => ({
  limitCents: account.creditLimitCents,
  givenCents: account.downlineCreditCents,
  availableCents: account.availableCreditCents,
});

export const capsOfSummary = (account: DownlineAccount): AgentCaps => ({
  commissionBp: account.commissionBp,
  ptBp: account.positionTakingBp,
  maxFightCents: account.maxFightCents,
});

export interface DownlineFacts {
  agent: AgentCaps;
  headroomCents: number;
  now: DownlineNow;
}

/** The facts for a new account under `agent`, or for `target` (with its own direct downlines) under it. */
export function downlineFacts(
  agent: DownlineAccount,
  role: 'member' | 'agent',
  target?: { account: DownlineAccount; downlines: readonly DownlineAccount[] },
): DownlineFacts {
  const facts = { agent: capsOfSummary(agent), headroomCents: headroomOf(creditOf(agent)) };
  if (target === undefined) return { ...facts, now: newDownline(role) };
  const floors = target.downlines.map(capsOfSummary);
  const highest = (pick: (caps: AgentCaps) => number) => Math.max(0, ...floors.map(pick));
  return {
    ...facts,
    now: {
      role: target.account.role,
      limitCents: target.account.creditLimitCents,
      usedCents: usedOf(creditOf(target.account)),
      floor: {
        commissionBp: highest((c) => c.commissionBp),
        ptBp: highest((c) => c.ptBp),
        maxFightCents: highest((c) => c.maxFightCents),
      },
    },
  };
}

/** The form's text fields as a change in cents and basis points; a field left empty or unreadable is not part of it. */
export function changeOfTexts(
  texts: Partial<Record<'CreditLimit' | 'Commission' | 'PositionTaking' | 'MaxFight', string>>,
): DownlineChange {
  // A minus is read (credit's own rule refuses it: E116), not dropped as malformed.
  const read = (text: string | undefined) =>
    text === undefined ? undefined : parseAmountText(text, { maxDecimals: 2, negative: true });
  const change: DownlineChange = {};
  const credit = read(texts.CreditLimit);
  const commission = read(texts.Commission);
  const pt = read(texts.PositionTaking);
  const maxFight = read(texts.MaxFight);
  if (credit !== undefined) change.creditCents = credit;
  if (commission !== undefined) change.commissionBp = commission;
  if (pt !== undefined) change.ptBp = pt;
  if (maxFight !== undefined) change.maxFightCents = maxFight;
  return change;
}
