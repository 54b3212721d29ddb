// setupFiles of the PGlite lanes: a DATABASE_URL in the shell must not turn them into a second PostgreSQL
// lane (the test servers, the server processes and the race tests all choose their database by it).
delete process.env.DATABASE_URL;
