// Export of the filtered requests as CSV or JSON, paged through GraphQL with the same filter.
import { gql } from '../../api/graphql';

export interface ExportRow {
  id: string;
  createdAt: string;
  cacheStatus: string;
  model: string | null;
  keyId: string | null;
  latencyMs: number;
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  count: number;
  stream: boolean | null;
  error: string | null;
}

const FIELDS = 'id createdAt cacheStatus model keyId latencyMs promptTokens completionTokens totalTokens count stream error';
/** An export stops here, and says so in the file name. */
export const MAX_EXPORT = 10_000;

export async function fetchAll(filter: Record<string, unknown>): Promise<{ rows: ExportRow[]; complete: boolean }> {
  const rows: ExportRow[] = [];
  let after: string | null = null;
  do {
    const data: { requests: { items: ExportRow[]; nextCursor: string | null } } = await gql(
      `query($f:RequestFilter,$after:String){ requests(first:100, after:$after, filter:$f){ items { ${FIELDS} } nextCursor } }`,
      { f: filter, after },
    );
    rows.push(...data.requests.items);
    after = data.requests.nextCursor;
  } while (after && rows.length < MAX_EXPORT);
  return { rows, complete: after === null };
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // Quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function toCsv(rows: readonly ExportRow[]): string {
  const columns = FIELDS.split(' ') as Array<keyof ExportRow>;
  return [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))].join('\r\n') + '\r\n';
}

export function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
