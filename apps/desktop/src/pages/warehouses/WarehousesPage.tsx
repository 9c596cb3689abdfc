/**
 * Warehouses: list with search and status, each code opening its locations; create, edit,
 * deactivate and activate (warehouses:manage, admin). The server refuses to deactivate a warehouse that still holds stock; its message is shown.
 */
import { Button, Group, Modal, SimpleGrid, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { notifyError, notifySuccess } from '../../components/feedback';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { useUrlFilters } from '../../components/useUrlFilters';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { AddressFields, addressValues, formatAddress, toAddress } from '../parties/AddressFields';
import { SearchAndStatus, statusListInput, StatusBadge } from '../parties/filters';

type Warehouse = RouterOutputs['warehouses']['create'];

export function WarehousesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { can } = useSession();
  const filters = useUrlFilters<'search' | 'isActive'>();
  const [editing, setEditing] = useState<Warehouse | 'new' | null>(null);
  const listInput = statusListInput(filters);
  const list = useQuery({
    ...trpc.warehouses.list.queryOptions(listInput),
    placeholderData: keepPreviousData,
  });
  const setActive = useMutation(
    trpc.warehouses.update.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(`Warehouse ${result.code} ${result.isActive ? 'activated' : 'deactivated'}`);
        void queryClient.invalidateQueries(trpc.warehouses.pathFilter());
      },
      onError: (error) => notifyError(error, 'Could not change the warehouse'),
    }),
  );
  const canManage = can('warehouses:manage');

  return (
    <>
      <PageHeader title="Warehouses">
        <SearchAndStatus filters={filters} placeholder="Search by code or name" />
        {canManage && <Button onClick={() => setEditing('new')}>New warehouse</Button>}
      </PageHeader>
      <PagedTable
        query={list}
        csv={{ path: '/warehouse', query: listInput }}
        empty="No warehouses found."
        head={
          <>
            <Table.Th>Code</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Status</Table.Th>
            {canManage && <Table.Th />}
          </>
        }
        row={(warehouse) => (
          <Table.Tr key={warehouse.id}>
            <Table.Td>
              <Link to={`/warehouses/${warehouse.id}/locations`} title="Locations">
                {warehouse.code}
              </Link>
            </Table.Td>
            <Table.Td>{warehouse.name}</Table.Td>
            <Table.Td>{formatAddress(warehouse.address)}</Table.Td>
            <Table.Td>
              <StatusBadge active={warehouse.isActive} />
            </Table.Td>
            {canManage && (
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => setEditing(warehouse)}>
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color={warehouse.isActive ? 'red' : 'teal'}
                    loading={setActive.isPending && setActive.variables.id === warehouse.id}
                    onClick={() => setActive.mutate({ id: warehouse.id, isActive: !warehouse.isActive })}
                  >
                    {warehouse.isActive ? 'Deactivate' : 'Activate'}
                  </Button>
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
      <Modal size="lg" opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New warehouse' : 'Edit warehouse'}>
        {editing !== null && <WarehouseForm warehouse={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}

function WarehouseForm({ warehouse, onDone }: { warehouse?: Warehouse; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: { code: warehouse?.code ?? '', name: warehouse?.name ?? '', address: addressValues(warehouse?.address) },
  });
  const save = useFormSave(form, trpc.warehouses.pathFilter(), onDone, warehouse ? 'Warehouse updated successfully' : 'Warehouse created successfully');
  const create = useMutation(trpc.warehouses.create.mutationOptions(save.options));
  const update = useMutation(trpc.warehouses.update.mutationOptions(save.options));
  const submit = form.onSubmit((values) => {
    const fields = { code: values.code, name: values.name, address: toAddress(values.address) };
    if (warehouse) update.mutate({ id: warehouse.id, ...fields });
    else create.mutate(fields);
  });
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={create.isPending || update.isPending}>
      <SimpleGrid cols={2}>
        <TextInput label="Code" required placeholder="e.g. WH-01" {...form.getInputProps('code')} />
        <TextInput label="Name" required {...form.getInputProps('name')} />
      </SimpleGrid>
      <AddressFields form={form} path="address" legend="Address" required />
    </DialogForm>
  );
}
