// The pg module as Sequelize should load it: every client has an 'error' listener from birth.
// Sequelize attaches its own listener only once a connection's handshake is done; a server that
// terminates the connection in that window (a restart, a failover, pg_terminate_backend) makes the
// client emit 'error' with no listener, which Node raises as an uncaught exception and the process
// dies with its held writes. Marking the client invalid is what Sequelize's own listener does: the
// pool then never hands it out again, and the query that found it dead is retried (sequelize.ts).
import pg from 'pg';

class GuardedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => {
      (this as unknown as { _invalid: boolean })._invalid = true;
    });
  }
}

/** pg with its Client replaced; everything else (types, defaults) read through to pg itself. */
export const guardedPg: typeof pg = Object.create(pg, { Client: { value: GuardedClient, enumerable: true } });
