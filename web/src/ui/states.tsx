export const Loading = ({ what = 'Loading' }: { what?: string }) => (
  <p className="muted" role="status">
    {what}…
  </p>
);

export const ErrorNote = ({ error }: { error: unknown }) => (
  <p className="error" role="alert">
    {error instanceof Error ? error.message : String(error)}
  </p>
);
