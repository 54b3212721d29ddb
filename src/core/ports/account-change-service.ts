// The record of account changes (docs/api/account-changes.md): a downline's history and the site's audit
// log, newest first, a page at a time (`before`: the previous page's `next`).
import type { AccountChangePage } from '../../../contract/account-changes.ts';

export interface AccountChangeService {
  history(userId: string, before?: number): Promise<AccountChangePage>;
  auditLog(before?: number): Promise<AccountChangePage>;
}

export const AccountChangeService = Symbol.for('AccountChangeService');
