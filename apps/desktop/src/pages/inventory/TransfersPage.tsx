/**
 * Transfers (/inventory/transfers): stock moved between warehouses, newest first, with their status
 * and units in transit, filtered by a part of the number, a warehouse they leave or reach and by status (in the URL); each
 * number opens the transfer. "New transfer" (inventory:transfer) moves lines of product and
 * quantity from one warehouse to another at once (direct), or records a two-step draft to ship and
 * receive later, opening it.
 */
import { Button, CloseButton, Group, List, Modal, NumberInput, SegmentedControl, Table, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DialogForm } from '../../components/dialog-form';
import { notifySuccess } from '../../components/feedback';
import { showServerErrors } from '../../components/forms';
import { PAGE_SIZE } from '../../components/list-page';
import { PagedTable } from '../../components/PagedTable';
import { ProductSelect, WarehouseSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatDateTime, formatQuantity, formatWarehouse } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterInputs } from '../../trpc';
import { StockDocumentFilters, stockDocumentListInput, type StockDocumentFilterKey } from './StockDocumentFilters';
import { useRefreshStock } from './inventory-data';
import { StockStatusBadge, transferStatuses } from './status';

type TransferStatus = NonNullable<RouterInputs['transfers']['list']['status']>;
type TransferMode = NonNullable<RouterInputs['transfers']['create']['mode']>;

/** The transfer list screen. */
export function TransfersPage() {
  const trpc = useTRPC();
  const { can } = useSession();
  const filters = useUrlFilters<StockDocumentFilterKey>();
  const [creating, setCreating] = useState(false);
  const listInput = { page: filters.page, limit: PAGE_SIZE, ...stockDocumentListInput<TransferStatus>(filters) };
  const transfers = useQuery({
    ...trpc.transfers.list.queryOptions(listInput),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <Group mb="md" justify="space-between" align="flex-end">
        <StockDocumentFilters filters={filters} statuses={transferStatuses} />
        {can('inventory:transfer') && <Button onClick={() => setCreating(true)}>New transfer</Button>}
      </Group>
      <PagedTable
        query={transfers}
        csv={{ path: '/warehouse/transfers', query: listInput }}
        empty="No transfers yet."
        head={
          <>
            <Table.Th>Number</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Lines</Table.Th>
            <Table.Th>Note</Table.Th>
          </>
        }
        row={(transfer) => (
          <Table.Tr key={transfer.id}>
            <Table.Td>
              <Link to={`/inventory/transfers/${transfer.id}`}>{transfer.number}</Link>
            </Table.Td>
            <Table.Td>
              <StockStatusBadge status={transfer.status} />
            </Table.Td>
            <Table.Td>{formatDateTime(transfer.createdAt)}</Table.Td>
            <Table.Td>{formatWarehouse({ code: transfer.fromWarehouseCode, name: transfer.fromWarehouseName })}</Table.Td>
            <Table.Td>{formatWarehouse({ code: transfer.toWarehouseCode, name: transfer.toWarehouseName })}</Table.Td>
            <Table.Td>
              <List size="sm" listStyleType="none">
                {transfer.items.map((item) => (
                  <List.Item key={item.productId}>
                    {formatQuantity(item.quantity)} × {item.sku} · {item.productName}
                    {item.inTransit > 0 && ` (${formatQuantity(item.inTransit)} in transit)`}
                  </List.Item>
                ))}
              </List>
            </Table.Td>
            <Table.Td>{transfer.note}</Table.Td>
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title="New transfer" size="lg">
        {creating && <TransferForm onDone={() => setCreating(false)} />}
      </Modal>
    </>
  );
}

const newLine = () => ({ key: randomId(), productId: null as string | null, quantity: '' as string | number });

function TransferForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshStock();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { mode: 'direct' as TransferMode, fromWarehouseId: null as string | null, toWarehouseId: null as string | null, items: [newLine()], note: '' },
  });
  const create = useMutation(
    trpc.transfers.create.mutationOptions({
      onMutate: () => setFailure(null),
      onSuccess: (result) => {
        refresh();
        onDone();
        if (result.mode === 'direct') return notifySuccess(`Transfer completed: ${result.number}`);
        notifySuccess(`Transfer ${result.number} drafted: ship it when it leaves`);
        void navigate(`/inventory/transfers/${result.id}`);
      },
      onError: (error) => setFailure(showServerErrors(form, error)),
    }),
  );
  const submit = form.onSubmit((values) =>
    create.mutate({
      mode: values.mode,
      fromWarehouseId: values.fromWarehouseId ?? '',
      toWarehouseId: values.toWarehouseId ?? '',
      items: values.items.map((item) => ({ productId: item.productId ?? '', quantity: Number(item.quantity) })),
      note: values.note || undefined,
    }),
  );
  return (
    <DialogForm onSubmit={submit} failure={failure} saving={create.isPending} submitLabel={form.values.mode === 'direct' ? 'Transfer stock' : 'Create draft'}>
      <SegmentedControl
        aria-label="Mode"
        data={[
          { value: 'direct', label: 'Direct (moved at once)' },
          { value: 'two-step', label: 'Two-step (ship, then receive)' },
        ]}
        {...form.getInputProps('mode')}
      />
      <Group grow>
        <WarehouseSelect label="From warehouse" required {...form.getInputProps('fromWarehouseId')} />
        <WarehouseSelect label="To warehouse" required {...form.getInputProps('toWarehouseId')} />
      </Group>
      <Text fw={500} size="sm">
        Lines
      </Text>
      {form.values.items.map((item, index) => (
        <Group key={item.key} align="flex-start" wrap="nowrap">
          <ProductSelect label={`Product ${index + 1}`} required style={{ flex: 1 }} {...form.getInputProps(`items.${index}.productId`)} />
          <NumberInput label={`Quantity ${index + 1}`} required min={1} allowDecimal={false} allowNegative={false} w={120} {...form.getInputProps(`items.${index}.quantity`)} />
          <CloseButton
            aria-label={`Remove line ${index + 1}`}
            mt={28}
            disabled={form.values.items.length === 1}
            onClick={() => form.removeListItem('items', index)}
          />
        </Group>
      ))}
      <Group>
        <Button variant="default" size="xs" onClick={() => form.insertListItem('items', newLine())}>
          Add line
        </Button>
      </Group>
      <Textarea label="Note" {...form.getInputProps('note')} />
    </DialogForm>
  );
}
