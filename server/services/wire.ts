// Conversions at the API edge: money is integer cents and rates basis points inside; the wire carries
// units (1000.5) and fractions (0.1 = 10 %) that the client formats. The company root acts as an agent.
import type { Role } from '../../contract/login-data.ts';
import type { UserRow } from './access.ts';

/** Cents → units with at most 2 decimals (a JSON number; the client pads to 2 places). */
export const unitsOf = (cents: number): number => Math.round(cents) / 100;

/** Basis points → fraction (1000 bp → 0.1), which the client shows ×100 as a percentage. */
export const fractionOfBp = (bp: number): number => bp / 10_000;

/** The two roles of the specification: member, or anyone with a subtree (agents and the company). */
export const wireRole = (user: Pick<UserRow, 'role'>): Role => (user.role === 'member' ? 'member' : 'agent');
