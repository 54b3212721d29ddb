/**
 * `npm run migrations:record`: writes the SHA-256 of each migration not yet recorded into
 * server/store/migrations/checksums.json. A recorded checksum is never rewritten here: once a migration has
 * run on some database, its text is history, and tests/architecture/migrations-forward-only.test.ts fails
 * when it changes. A change of schema is a new migration.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { migrationChecksums, CHECKSUMS_FILE, readRecordedChecksums } from '../server/store/migration-checksums.ts';

const recorded = readRecordedChecksums();
const added: string[] = [];
for (const [file, checksum] of Object.entries(migrationChecksums())) {
  if (recorded[file] !== undefined) continue;
  recorded[file] = checksum;
  added.push(file);
}
const sorted = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)));
const text = `${JSON.stringify(sorted, null, 2)}\n`;
if (text !== readFileSync(CHECKSUMS_FILE, 'utf8')) writeFileSync(CHECKSUMS_FILE, text);
console.log(added.length === 0 ? 'every migration was already recorded' : `recorded: ${added.join(', ')}`);
