// The who-bought screen's use-case (token `Statements`): a number is asked for only once it is 3 to 6 digits
// (whoBoughtNumberOf), so a half-typed number never reaches the server. The statement screen reads and
// marks paid through the StatementService port itself: those calls have no rule of their own.
import type { WhoBought } from '../../../contract/statements.ts';
import type { StatementService } from '../ports/statement-service.ts';

export interface Statements {
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
    whoBought: async (typed, permutations) => {
      const number = whoBoughtNumberOf(typed);
      return number === null ? null : statements.whoBought(number, permutations);
    },
  };
}

export const Statements = Symbol.for('Statements');
