// The bounds module's inputs read from what GetDownlines answers (wire units → cents and basis points), so
// the downline form judges a change on the same figures the server locks and reads.
import type { AccountSummary } from '../../../contract/accounts.ts';
import {
  headroomOf,
  newDownline,
  usedOf,
  type AgentCaps,
  type CreditFigures,
  type DownlineChange,
  type DownlineNow,
} from './downline-bounds.ts';

/** Units or percent on the wire → cents or basis points (the wire has at most 2 decimals). */
export const hundredths = (value: number): number => Math.round(value * 100);

export const creditOf = (account: AccountSummary): CreditFigures => ({
  limitCents: hundredths(account.CreditLimit),
  givenCents: hundredths(account.DownlineCredit),
  availableCents: hundredths(account.AvailableCredit),
});

export const capsOfSummary = (account: AccountSummary): AgentCaps => ({
  commissionBp: hundredths(account.Commission),
  ptBp: hundredths(account.PositionTaking),
  maxFightCents: hundredths(account.MaxFight),
});

export interface DownlineFacts {
  agent: AgentCaps;
  headroomCents: number;
  now: DownlineNow;
}

/** The facts for a new account under `agent`, or for `target` (with its own direct downlines) under it. */
export function downlineFacts(
  agent: AccountSummary,
  role: 'member' | 'agent',
  target?: { account: AccountSummary; downlines: readonly AccountSummary[] },
): DownlineFacts {
  const facts = { agent: capsOfSummary(agent), headroomCents: headroomOf(creditOf(agent)) };
  if (target === undefined) return { ...facts, now: newDownline(role) };
  const floors = target.downlines.map(capsOfSummary);
  const highest = (pick: (caps: AgentCaps) => number) => Math.max(0, ...floors.map(pick));
  return {
    ...facts,
    now: {
      role: target.account.Role,
      limitCents: hundredths(target.account.CreditLimit),
      usedCents: usedOf(creditOf(target.account)),
      floor: {
        commissionBp: highest((c) => c.commissionBp),
        ptBp: highest((c) => c.ptBp),
        maxFightCents: highest((c) => c.maxFightCents),
      },
    },
  };
}

/** The form's text fields as a change in store units; a field left empty or unreadable is not part of it. */
export function changeOfTexts(
  texts: Partial<Record<'CreditLimit' | 'Commission' | 'PositionTaking' | 'MaxFight', string>>,
): DownlineChange {
  const read = (text: string | undefined) => {
    // A minus is read (credit's own rule refuses it: E116), not dropped as malformed.
    if (text === undefined || text.trim() === '' || !/^-?\d{1,12}(\.\d{1,2})?$/.test(text.trim())) return undefined;
    return hundredths(Number(text.trim()));
  };
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
