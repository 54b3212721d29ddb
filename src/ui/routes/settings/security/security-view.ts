// What /settings/security/ shows, as pure functions (tests/ui/settings/security-view.test.ts).
import type { TwoFactorState } from '../../../../core/ports/two-factor-service.ts';
import { passwordTargets } from '../need-change-password/password-targets.ts';

export type TwoFactorShown = 'on' | 'pending' | 'off';

/** On (set up), pending (on, the QR is scanned at the next login) or off. */
export function twoFactorShown(state: TwoFactorState): TwoFactorShown {
  if (!state.required) return 'off';
  return state.enrolled ? 'on' : 'pending';
}

/** Whose codes an agent may reset: its downline agents and players, never itself. */
export function resetTargets(
  loginData: { readonly agents: readonly string[]; readonly players: readonly string[] } | null,
  ownLoginId: string,
): string[] {
  return passwordTargets(loginData, ownLoginId).filter((name) => name.toLowerCase() !== ownLoginId.toLowerCase());
}
