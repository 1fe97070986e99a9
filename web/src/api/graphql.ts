// The dashboard talks to the server only through GraphQL: queries and mutations over HTTP with the
// session cookie, subscriptions over graphql-ws on the same path.
import { createClient, type Client } from 'graphql-ws';

export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

export async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  if (body.errors?.length) throw new GraphQLRequestError(body.errors[0].message, body.errors[0].extensions?.code);
  if (!response.ok || !body.data) throw new GraphQLRequestError(`The server answered ${response.status}.`, undefined);
  return body.data;
}

let wsClient: Client | null = null;

/** Whether live updates are flowing: the page says so instead of claiming "live" over a cut socket. */
export type LiveState = 'connecting' | 'live' | 'reconnecting';
const liveListeners = new Set<(state: LiveState) => void>();
let liveState: LiveState = 'connecting';
const setLive = (state: LiveState) => {
  liveState = state;
  for (const listener of liveListeners) listener(state);
};

export function subscriptions(): Client {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  if (!wsClient) {
    wsClient = createClient({ url, lazy: true, retryAttempts: Infinity, shouldRetry: () => true });
    wsClient.on('connected', () => setLive('live'));
    wsClient.on('closed', () => setLive('reconnecting'));
  }
  return wsClient;
}

/** Calls `listener` with the live state now and on each change; returns the function that stops it. */
export function onLiveState(listener: (state: LiveState) => void): () => void {
  liveListeners.add(listener);
  listener(liveState);
  return () => void liveListeners.delete(listener);
}

/** A readable message for what a subscription reports as an error (a CloseEvent is not one). */
export function subscriptionProblem(error: unknown): string | null {
  if (Array.isArray(error)) return (error as Array<{ message?: string }>).map((e) => e.message ?? 'error').join('; ');
  if (error instanceof Error) return error.message;
  if (typeof CloseEvent !== 'undefined' && error instanceof CloseEvent) return error.code === 4403 ? 'Live updates were refused: sign in again.' : null;
  return null;
}

export function resetSubscriptions(): void {
  void wsClient?.dispose();
  wsClient = null;
  setLive('connecting');
}
