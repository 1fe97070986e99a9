// Where a request goes upstream. The configured base URL may carry a path (a gateway's prefix) and a
// query string (Azure's ?api-version=...): both are kept, the request's own path (after /v1) is
// appended, and the request's query parameters are added.
export function upstreamUrl(base: URL, path: string, search = ''): string {
  const url = new URL(base.toString());
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  for (const [name, value] of new URLSearchParams(search)) url.searchParams.append(name, value);
  return url.toString();
}
