/** `paginate`: every item of a list, page after page, as an async iterator. */
import type { RequestParams } from './api.js';

/** The paging a list answers: `meta` of form A, `data.pagination` of form B. */
interface PageInfo {
  page?: number;
  hasNext?: boolean;
  /** The cursor of the next page, on lists that page by cursor; absent or null on the last page. */
  nextCursor?: string | null;
}

/** The body of a list: its items in `data` (form A) or `data.items` (form B, `shape=page`). */
type ListBody<T> = { data: T[]; meta?: PageInfo } | { data: { items: T[]; pagination?: PageInfo }; meta?: PageInfo };

/** A list method of the client: its query first, request parameters second (the query type is its own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ListMethod = (query: any, params?: RequestParams) => Promise<{ data: ListBody<unknown> }>;

/** The item type of a list method's answer. */
type ItemOf<B> = B extends { data: (infer T)[] } ? T : B extends { data: { items: (infer T)[] } } ? T : never;

/**
 * Iterates over every item of a list, in the server's order, fetching one page at a time as the
 * loop asks for more:
 *
 * ```ts
 * for await (const product of paginate(client.products.productsList, { search: 'hammer', limit: 100 })) …
 * ```
 *
 * - `list`: a list method of the client (`client.products.productsList`, `client.orders.salesOrdersList`, …).
 * - `query`: its query parameters (filters, `limit` = page size, a starting `page` or `cursor`).
 * - `params`: request parameters passed on every call (`headers`, `signal`).
 *
 * After each page it asks for the next: with `cursor` = the answer's `nextCursor` when the list
 * pages by cursor, else with `page` + 1 while `hasNext` is true. It stops on a page with no
 * items, on `hasNext: false`, or when neither a cursor nor a next page is given. Each page is
 * one request, so the list may change between pages (an item may be seen twice or not at all
 * when rows move between pages read by number; a cursor reads on from the last row seen).
 * Throws what the list method throws (StockroomError with a client of `createClient`).
 */
export async function* paginate<L extends ListMethod>(list: L, query: NonNullable<Parameters<L>[0]>, params?: RequestParams): AsyncGenerator<ItemOf<Awaited<ReturnType<L>>['data']>, void, undefined> {
  type Item = ItemOf<Awaited<ReturnType<L>>['data']>;
  let next = { ...query } as Record<string, unknown>;
  for (;;) {
    const { data: body } = await list(next, params);
    const items = (Array.isArray(body.data) ? body.data : body.data.items) as Item[];
    const info: PageInfo = (Array.isArray(body.data) ? body.meta : (body.data.pagination ?? body.meta)) ?? {};
    yield* items;
    if (!items.length || info.hasNext === false) return;
    if (typeof info.nextCursor === 'string' && info.nextCursor) {
      const { page: _page, ...rest } = next;
      next = { ...rest, cursor: info.nextCursor };
    } else if (info.hasNext === true) {
      next = { ...next, page: (info.page ?? Number(next.page ?? 1)) + 1 };
    } else return;
  }
}
