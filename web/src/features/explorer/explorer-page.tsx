// GraphiQL, bundled (no CDN), using the signed-in session.
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
});

const DEFAULT_QUERY = `# Your account, as scripts see it with Authorization: Bearer <rote key>
{
  me { email cacheNodes cachedAnswers templates requests hitRate }
  requests(first: 5) { items { id cacheStatus model latencyMs createdAt } }
}
`;

export default function ExplorerPage() {
  return (
    <div className="explorer">
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
    </div>
  );
}
