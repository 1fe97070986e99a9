// Cursor pagination helpers: cursors are opaque base64url of a position; `first` is capped.
import { badInput } from './errors.js';

export const MAX_PAGE = 100;

export function pageSize(first: number | undefined): number {
  const size = first ?? 20;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) throw badInput(`first must be between 1 and ${MAX_PAGE}.`, 'first');
  return size;
}

export const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeCursor<T>(cursor: string | undefined | null): T | null {
  if (!cursor) return null;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as T;
  } catch {
    throw badInput('That cursor is not one this API gave out.', 'after');
  }
}
