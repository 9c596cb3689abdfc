/**
 * Assembly orders (/inventory/assemblies, decision 0023 point 9): orders to build units of a product
 * from its bill of materials, or to take units apart, newest first, filtered by a part of the number,
 * warehouse and status (in the URL); each number opens the order. "New assembly order"
 * (assemblies:manage) opens one and goes to it.
 */
import { Button, Group, Modal, NumberInput, SegmentedControl, Table, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { PAGE_SIZE } from '../../components/list-page';
import { PagedTable } from '../../components/PagedTable';
import { ProductSelect, WarehouseSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatDateTime, formatQuantity } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterInputs } from '../../trpc';
import { assemblyOrderTypeLabels } from './assembly-data';
import { StockDocumentFilters, stockDocumentListInput, type StockDocumentFilterKey } from './StockDocumentFilters';
import { assemblyOrderStatuses, StockStatusBadge } from './status';

type AssemblyOrderStatus = NonNullable<RouterInputs['assemblyOrders']['list']['status']>;
type AssemblyOrderType = NonNullable<RouterInputs['assemblyOrders']['create']['type']>;

const typeOptions = Object.entries(assemblyOrderTypeLabels).map(([value, label]) => ({ value, label }));

/** The assembly order list (GET /api/assembly-orders) and its "New assembly order" dialog; decision 0023 point 9. */
export function AssemblyOrdersPage() {
  const trpc = useTRPC();
  const { can } = useSession();
  const filters = useUrlFilters<StockDocumentFilterKey>();
  const [creating, setCreating] = useState(false);
  const listInput = { page: filters.page, limit: PAGE_SIZE, ...stockDocumentListInput<AssemblyOrderStatus>(filters) };
  const orders = useQuery({
    ...trpc.assemblyOrders.list.queryOptions(listInput),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Group mb="md" justify="space-between" align="flex-end">
        <StockDocumentFilters filters={filters} statuses={assemblyOrderStatuses} />
        {can('assemblies:manage') && <Button onClick={() => setCreating(true)}>New assembly order</Button>}
      </Group>
      <PagedTable
        query={orders}
        csv={{ path: '/assembly-orders', query: listInput }}
        empty="No assembly orders yet."
        head={
          <>
            <Table.Th>Number</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th>Warehouse</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
          </>
        }
        row={(order) => (
          <Table.Tr key={order.id}>
            <Table.Td>
              <Link to={`/inventory/assemblies/${order.id}`}>{order.number}</Link>
            </Table.Td>
            <Table.Td>{assemblyOrderTypeLabels[order.type]}</Table.Td>
            <Table.Td>
              {order.sku} · {order.productName}
            </Table.Td>
            <Table.Td>{order.warehouseCode}</Table.Td>
            <Table.Td ta="right">{formatQuantity(order.quantity)}</Table.Td>
            <Table.Td>
              <StockStatusBadge status={order.status} />
            </Table.Td>
            <Table.Td>{formatDateTime(order.createdAt)}</Table.Td>
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title="New assembly order">
        {creating && <NewAssemblyOrderForm onDone={() => setCreating(false)} />}
      </Modal>
    </>
  );
}

/**
 * The "New assembly order" form (POST /api/assembly-orders, assemblies:manage): type, product (any:
 * one without a bill of materials is the server's 400 at the field), warehouse, quantity, labour
 * (an assembly's; empty: the bill's per unit × quantity) and note; goes to the order it opened.
 */
function NewAssemblyOrderForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { type: 'assembly' as AssemblyOrderType, productId: null as string | null, warehouseId: null as string | null, quantity: '' as string | number, labourCost: '' as string | number, note: '' },
  });
  const save = useFormSave(form, trpc.assemblyOrders.pathFilter(), onDone, 'Assembly order created');
  const create = useMutation(
    trpc.assemblyOrders.create.mutationOptions({
      ...save.options,
      onSuccess: (order) => {
        save.options.onSuccess();
        void navigate(`/inventory/assemblies/${order.id}`);
      },
    }),
  );
  const assembly = form.values.type === 'assembly';
  const submit = form.onSubmit((values) =>
    create.mutate({
      type: values.type,
      productId: values.productId ?? '',
      warehouseId: values.warehouseId ?? '',
      quantity: Number(values.quantity),
      labourCost: assembly && values.labourCost !== '' ? Number(values.labourCost) : undefined,
      note: values.note.trim() || undefined,
    }),
  );
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={create.isPending} submitLabel="Create order">
      <SegmentedControl aria-label="Type" data={typeOptions} {...form.getInputProps('type')} />
      <ProductSelect label="Product" description="A product with a bill of materials" required {...form.getInputProps('productId')} />
      <WarehouseSelect label="Warehouse" required {...form.getInputProps('warehouseId')} />
      <NumberInput label="Quantity" description={assembly ? 'Units to build' : 'Units to take apart'} required min={1} allowDecimal={false} allowNegative={false} {...form.getInputProps('quantity')} />
      {assembly && (
        <NumberInput
          label="Labour cost"
          description="For the whole order; empty: the bill's labour per unit × quantity"
          min={0}
          decimalScale={2}
          allowNegative={false}
          {...form.getInputProps('labourCost')}
        />
      )}
      <Textarea label="Note" {...form.getInputProps('note')} />
    </DialogForm>
  );
}
