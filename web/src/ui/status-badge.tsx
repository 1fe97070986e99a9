const LABELS: Record<string, string> = { hit: 'hit', template_hit: 'template hit', miss: 'miss', error: 'error' };

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge-${status}`}>{LABELS[status] ?? status}</span>;
}
