// GraphiQL, bundled (no CDN), using the signed-in session.
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { useEffect, useRef } from 'react';
import { patchGraphiQLAccessibility } from './graphiql-a11y';

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
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? patchGraphiQLAccessibility(root.current) : undefined), []);
  return (
    <div className="explorer" ref={root}>
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
    </div>
  );
}
