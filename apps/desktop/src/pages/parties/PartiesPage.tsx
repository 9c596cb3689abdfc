/**
 * The supplier and customer list screen: search and status in the URL, a page of parties, and
 * create/edit in a dialog for users who may manage them. Each module supplies its list query, its
 * own columns and its form.
 */
import { Button, Modal, Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ListPage } from '../../components/list-page';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable, type PagedTableProps } from '../../components/PagedTable';
import { SearchAndStatus, StatusBadge, type StatusListFilters } from './filters';
import type { Party } from './PartyFields';

/** A module's own column: header and cell. */
export interface PartyColumn<P> {
  label: string;
  value: (party: P) => ReactNode;
}

interface PartiesPageProps<P extends Party> {
  /** "Suppliers". */
  title: string;
  /** "supplier". */
  noun: string;
  filters: StatusListFilters;
  list: UseQueryResult<ListPage<P>, unknown>;
  /** The list's CSV export. */
  csv: PagedTableProps<P>['csv'];
  canManage: boolean;
  columns: PartyColumn<P>[];
  /** The create (party undefined) or edit form; `onDone` closes the dialog. */
  renderForm: (party: P | undefined, onDone: () => void) => ReactNode;
}

/** A party list with its create/edit dialog. */
export function PartiesPage<P extends Party>({ title, noun, filters, list, csv, canManage, columns, renderForm }: PartiesPageProps<P>) {
  const [editing, setEditing] = useState<P | 'new' | null>(null);
  return (
    <>
      <PageHeader title={title}>
        <SearchAndStatus filters={filters} placeholder="Search by name, code or email" />
        {canManage && <Button onClick={() => setEditing('new')}>New {noun}</Button>}
      </PageHeader>
      <PagedTable
        query={list}
        csv={csv}
        empty={`No ${noun}s found.`}
        head={
          <>
            <Table.Th>Code</Table.Th>
            <Table.Th>Name</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.label}>{column.label}</Table.Th>
            ))}
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Status</Table.Th>
            {canManage && <Table.Th />}
          </>
        }
        row={(party) => (
          <Table.Tr key={party.id}>
            <Table.Td>{party.code}</Table.Td>
            <Table.Td>{party.name}</Table.Td>
            {columns.map((column) => (
              <Table.Td key={column.label}>{column.value(party)}</Table.Td>
            ))}
            <Table.Td>{party.email ?? '—'}</Table.Td>
            <Table.Td>{party.phone ?? '—'}</Table.Td>
            <Table.Td>
              <StatusBadge active={party.isActive} />
            </Table.Td>
            {canManage && (
              <Table.Td ta="right">
                <Button size="xs" variant="default" onClick={() => setEditing(party)}>
                  Edit
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
      <Modal size="lg" opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? `New ${noun}` : `Edit ${noun}`}>
        {editing !== null && renderForm(editing === 'new' ? undefined : editing, () => setEditing(null))}
      </Modal>
    </>
  );
}
