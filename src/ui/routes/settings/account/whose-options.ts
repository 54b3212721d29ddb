// Whose settings or figures a screen may show: a member only itself; an agent itself, then (with
// `agents`) its sub-agents, then its players. Pure, unit-tested.
import type { Role } from '../../../../../contract/login-data.ts';

export function whoseOptions(
  loginData: { LoginId: string; role: Role; players: readonly string[]; agents: readonly string[] } | null,
  agents: boolean,
): string[] {
  if (loginData === null) return [];
  if (loginData.role === 'member') return [loginData.LoginId];
  const names = [loginData.LoginId, ...(agents ? loginData.agents : []), ...loginData.players];
  return [...new Set(names)];
}
