// /graphql over HTTP (Apollo Server 5 on Koa) and WebSocket (graphql-ws) on the same path.
// HTTP requests carry the session cookie or a bearer key; WebSocket connections authenticate in
// connection_init (connectionParams.authorization, or the cookie of the upgrade request) and are
// closed with 4403 otherwise. Unexpected errors are masked.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { bodyParser } from '@koa/bodyparser';
import { koaMiddleware } from '@as-integrations/koa';
import { GraphQLError, specifiedRules, validate, type GraphQLFormattedError, type ValidationContext } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type Koa from 'koa';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Services } from '../services.js';
import { identify, readCookie, type GraphQLContext } from './context.js';
import { depthLimit } from './depth-limit.js';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { roteSchema } from './schema.js';
import { SESSION_COOKIE } from '../auth/sessions.js';

import { GRAPHQL_PATH } from './path.js';

export { GRAPHQL_PATH };
const MAX_DEPTH = 10;
/**
 * Sign-up is open, so one query must not be able to stall every tenant: at most 15 aliases (200
 * aliased `stats` once held the event loop for 5 s) and a bounded cost (graphql-armor's model:
 * objects 2, scalars 1, multiplied by depth), far above what the dashboard or GraphiQL's
 * introspection asks.
 */
// A rejection is reported as a validation error (a client error), not thrown (a masked 500).
const report = { propagateOnRejection: false, onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)] };
const LIMITS = [
  depthLimit(MAX_DEPTH),
  maxAliasesRule({ n: 15, ...report }),
  costLimitRule({ maxCost: 5_000, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5, ignoreIntrospection: true, ...report }),
];
const KNOWN_CODES = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'NOT_FOUND', 'BAD_USER_INPUT', 'TOO_MANY_ATTEMPTS', 'QUERY_TOO_DEEP', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_REQUEST', 'FORBIDDEN', 'PERSISTED_QUERY_NOT_FOUND', 'OPERATION_RESOLUTION_FAILURE']);

function maskError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && KNOWN_CODES.has(code)) return formatted;
  return { message: 'Internal server error.', extensions: { code: 'INTERNAL_SERVER_ERROR' }, locations: formatted.locations, path: formatted.path };
}

export interface GraphQLEndpoint {
  middleware: Koa.Middleware[];
  /** Takes an HTTP upgrade: a WebSocket for subscriptions on /graphql, refused elsewhere. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  stop(): Promise<void>;
}

export async function startGraphQL(services: Services, httpServer: Server): Promise<GraphQLEndpoint> {
  const schema = await roteSchema();
  // Upgrades arrive through upgrade() below: the HTTP server listens before this stack loads.
  const wsServer = new WebSocketServer({ noServer: true });
  // Open subscriptions end with the credential that opened them: sign-out, key revocation.
  const open = new Map<WebSocket, { sessionId: string | null; keyId: string | null }>();
  const closeWhere = (matches: (who: { sessionId: string | null; keyId: string | null }) => boolean) => {
    for (const [socket, who] of open) if (matches(who)) socket.close(4401, 'Unauthorized: the session or key has ended');
  };
  const stopListening = [
    services.sessions.ended.subscribe(({ id }) => closeWhere((who) => who.sessionId === id)),
    services.apiKeys.revoked.subscribe(({ id }) => closeWhere((who) => who.keyId === id)),
  ];
  const wsCleanup = useServer(
    {
      schema,
      validate: (validationSchema, document) => validate(validationSchema, document, [...specifiedRules, ...LIMITS]),
      onConnect: async (ctx) => {
        const auth = ctx.connectionParams?.authorization;
        const headers = { ...ctx.extra.request.headers, authorization: typeof auth === 'string' ? auth : undefined };
        const who = await identify(services, headers);
        if (!who) return false; // graphql-ws closes with 4403 Forbidden
        (ctx.extra as { who?: unknown }).who = who;
        const socket = ctx.extra.socket as unknown as WebSocket;
        open.set(socket, who);
        socket.once('close', () => open.delete(socket));
        return true;
      },
      context: (ctx): GraphQLContext => {
        const who = (ctx.extra as { who?: { accountId: string; sessionId: string | null } }).who!;
        return { services, ...who, clientAddress: ctx.extra.request.socket.remoteAddress ?? '', secure: false, setCookie: () => {} };
      },
      onError: (_ctx, _id, _payload, errors) => {
        services.logger.warn({ errors: errors.map((e) => e.message) }, 'graphql-ws operation failed');
      },
    },
    wsServer,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // The schema is public (schema.graphql is in the repository): GraphiQL's docs and
    // autocomplete need introspection, which Apollo otherwise turns off in production.
    introspection: true,
    validationRules: LIMITS,
    // main.ts owns SIGTERM and SIGINT: Apollo's own handler (installed outside NODE_ENV=test)
    // re-raises the signal after stop() and kills the process before the write-behind flushes.
    stopOnTerminationSignals: false,
    formatError: (formatted, err) => {
      if (!(err instanceof GraphQLError) || !formatted.extensions?.code || formatted.extensions.code === 'INTERNAL_SERVER_ERROR') {
        services.logger.error({ err }, 'graphql error');
      }
      return maskError(formatted);
    },
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
    ],
  });
  await apollo.start();

  const originCheck: Koa.Middleware = async (ctx, next) => {
    // CSRF: a cookie-authenticated request from another origin is refused (SameSite=Lax covers
    // most browsers; this covers the rest). Apollo's own CSRF prevention also requires a JSON
    // content type or a preflight-triggering header.
    const origin = ctx.get('origin');
    if (origin && readCookie(ctx.get('cookie'), SESSION_COOKIE) && originHost(origin) !== ctx.get('host')) {
      ctx.status = 403;
      ctx.body = { errors: [{ message: 'Cross-origin requests with a session cookie are refused.', extensions: { code: 'FORBIDDEN' } }] };
      return;
    }
    await next();
  };

  const graphql = koaMiddleware(apollo, {
    context: async ({ ctx }) => {
      const who = await identify(services, ctx.req.headers);
      return {
        services,
        accountId: who?.accountId ?? null,
        sessionId: who?.sessionId ?? null,
        clientAddress: ctx.request.ip,
        secure: ctx.secure,
        setCookie: (value: string) => ctx.append('Set-Cookie', value),
      };
    },
  });

  return {
    middleware: [originCheck, bodyParser({ jsonLimit: '1mb' }) as Koa.Middleware, graphql as Koa.Middleware],
    upgrade: (req, socket, head) => {
      if (new URL(req.url ?? '/', 'http://rote').pathname !== GRAPHQL_PATH) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req));
    },
    stop: async () => {
      for (const stop of stopListening) stop();
      await apollo.stop();
    },
  };
}

/** The host of an Origin header; null for `Origin: null` (sandboxed frames, file://) and garbage. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
