/**
 * Stock counts (/inventory/counts): cycle count sessions newest first, filtered by a part of the number, warehouse and
 * status (in the URL), with their progress and, once approved, their variance. "New count"
 * (inventory:adjust) opens a session over a warehouse, narrowed to a location, a category or a
 * product, optionally blind, and goes to it.
 */
import { Button, Checkbox, Group, Modal, Table, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { PAGE_SIZE } from '../../components/list-page';
import { PagedTable } from '../../components/PagedTable';
import { CategorySelect, LocationSelect, ProductSelect, WarehouseSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { useBaseCurrency } from '../../components/useBaseCurrency';
import { formatChange, formatDateTime, formatMoney, formatQuantity, formatWarehouse } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterInputs } from '../../trpc';
import { StockDocumentFilters, stockDocumentListInput, type StockDocumentFilterKey } from './StockDocumentFilters';
import { countStatuses, StockStatusBadge } from './status';

type CountStatus = NonNullable<RouterInputs['counts']['list']['status']>;

export function CountsPage() {
  const trpc = useTRPC();
  const currency = useBaseCurrency();
  const { can } = useSession();
  const filters = useUrlFilters<StockDocumentFilterKey>();
  const [creating, setCreating] = useState(false);
  const listInput = { page: filters.page, limit: PAGE_SIZE, ...stockDocumentListInput<CountStatus>(filters) };
  const counts = useQuery({
    ...trpc.counts.list.queryOptions(listInput),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Group mb="md" justify="space-between" align="flex-end">
        <StockDocumentFilters filters={filters} statuses={countStatuses} />
        {can('inventory:adjust') && <Button onClick={() => setCreating(true)}>New count</Button>}
      </Group>
      <PagedTable
        query={counts}
        csv={{ path: '/inventory/counts', query: listInput }}
        empty="No stock counts yet."
        head={
          <>
            <Table.Th>Number</Table.Th>
            <Table.Th>Opened</Table.Th>
            <Table.Th>Warehouse</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Counted lines</Table.Th>
            <Table.Th ta="right">Variance</Table.Th>
            <Table.Th ta="right">Variance at cost</Table.Th>
          </>
        }
        row={(count) => (
          <Table.Tr key={count.id}>
            <Table.Td>
              <Link to={`/inventory/counts/${count.id}`}>{count.number}</Link>
            </Table.Td>
            <Table.Td>{formatDateTime(count.createdAt)}</Table.Td>
            <Table.Td>{formatWarehouse({ code: count.warehouseCode, name: count.warehouseName })}</Table.Td>
            <Table.Td>
              <StockStatusBadge status={count.status} />
            </Table.Td>
            <Table.Td ta="right">
              {formatQuantity(count.lines.counted)} of {formatQuantity(count.lines.total)}
            </Table.Td>
            <Table.Td ta="right">{count.varianceQuantity === null ? '—' : formatChange(count.varianceQuantity)}</Table.Td>
            <Table.Td ta="right">{formatMoney(count.varianceValue, currency)}</Table.Td>
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title="New count">
        {creating && <NewCountForm onDone={() => setCreating(false)} />}
      </Modal>
    </>
  );
}

function NewCountForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { warehouseId: null as string | null, locationId: null as string | null, categoryId: null as string | null, productId: null as string | null, blind: false, note: '' },
  });
  const save = useFormSave(form, trpc.counts.pathFilter(), onDone, 'Stock count opened');
  const open = useMutation(
    trpc.counts.open.mutationOptions({
      ...save.options,
      onSuccess: (count) => {
        save.options.onSuccess();
        void navigate(`/inventory/counts/${count.id}`);
      },
    }),
  );
  const submit = form.onSubmit((values) =>
    open.mutate({
      warehouseId: values.warehouseId ?? '',
      locationId: values.locationId ?? undefined,
      categoryId: values.categoryId ?? undefined,
      productIds: values.productId ? [values.productId] : undefined,
      blind: values.blind,
      note: values.note || undefined,
    }),
  );
  const warehouseId = form.values.warehouseId;
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={open.isPending} submitLabel="Open count">
      <WarehouseSelect label="Warehouse" required {...form.getInputProps('warehouseId')} onChange={(value) => form.setValues({ warehouseId: value, locationId: null })} />
      {warehouseId && <LocationSelect key={warehouseId} warehouseId={warehouseId} label="Location" placeholder="Every location" {...form.getInputProps('locationId')} />}
      <CategorySelect label="Category" placeholder="Every category" {...form.getInputProps('categoryId')} />
      <ProductSelect label="Product" placeholder="Every product" {...form.getInputProps('productId')} />
      <Checkbox label="Blind count (counters do not see the expected quantities)" {...form.getInputProps('blind', { type: 'checkbox' })} />
      <Textarea label="Note" {...form.getInputProps('note')} />
    </DialogForm>
  );
}
