/** Lists as the server's procedures return them: one page of items with exact paging. */
import type { Page } from '@stockroom/api';

/** A page of a list (the procedures' list result). */
export type ListPage<T> = Page<T>;

/** The page size of every list screen (the server's default). */
export const PAGE_SIZE = 20;
