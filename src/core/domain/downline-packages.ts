// Which packages an agent may hand a downline (docs/api/accounts.md "Packages"; docs/product.md D8): ONE
// pure module that the server's CreateDownline/UpdateDownline (accounts-rules.ts, accounts-update.ts) and
// the app's downline form both call, so the form refuses exactly what the server refuses.
//
// A user holds one package per kind, so below the company a downline gets exactly its agent's package of a
// kind, or none; the company owns its site's packages and may hand down any of them. A downline's package
// of a kind cannot change or go while anyone below it holds it (E149) — and anyone below holds exactly what
// its own agent holds, so the direct downlines tell.
import type { StatusCode } from '../../../contract/envelope.ts';

/** The seven kinds, in the package-info tabs' order. */
export const PACKAGE_KINDS: readonly string[] = Object.freeze([
  '3D4D',
  '5D6D',
  '3D4DL',
  '5D6DL',
  '3D4DA',
  '5D6DA',
  '3D4DN',
]);

/** Who hands the package down: the company (any of its site's) or an agent (what it holds itself). */
export interface PackageGiver {
  isCompany: boolean;
  /** Its own package id per kind. */
  held: Readonly<Record<string, number>>;
}

export interface PackageRefusal {
  code: StatusCode;
  params: (string | number)[];
}

/**
 * The first refusal of one kind's package asked for (`id`, or null to take the kind away), in the
 * server's order: E150 unknown kind; E152 no such package in the site and E151 a package of another kind
 * (`kindOfId` knows the site's packages: the server reads them, the form knows only those it offers);
 * then below the company E153 (the giver holds none of that kind) and E154 (it holds another).
 */
export function packageRefusal(
  giver: PackageGiver,
  kind: string,
  id: number | null,
  kindOfId: (id: number) => string | undefined,
): PackageRefusal | null {
  if (!PACKAGE_KINDS.includes(kind)) return { code: 'E150', params: [kind] };
  if (id === null) return null;
  const actualKind = kindOfId(id);
  if (actualKind === undefined) return { code: 'E152', params: [id] };
  if (actualKind !== kind) return { code: 'E151', params: [kind] };
  if (giver.isCompany) return null;
  const held = giver.held[kind];
  if (held === undefined) return { code: 'E153', params: [kind] };
  if (held !== id) return { code: 'E154', params: [kind] };
  return null;
}

/** The kinds whose current package a downline's own direct downlines hold: it cannot change nor go (E149). */
export function lockedKinds(
  current: Readonly<Record<string, number>>,
  below: readonly Readonly<Record<string, number>>[],
): string[] {
  return PACKAGE_KINDS.filter(
    (kind) => current[kind] !== undefined && below.some((packages) => packages[kind] === current[kind]),
  );
}

/** E149 for a change of a locked kind (a kind asked to stay as it is is no change). */
export function packageLockRefusal(
  current: Readonly<Record<string, number>>,
  locked: readonly string[],
  kind: string,
  id: number | null,
): PackageRefusal | null {
  if (current[kind] === (id ?? undefined)) return null;
  return locked.includes(kind) ? { code: 'E149', params: [kind] } : null;
}

/**
 * What the form offers per kind: none, or the giver's own package (and, under the company, the one the
 * downline holds now if it differs). Kinds the giver has nothing of and the downline holds nothing of
 * are left out.
 */
export function packageChoices(
  giver: PackageGiver,
  current: Readonly<Record<string, number>>,
): { kind: string; ids: number[] }[] {
  return PACKAGE_KINDS.flatMap((kind) => {
    const ids = [giver.held[kind], giver.isCompany ? current[kind] : undefined].filter(
      (id): id is number => id !== undefined,
    );
    const unique = [...new Set(ids)];
    return unique.length === 0 && current[kind] === undefined ? [] : [{ kind, ids: unique }];
  });
}
