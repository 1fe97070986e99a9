import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { gql, GraphQLRequestError, resetSubscriptions } from './api/graphql';
import { AuthPage } from './features/auth/auth-page';
import { KeysPage } from './features/keys/keys-page';
import { OverviewPage } from './features/overview/overview-page';
import { RequestPage } from './features/requests/request-page';
import { RequestsPage } from './features/requests/requests-page';
import { TreePage } from './features/tree/tree-page';
import { navigate, useLocation } from './router';
import { Link } from './ui/link';
import { ErrorNote, Loading } from './ui/states';

// GraphiQL is large: load it only when the explorer opens.
const ExplorerPage = lazy(() => import('./features/explorer/explorer-page'));

const NAV = [
  ['/', 'Overview'],
  ['/requests', 'Requests'],
  ['/tree', 'Cache tree'],
  ['/keys', 'Keys'],
  ['/explorer', 'GraphQL'],
] as const;

function Page({ path, params }: { path: string; params: URLSearchParams }) {
  const request = /^\/requests\/([^/]+)$/.exec(path);
  if (request) return <RequestPage id={request[1]} />;
  switch (path) {
    case '/requests':
      return <RequestsPage />;
    case '/tree':
      return <TreePage nodeId={params.get('node')} />;
    case '/keys':
      return <KeysPage />;
    case '/explorer':
      return (
        <Suspense fallback={<Loading what="Loading the explorer" />}>
          <ExplorerPage />
        </Suspense>
      );
    default:
      return <OverviewPage />;
  }
}

export function App() {
  const { path, params } = useLocation();
  const [email, setEmail] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);

  const check = useCallback(() => {
    gql<{ me: { email: string } }>('{ me { email } }').then(
      (d) => setEmail(d.me.email),
      (err) => (err instanceof GraphQLRequestError && err.code === 'UNAUTHENTICATED' ? setEmail(null) : setError(err)),
    );
  }, []);
  useEffect(check, [check]);

  if (error) return <ErrorNote error={error} />;
  if (email === undefined) return <Loading />;
  if (email === null) {
    return (
      <AuthPage
        onSignedIn={() => {
          resetSubscriptions();
          navigate('/');
          check();
        }}
      />
    );
  }

  const signOut = async () => {
    await gql('mutation { signOut }');
    resetSubscriptions();
    setEmail(null);
  };
  const current = path.startsWith('/requests') ? '/requests' : path;
  return (
    <div className="shell">
      <header className="top">
        <span className="brand">Rote</span>
        <nav aria-label="Main">
          {NAV.map(([to, label]) => (
            <Link key={to} to={to} aria-current={current === to ? 'page' : undefined}>
              {label}
            </Link>
          ))}
        </nav>
        <span className="account">
          <span className="muted small">{email}</span>
          <button type="button" className="secondary small" onClick={signOut}>
            Sign out
          </button>
        </span>
      </header>
      <main className={path === '/explorer' ? 'content wide' : 'content'}>
        <Page path={path} params={params} />
      </main>
    </div>
  );
}
