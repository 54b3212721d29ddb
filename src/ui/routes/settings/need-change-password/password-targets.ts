// Whose password the normal-mode screen can change (docs/product.md S2 "Change password": a player
// dropdown): the user itself first, then its agents and players (an agent's subtree). Pure.
export function passwordTargets(
  loginData: { readonly agents: readonly string[]; readonly players: readonly string[] } | null,
  ownLoginId: string,
): string[] {
  const names = [ownLoginId, ...(loginData?.agents ?? []), ...(loginData?.players ?? [])];
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const isOwn = (target: string, ownLoginId: string): boolean => target.toLowerCase() === ownLoginId.toLowerCase();
