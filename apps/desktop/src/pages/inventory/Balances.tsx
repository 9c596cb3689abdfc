/**
 * Stock at its finest grain (GET /inventory/balances): per location, lot and serial number, for a
 * location's contents or a product's stock, with "Relocate" (inventory:transfer) on each balance
 * to move its units to another location of the same warehouse (POST /inventory/relocations).
 */
import { Button, Modal, NumberInput, Table, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { PagedTable } from '../../components/PagedTable';
import { LocationSelect } from '../../components/RecordSelect';
import { formatQuantity } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterInputs, type RouterOutputs } from '../../trpc';
import { useRefreshStock } from './inventory-data';

type Balance = RouterOutputs['inventory']['balances']['items'][number];

interface BalancesTableProps {
  /** The balances shown: of one product, or of one location (productId or locationId with its warehouseId). */
  filter: Omit<RouterInputs['inventory']['balances'], 'page' | 'limit'>;
  /** "product": rows name the product (a location's contents); "location": rows name warehouse and location (a product's stock). */
  name: 'product' | 'location';
  empty: string;
}

/** The balances of `filter` as a paged table with their relocation action. */
export function BalancesTable({ filter, name, empty }: BalancesTableProps) {
  const trpc = useTRPC();
  const { can } = useSession();
  const [page, setPage] = useState(1);
  const [relocating, setRelocating] = useState<Balance | null>(null);
  const listInput = { ...filter, page, limit: 20 };
  const balances = useQuery({ ...trpc.inventory.balances.queryOptions(listInput), placeholderData: keepPreviousData });
  const canRelocate = can('inventory:transfer');
  return (
    <>
      <PagedTable
        query={balances}
        csv={{ path: '/inventory/balances', query: listInput }}
        empty={empty}
        head={
          <>
            {name === 'product' ? (
              <Table.Th>SKU</Table.Th>
            ) : (
              <>
                <Table.Th>Warehouse</Table.Th>
                <Table.Th>Location</Table.Th>
              </>
            )}
            <Table.Th>Lot</Table.Th>
            <Table.Th>Expiry</Table.Th>
            <Table.Th>Serial number</Table.Th>
            <Table.Th ta="right">On hand</Table.Th>
            <Table.Th ta="right">Available</Table.Th>
            {canRelocate && <Table.Th />}
          </>
        }
        row={(balance) => (
          <Table.Tr key={`${balance.productId}:${balance.locationId}:${balance.lotId}:${balance.serialNumber}`}>
            {name === 'product' ? (
              <Table.Td>
                <Link to={`/products/${balance.productId}`}>{balance.sku}</Link>
              </Table.Td>
            ) : (
              <>
                <Table.Td>{balance.warehouseCode}</Table.Td>
                <Table.Td>
                  <Link to={`/warehouses/${balance.warehouseId}/locations/${balance.locationId}`}>{balance.locationCode}</Link>
                </Table.Td>
              </>
            )}
            <Table.Td>{balance.lotNumber ?? '—'}</Table.Td>
            <Table.Td>{balance.expiryDate ?? '—'}</Table.Td>
            <Table.Td>{balance.serialNumber ?? '—'}</Table.Td>
            <Table.Td ta="right">{formatQuantity(balance.onHand)}</Table.Td>
            <Table.Td ta="right">{formatQuantity(balance.available)}</Table.Td>
            {canRelocate && (
              <Table.Td ta="right">
                <Button size="xs" variant="default" onClick={() => setRelocating(balance)}>
                  Relocate
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        )}
        onPageChange={setPage}
      />
      <Modal opened={relocating !== null} onClose={() => setRelocating(null)} title="Relocate stock">
        {relocating && <RelocateForm balance={relocating} onDone={() => setRelocating(null)} />}
      </Modal>
    </>
  );
}

/** Moves units of `balance` (keeping its lot; a serial-numbered balance moves its one unit) to another location. */
function RelocateForm({ balance, onDone }: { balance: Balance; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({ initialValues: { toLocationId: null as string | null, quantity: balance.onHand as string | number, note: '' } });
  const save = useFormSave(form, useRefreshStock(), onDone, 'Stock relocated');
  const relocate = useMutation(trpc.inventory.relocate.mutationOptions(save.options));
  const submit = form.onSubmit((values) =>
    relocate.mutate({
      productId: balance.productId,
      warehouseId: balance.warehouseId,
      fromLocationId: balance.locationId,
      toLocationId: values.toLocationId ?? '',
      quantity: Number(values.quantity),
      lotId: balance.lotId ?? undefined,
      serialNumbers: balance.serialNumber ? [balance.serialNumber] : undefined,
      note: values.note || undefined,
    }),
  );
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={relocate.isPending} submitLabel="Relocate">
      <Text size="sm">
        {balance.sku} from {balance.warehouseCode} / {balance.locationCode}
        {balance.lotNumber && `, lot ${balance.lotNumber}`}
        {balance.serialNumber && `, serial number ${balance.serialNumber}`}
      </Text>
      <LocationSelect warehouseId={balance.warehouseId} label="To location" required {...form.getInputProps('toLocationId')} />
      <NumberInput label="Quantity" required min={1} max={balance.onHand} disabled={balance.serialNumber !== null} allowDecimal={false} allowNegative={false} {...form.getInputProps('quantity')} />
      <Textarea label="Note" {...form.getInputProps('note')} />
    </DialogForm>
  );
}
