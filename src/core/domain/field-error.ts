// A refusal that names the field it is about (the account calls answer `field`: 'CreditLimit',
// 'Commission', 'Games', …), so a form can show the message at that field.
import { ServiceError } from './service-error.ts';

export class FieldError extends ServiceError {
  constructor(
    status: string,
    params: readonly (string | number)[],
    readonly field: string,
  ) {
    super(status, params);
    this.name = 'FieldError';
  }
}

/** The field a failure names, or null (a plain refusal, no answer at all). */
export const fieldOf = (error: unknown): string | null => (error instanceof FieldError ? error.field : null);
