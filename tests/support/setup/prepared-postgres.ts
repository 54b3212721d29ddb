// Vitest globalSetup of the PostgreSQL lane: checks that PostgreSQL answers (the lane fails at once with
// what to do, rather than in every file), then makes the run's template database
// (tests/support/prepared-database.ts) and drops it after the run.
import pg from 'pg';
import { createPostgresTemplate, dropPostgresDatabase, POSTGRES_TEMPLATE_ENV } from '../prepared-database.ts';
import type { TestProject } from 'vitest/node';

export default async function preparePostgres(project: TestProject): Promise<() => Promise<void>> {
  // The lane's own DATABASE_URL (vite.config.ts), as its test processes get it.
  const adminUrl = project.config.env.DATABASE_URL;
  if (!adminUrl) throw new Error('The PostgreSQL lane has no DATABASE_URL in its env');
  const probe = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await probe.connect();
  } catch (error) {
    throw new Error(
      `The PostgreSQL lane needs a PostgreSQL at ${adminUrl} (set DATABASE_URL to another): ${String(error)}`,
      { cause: error },
    );
  } finally {
    await probe.end().catch(() => {});
  }
  const template = await createPostgresTemplate(adminUrl);
  process.env[POSTGRES_TEMPLATE_ENV] = template;
  return async () => {
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await dropPostgresDatabase(adminUrl, template);
  };
}
