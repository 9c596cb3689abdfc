/**
 * Reading a list response: the app asks for form B (`shape: 'page'`), whose data is
 * `{items, pagination}`; form A is read too, so every list goes through one function.
 */
interface Paging {
  page: number;
  limit: number;
  total: number;
  hasNext: boolean;
  hasPrev: boolean;
}

type ListEnvelope<T> = { data: T[]; meta: Paging } | { data: { items: T[]; pagination: Paging & { totalPages: number } } };

export interface ListPage<T> {
  items: T[];
  page: number;
  total: number;
  totalPages: number;
}

export function listPage<T>(result: ListEnvelope<T>): ListPage<T> {
  if (Array.isArray(result.data)) {
    const { meta } = result as { meta: Paging };
    return { items: result.data, page: meta.page, total: meta.total, totalPages: Math.ceil(meta.total / meta.limit) };
  }
  const { items, pagination } = result.data;
  return { items, page: pagination.page, total: pagination.total, totalPages: pagination.totalPages };
}

/** The page size of every list screen (the server's default). */
export const PAGE_SIZE = 20;
