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

export function subscriptions(): Client {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  wsClient ??= createClient({ url, lazy: true, retryAttempts: Infinity, shouldRetry: () => true });
  return wsClient;
}

export function resetSubscriptions(): void {
  void wsClient?.dispose();
  wsClient = null;
}
