import { type AnyColumn, type SQL, and, gte, lt, or, sql } from 'drizzle-orm';
import { searchText } from '@/db/schema/columns';

/** The filters both tabs share (already parsed by the route's schema). */
export interface RequestFilters {
  status?: 'pending' | 'approved' | 'rejected';
  search?: string;
  /** `YYYY-MM-DD`, inclusive, on the creation date (Africa/Conakry is UTC all year). */
  from?: string;
  to?: string;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Escapes LIKE's wildcards so that `50%` or `a_b` are searched as typed. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Any of the columns contains the text, accents and case aside. */
export function searchAny(text: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const raw = text?.trim().replace(/\s+/g, ' ');
  if (!raw) return undefined;
  const pattern = searchText(escapeLike(raw));
  return or(...columns.map((column) => sql`${searchText(column)} like ('%' || ${pattern} || '%')`));
}

/** `from` at midnight up to the end of `to`. */
export function createdBetween(column: AnyColumn, from?: string, to?: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, new Date(`${from}T00:00:00.000Z`)));
  if (to) {
    const end = new Date(`${to}T00:00:00.000Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(column, end));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Counts per request status, from rows of `{ status, count }`. */
export function toStats(rows: { status: string | null; count: number }[]) {
  const stats = { total: 0, pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) {
    stats.total += row.count;
    if (row.status === 'pending' || row.status === 'approved' || row.status === 'rejected')
      stats[row.status] += row.count;
  }
  return stats;
}

/** Empty notes are no notes. */
export function cleanNotes(text: string | null | undefined): string | null {
  const value = text?.trim();
  return value ? value : null;
}
