// IdSource over Web Crypto: a ClientRef is a random UUID (122 random bits), unguessable and unique per bet.
// randomUUID exists only in secure contexts (https, loopback); getRandomValues exists everywhere, so a page
// served over plain http on a LAN still gets refs of the same strength and the same shape.
import { injectable } from 'inversify';
import type { IdSource } from '../../core/ports/id-source.ts';

/** A version 4 UUID from 16 random bytes, with the version and variant bits set as randomUUID sets them. */
export function uuidFromRandomBytes(random: Uint8Array): string {
  const bytes = Uint8Array.from(random.subarray(0, 16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

@injectable()
export class CryptoIdSource implements IdSource {
  clientRef(): string {
    if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
    return uuidFromRandomBytes(crypto.getRandomValues(new Uint8Array(16)));
  }
}
