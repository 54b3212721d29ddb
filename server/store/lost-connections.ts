// A PostgreSQL connection can end under the server at any moment: a restart, a failover, an
// administrator's pg_terminate_backend, a network cut. pg reports it as an 'error' event on the connection,
// and an 'error' event that nobody listens to is thrown by Node as an uncaught exception: the whole server
// would go down. pg's pool listens only while a connection is idle; while one is checked out (a transaction
// waiting between two statements on the server's own work) nobody does, so every connection gets a
// listener of its own when it opens. The statement in flight, or the next one, still fails with the error,
// and the pool drops a connection that failed instead of lending it again.
import type pg from 'pg';

/** Keeps a lost connection of `pool` (named `what` in the warning) from taking the server down. */
export function surviveLostConnections(pool: pg.Pool, what: string): void {
  pool.on('error', (error) => console.warn(`database: ${what} was lost while idle (${error.message})`));
  pool.on('connect', (client) => {
    client.on('error', () => {
      // Reported to whoever uses the connection (its statement fails) or by the pool's listener above.
    });
  });
}
