/**
 * Every list route of the procedures answers its whole list as CSV with `format=csv` (decision
 * 0019): the list's pages read one after another into one streamed file (listCsv). The product and
 * level exports (products.export, inventory.export) are procedures of their own and stay the files
 * the imports read back.
 */
import { AppError, csvStream, MAX_LIMIT, type Page } from '@stockroom/api';
import type { Readable } from 'node:stream';

/** Most records a list's CSV export holds (listCsv); a longer list is refused, to be narrowed by its filters. */
export const LIST_EXPORT_MAX_RECORDS = 50_000;

/** A list item as a CSV record: objects and arrays (addresses, order lines) as JSON text, null as an empty cell. */
const csvRecordOf = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).map(([field, value]) => [field, value !== null && typeof value === 'object' ? JSON.stringify(value) : value]));

/**
 * A list as one CSV file: the pages of `list` for `input`
 * (its filters and sort; `page` and `limit` are set here), 100 records a call, one column per item
 * field of `columns`. Page 1 is read before anything is sent, so its authentication, permission
 * and input errors answer as the envelope; later pages stream as the client reads. Pages are read
 * one after another, not in one snapshot: a record written meanwhile may be missed or repeated.
 * Throws what the list throws, and VALIDATION_ERROR (400) when more than LIST_EXPORT_MAX_RECORDS
 * records match.
 */
export async function listCsv(list: (input: unknown) => Promise<unknown>, input: Record<string, unknown>, columns: readonly string[]): Promise<Readable> {
  const read = (page: number) => list({ ...input, page, limit: MAX_LIMIT }) as Promise<Page<Record<string, unknown>>>;
  const first = await read(1);
  if (first.total > LIST_EXPORT_MAX_RECORDS) {
    throw AppError.validation('Invalid request data', { format: [`The list holds ${first.total} records; narrow its filters to at most ${LIST_EXPORT_MAX_RECORDS} to export it`] });
  }
  async function* pages() {
    for (let page = first; ; page = await read(page.page + 1)) {
      yield page.items.map(csvRecordOf);
      if (!page.hasNext) return;
    }
  }
  return csvStream(columns, pages());
}
