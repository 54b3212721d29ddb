// The weekly statement and "who bought a number" (docs/api/statements.md).
import type { WeeklyStatement, WhoBought } from '../../../contract/statements.ts';

export interface StatementService {
  /** `userId` absent: the caller's own; `week` any date of the week, absent: this week (GMT+8). */
  weekly(userId?: string, week?: string): Promise<WeeklyStatement>;
  /** Marks what is outstanding with a direct downline paid; the statement after it. */
  markPaid(userId: string, week: string, currency: string): Promise<WeeklyStatement>;
  whoBought(number: string, permutations: boolean): Promise<WhoBought>;
}

export const StatementService = Symbol.for('StatementService');
