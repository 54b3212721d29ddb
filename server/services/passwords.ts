// argon2id with OWASP's parameters (19 MiB, t=2, p=1), and the password rules of docs/product.md D10.
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash never lets anyone in
  }
}

/** A hash of nothing anyone knows: verified against when the user does not exist, so both take as long. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}

/** The first rule a new password breaks: the shared rule (src/core/domain/account-input.ts). */
export { passwordFault } from '../../src/core/domain/account-input.ts';
