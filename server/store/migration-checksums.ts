/**
 * The SHA-256 of every migration file, and the checksums recorded when each was first committed. Only tools
 * read these (the record script and the forward-only test); the server never does, so a checksum can never
 * stop a start.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
export const CHECKSUMS_FILE = fileURLToPath(new URL('./migrations/checksums.json', import.meta.url));

/** file name → SHA-256 (hex) of its bytes, for every migration file in the folder. */
export function migrationChecksums(): Record<string, string> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{4}-.+\.ts$/.test(file))
    .sort();
  return Object.fromEntries(
    files.map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(MIGRATIONS_DIR + file))
        .digest('hex'),
    ]),
  );
}

export function readRecordedChecksums(): Record<string, string> {
  if (!existsSync(CHECKSUMS_FILE)) return {};
  return JSON.parse(readFileSync(CHECKSUMS_FILE, 'utf8')) as Record<string, string>;
}
