// Migrations move forward only: a migration that some database has run is never edited (that database would
// keep the old schema while a new one gets the new). Each file's checksum is recorded when it is committed
// (`npm run migrations:record`); this fails when a recorded file changes or goes, when a file is not
// recorded, and when a file is not in the server's ordered list.
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../server/store/database.ts';
import { migrationChecksums, readRecordedChecksums } from '../../server/store/migration-checksums.ts';

describe('migrations', () => {
  const current = migrationChecksums();
  const recorded = readRecordedChecksums();

  it('keep the text they had when recorded', () => {
    const changed = Object.keys(recorded).filter((file) => current[file] !== recorded[file]);
    expect(changed, 'an applied migration was edited or removed: add a new migration instead').toEqual([]);
  });

  it('are all recorded (npm run migrations:record)', () => {
    expect(Object.keys(current).filter((file) => recorded[file] === undefined)).toEqual([]);
  });

  it('are all listed, in file order, in the server', () => {
    expect(Object.keys(MIGRATIONS)).toEqual(Object.keys(current).map((file) => file.replace(/\.ts$/, '')));
  });
});
