/**
 * One page of a server list as a table, the way every list screen shows it: loading, error and
 * empty states (QueryView), the header cells and a row per item, and the pager underneath with the
 * list's CSV export (decision 0019: CSV export from every list).
 */
import { Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CsvExportButton, type CsvQuery } from './csv';
import type { ListPage } from './list-page';
import { Pager } from './Pager';
import { QueryView } from './QueryView';

export interface PagedTableProps<T> {
  /** The list query: a page of the list. */
  query: UseQueryResult<ListPage<T>, unknown>;
  /** The text shown when the page has no items, e.g. "No products match these filters." */
  empty: ReactNode;
  /** The header cells (`<Table.Th>`s). */
  head: ReactNode;
  /** An item's row (a keyed `<Table.Tr>`). */
  row: (item: T) => ReactNode;
  /** Called with the page the user moves to. */
  onPageChange: (page: number) => void;
  /**
   * The list's route under /api and the query's input, for "Export CSV" (the whole list for these
   * filters as `format=csv` answers it; paging is ignored). Left out where the screen offers the
   * list's own export (products, levels).
   */
  csv?: { path: string; query: CsvQuery };
}

/** A page of `query`'s items as a striped table with the pager below it. */
export function PagedTable<T>({ query, empty, head, row, onPageChange, csv }: PagedTableProps<T>) {
  return (
    <QueryView query={query} isEmpty={(page) => page.total === 0} empty={empty}>
      {(page) => (
        <>
          {page.items.length === 0 && (
            // A page past the end: the list shrank, or the URL named a page that no longer exists.
            <Text c="dimmed" ta="center" py="md">
              Page {page.page} is past the end of the list ({page.totalPages} {page.totalPages === 1 ? 'page' : 'pages'}).
            </Text>
          )}
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>{head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{page.items.map((item) => row(item))}</Table.Tbody>
          </Table>
          <Pager page={page.page} totalPages={page.totalPages} total={page.total} onChange={onPageChange}>
            {csv && <CsvExportButton path={csv.path} query={csv.query} size="xs" />}
          </Pager>
        </>
      )}
    </QueryView>
  );
}
