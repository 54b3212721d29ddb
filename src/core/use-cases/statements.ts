// The statement and who-bought screens' use-cases: what they may ask of the server, as one object the
// container provides (token `Statements`). A number is asked for only once it is 3 to 6 digits
// (whoBoughtNumberOf), so a half-typed number never reaches the server.
import type { WeeklyStatement, WhoBought } from '../../../contract/statements.ts';
import type { StatementService } from '../ports/statement-service.ts';

export interface Statements {
  weekly(userId?: string, week?: string): Promise<WeeklyStatement>;
  markPaid(userId: string, week: string, currency: string): Promise<WeeklyStatement>;
  /** null when `typed` is not a number of 3 to 6 digits (nothing is asked). */
  whoBought(typed: string, permutations: boolean): Promise<WhoBought | null>;
}

/** The digits of what was typed when they are a number of 3 to 6 digits (blanks around ignored), else null. */
export function whoBoughtNumberOf(typed: string): string | null {
  const trimmed = typed.trim();
  return /^\d{3,6}$/.test(trimmed) ? trimmed : null;
}

export function createStatements({ statements }: { statements: StatementService }): Statements {
  return {
    weekly: (userId, week) => statements.weekly(userId, week),
    markPaid: (userId, week, currency) => statements.markPaid(userId, week, currency),
    whoBought: async (typed, permutations) => {
      const number = whoBoughtNumberOf(typed);
      return number === null ? null : statements.whoBought(number, permutations);
    },
  };
}

export const Statements = Symbol.for('Statements');
