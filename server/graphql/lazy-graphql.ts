// The GraphQL API (Apollo, type-graphql, graphql-ws and the schema: about 200 ms of imports, a
// third of start-up) loads on its first request or WebSocket upgrade, or shortly after start-up,
// whichever comes first. The proxy and /healthz serve from the moment the server listens.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Services } from '../services.js';
import type { GraphQLEndpoint } from './graphql-server.js';

/** How long after start-up the API loads if nobody asked for it before. */
const LOAD_AFTER_MS = 1_000;

export class LazyGraphQL {
  private loading: Promise<GraphQLEndpoint> | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly services: Services,
    private readonly server: Server,
  ) {
    this.timer = setTimeout(() => void this.load().catch(() => {}), LOAD_AFTER_MS);
    this.timer.unref();
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      this.load().then(
        (endpoint) => endpoint.upgrade(req, socket, head),
        () => socket.destroy(),
      );
    });
  }

  /** The loaded API; the first call imports and starts it. */
  load(): Promise<GraphQLEndpoint> {
    this.loading ??= (async () => {
      const { startGraphQL } = await import('./graphql-server.js');
      return startGraphQL(this.services, this.server);
    })().catch((err: unknown) => {
      this.services.logger.error({ err }, 'the GraphQL API failed to start');
      this.loading = null; // the next request tries again
      throw err;
    });
    return this.loading;
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    if (!this.loading) return;
    const endpoint = await this.loading.catch(() => null);
    await endpoint?.stop();
  }
}
