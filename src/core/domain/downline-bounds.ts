// The bounds a downline's settings obey against its agent (docs/api/accounts.md "Decisions"): ONE pure
// module that the server's CreateDownline/UpdateDownline and the app's downline form both call, so the
// form refuses exactly what the server refuses (like the engine). Store units: cents and basis points;
// a refusal's params are in wire units (units, percent), as the server answers them.
import type { StatusCode } from '../../../contract/envelope.ts';

/** An account's credit figures, in cents, as the server reads them (services/credit.ts). */
export interface CreditFigures {
  limitCents: number;
  /** Credit limits handed to its direct downlines. */
  givenCents: number;
  /** limit − given + ledger. */
  availableCents: number;
}

/** The agent a downline sits under (its caps). */
export interface AgentCaps {
  commissionBp: number;
  ptBp: number;
  maxFightCents: number;
}

/** The downline as it is today (update), or nothing yet (create). */
export interface DownlineNow {
  role: 'member' | 'agent';
  /** Its current credit limit and what it uses of it (E141's floor); 0 and 0 for a new account. */
  limitCents: number;
  usedCents: number;
  /** The highest of its direct downlines' (its floors); 0 when it has none. */
  floor: AgentCaps;
}

export interface DownlineChange {
  creditCents?: number;
  commissionBp?: number;
  ptBp?: number;
  maxFightCents?: number;
}

export type BoundField = 'CreditLimit' | 'Commission' | 'PositionTaking' | 'MaxFight';

export interface Refusal {
  code: StatusCode;
  field: BoundField;
  params: number[];
}

export interface Range {
  min: number;
  max: number;
}

const units = (cents: number) => cents / 100;
const percent = (bp: number) => bp / 100;

/**
 * What an agent can still hand down: its available credit, but never more than its limit less what it has
 * already handed down — winnings and commission in its ledger are its own, not credit to lend on.
 */
export const headroomOf = (agent: CreditFigures): number =>
  Math.min(agent.availableCents, agent.limitCents - agent.givenCents);

/** What an account already uses of its limit: what it handed down, plus its net spending when that is a loss. */
export function usedOf(account: CreditFigures): number {
  const ledger = account.availableCents - account.limitCents + account.givenCents;
  return account.givenCents + Math.max(0, -ledger);
}

/** A brand-new account: nothing held, nothing used, no downlines. */
export const newDownline = (role: 'member' | 'agent'): DownlineNow => ({
  role,
  limitCents: 0,
  usedCents: 0,
  floor: { commissionBp: 0, ptBp: 0, maxFightCents: 0 },
});

/** Credit: never negative (E116); an increase within the agent's headroom (E117); a decrease not below what is used (E141). */
export function creditRefusal(headroomCents: number, now: DownlineNow, creditCents: number): Refusal | null {
  if (creditCents < 0) return { code: 'E116', field: 'CreditLimit', params: [] };
  if (creditCents === now.limitCents) return null;
  const delta = creditCents - now.limitCents;
  if (delta > headroomCents) return { code: 'E117', field: 'CreditLimit', params: [units(headroomCents)] };
  if (delta < 0 && creditCents < now.usedCents)
    return { code: 'E141', field: 'CreditLimit', params: [units(now.usedCents)] };
  return null;
}

/** A member takes no position and fights nothing: only agents share a member's bets (E128). */
export function memberRefusal(role: 'member' | 'agent', change: DownlineChange): Refusal | null {
  if (role !== 'member') return null;
  if (change.ptBp) return { code: 'E128', field: 'PositionTaking', params: [] };
  if (change.maxFightCents) return { code: 'E128', field: 'MaxFight', params: [] };
  return null;
}

/** Rates and max fight at most the agent's (E135, E137, E144). */
export function capRefusal(agent: AgentCaps, change: DownlineChange): Refusal | null {
  if (change.commissionBp !== undefined && change.commissionBp > agent.commissionBp)
    return { code: 'E135', field: 'Commission', params: [percent(agent.commissionBp)] };
  if (change.ptBp !== undefined && change.ptBp > agent.ptBp)
    return { code: 'E137', field: 'PositionTaking', params: [percent(agent.ptBp)] };
  if (change.maxFightCents !== undefined && change.maxFightCents > agent.maxFightCents)
    return { code: 'E144', field: 'MaxFight', params: [units(agent.maxFightCents)] };
  return null;
}

/** ...and at least the highest of the downline's own direct downlines' (E136, E138, E144). */
export function floorRefusal(floor: AgentCaps, change: DownlineChange): Refusal | null {
  if (change.commissionBp !== undefined && change.commissionBp < floor.commissionBp)
    return { code: 'E136', field: 'Commission', params: [percent(floor.commissionBp)] };
  if (change.ptBp !== undefined && change.ptBp < floor.ptBp)
    return { code: 'E138', field: 'PositionTaking', params: [percent(floor.ptBp)] };
  if (change.maxFightCents !== undefined && change.maxFightCents < floor.maxFightCents)
    return { code: 'E144', field: 'MaxFight', params: [units(floor.maxFightCents)] };
  return null;
}

/** Every bound in the server's order for UpdateDownline (credit, member, caps, floors): the first refusal. */
export function downlineRefusal(
  agent: AgentCaps,
  headroomCents: number,
  now: DownlineNow,
  change: DownlineChange,
): Refusal | null {
  return (
    (change.creditCents === undefined ? null : creditRefusal(headroomCents, now, change.creditCents)) ??
    memberRefusal(now.role, change) ??
    capRefusal(agent, change) ??
    floorRefusal(now.floor, change)
  );
}

/** The ranges the form shows before the user types (store units). A member's PT and max fight are 0. */
export function downlineRanges(agent: AgentCaps, headroomCents: number, now: DownlineNow): Record<BoundField, Range> {
  const member = now.role === 'member';
  return {
    CreditLimit: { min: Math.min(now.limitCents, now.usedCents), max: now.limitCents + Math.max(0, headroomCents) },
    Commission: { min: now.floor.commissionBp, max: agent.commissionBp },
    PositionTaking: member ? { min: 0, max: 0 } : { min: now.floor.ptBp, max: agent.ptBp },
    MaxFight: member ? { min: 0, max: 0 } : { min: now.floor.maxFightCents, max: agent.maxFightCents },
  };
}
