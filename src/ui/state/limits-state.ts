// A player's per-user limits as the bet screens show them (docs/currencies-and-limits.md): loaded for the
// player a screen bets for, and marked stale after every bet so the next read shows what is left. Changed
// only by the actions below.
import { proxy, ref } from 'valtio';
import type { BetLimits } from '../../../contract/bet-limits.ts';

export interface LimitsState {
  /** Whose limits these are ('' before any). */
  player: string;
  limits: BetLimits | null;
  /** Bumped after each bet: screens read the limits again. */
  version: number;
}

export const limitsState = proxy<LimitsState>({ player: '', limits: null, version: 0 });

export const limitsActions = {
  loaded(player: string, limits: BetLimits): void {
    limitsState.player = player;
    limitsState.limits = ref(limits);
  },
  /** A bet was placed or refused: what is left has changed. */
  stale(): void {
    limitsState.version += 1;
  },
  clear(): void {
    limitsState.player = '';
    limitsState.limits = null;
  },
};
