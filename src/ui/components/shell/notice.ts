// A message carried to the next page in the router's location state: the guard's failure, a forced
// logout's reason, the password change's success (docs/product.md S4: "alert and go to /login/"). The login
// page shows it as a banner (role="alert"), which survives the navigation a window.alert would not, and
// is translated at render time, so switching the language re-translates it.
export interface Notice {
  status: string;
  params: (string | number)[];
}

export function noticeState(status: string, params: readonly (string | number)[] = []): { notice: Notice } {
  return { notice: { status, params: [...params] } };
}

/** The notice in a location state, if it is one (state is whatever history holds: check it). */
export function noticeOf(state: unknown): Notice | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { notice?: unknown }).notice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { status, params } = notice as { status?: unknown; params?: unknown };
  if (typeof status !== 'string' || !/^[A-Z]\d{3}(-\d)?$/.test(status)) return null;
  const list = Array.isArray(params)
    ? params.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number')
    : [];
  return { status, params: list };
}

/** S1xx statuses are good news (shown calmly); everything else is an alert. */
export const isSuccessStatus = (status: string): boolean => status.startsWith('S');
