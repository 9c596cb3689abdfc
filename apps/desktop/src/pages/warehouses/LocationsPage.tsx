/**
 * The locations (bins, shelves, zones) of one warehouse (/warehouses/:warehouseId/locations): list
 * with search and status in the URL; create and edit, including deactivating (warehouses:manage).
 * Each code opens the location's contents (/warehouses/:warehouseId/locations/:locationId).
 */
import { Anchor, Badge, Button, Group, Modal, Switch, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatWarehouse } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { SearchAndStatus, statusListInput, StatusBadge } from '../parties/filters';

type Location = RouterOutputs['warehouses']['getLocation'];

/** The location list of the warehouse in the URL. */
export function LocationsPage() {
  const trpc = useTRPC();
  const { can } = useSession();
  const { warehouseId = '' } = useParams();
  const filters = useUrlFilters<'search' | 'isActive'>();
  const [editing, setEditing] = useState<Location | 'new' | null>(null);
  const listInput = { id: warehouseId, ...statusListInput(filters) };
  const list = useQuery({ ...trpc.warehouses.locations.queryOptions(listInput), placeholderData: keepPreviousData });
  const warehouse = useQuery(trpc.warehouses.get.queryOptions({ id: warehouseId }));
  const canManage = can('warehouses:manage');

  return (
    <>
      <PageHeader title="Locations">
        <SearchAndStatus filters={filters} placeholder="Search by code or name" />
        {canManage && <Button onClick={() => setEditing('new')}>New location</Button>}
      </PageHeader>
      <Group mb="md" gap="xs">
        <Anchor component={Link} to="/warehouses" size="sm">
          Warehouses
        </Anchor>
        <span>/</span>
        <span>{warehouse.data && formatWarehouse(warehouse.data)}</span>
      </Group>
      <PagedTable
        query={list}
        csv={{ path: `/warehouse/${warehouseId}/locations`, query: listInput }}
        empty="No locations found."
        head={
          <>
            <Table.Th>Code</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Status</Table.Th>
            {canManage && <Table.Th />}
          </>
        }
        row={(location) => (
          <Table.Tr key={location.id}>
            <Table.Td>
              <Group gap="xs">
                <Link to={location.id}>{location.code}</Link>
                {location.isDefault && (
                  <Badge size="sm" variant="outline">
                    Default
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{location.name}</Table.Td>
            <Table.Td>
              <StatusBadge active={location.isActive} />
            </Table.Td>
            {canManage && (
              <Table.Td ta="right">
                <Button size="xs" variant="default" onClick={() => setEditing(location)}>
                  Edit
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New location' : 'Edit location'}>
        {editing !== null && <LocationForm warehouseId={warehouseId} location={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}

function LocationForm({ warehouseId, location, onDone }: { warehouseId: string; location?: Location; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({ initialValues: { code: location?.code ?? '', name: location?.name ?? '', isActive: location?.isActive ?? true } });
  const save = useFormSave(form, trpc.warehouses.pathFilter(), onDone, location ? 'Location updated successfully' : 'Location created successfully');
  const create = useMutation(trpc.warehouses.createLocation.mutationOptions(save.options));
  const update = useMutation(trpc.warehouses.updateLocation.mutationOptions(save.options));
  const submit = form.onSubmit((values) => {
    const fields = { code: values.code.trim().toUpperCase(), name: values.name || null };
    if (location) update.mutate({ id: warehouseId, locationId: location.id, ...fields, isActive: values.isActive });
    else create.mutate({ id: warehouseId, ...fields });
  });
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={create.isPending || update.isPending}>
      <TextInput label="Code" required placeholder="e.g. A-01-03" disabled={location?.isDefault} {...form.getInputProps('code')} />
      <TextInput label="Name" placeholder="e.g. Cold room, shelf 3" {...form.getInputProps('name')} />
      {location && !location.isDefault && <Switch label="Active (takes new stock)" {...form.getInputProps('isActive', { type: 'checkbox' })} />}
    </DialogForm>
  );
}
