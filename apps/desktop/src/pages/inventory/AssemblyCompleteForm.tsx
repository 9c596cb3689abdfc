/**
 * The completion dialog of an assembly order (decision 0023 point 9): where an assembly's units go
 * (a location; for a lot-tracked product its lot number and a new lot's expiry date, for a
 * serial-tracked one its serial numbers) or which units a disassembly takes apart (a location; the
 * lot of a lot-tracked product or the serial numbers of a serial-tracked one, chosen in the lot and
 * serial prompt the ship panels use). Left empty, the server chooses as a receipt or a shipment would
 * (a serial-tracked disassembly must name its serial numbers).
 */
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { fieldErrors } from '../../api-errors';
import { DialogForm } from '../../components/dialog-form';
import { notifySuccess } from '../../components/feedback';
import { LocationSelect } from '../../components/RecordSelect';
import { formatQuantity } from '../../format';
import { useTRPC } from '../../trpc';
import type { CountEntry } from '../orders/fulfilment-counts';
import { GrainPrompt } from '../orders/GrainPrompt';
import type { OrderLine } from '../orders/order-data';
import { completionFailure, shortfallOf, type AssemblyOrder } from './assembly-data';
import { useRefreshStock } from './inventory-data';

/** Serial numbers typed one per line (or separated by commas), blanks dropped. */
const serialList = (text: string) =>
  text
    .split(/[\n,]/)
    .map((serial) => serial.trim())
    .filter(Boolean);

/**
 * Completes `order` (POST /api/assembly-orders/{id}/complete, assemblies:build): one transaction
 * that takes the components out and brings the units in, or the reverse. A refusal (409
 * INSUFFICIENT_STOCK naming the components short, INVALID_STATE for an order no longer open, a field
 * the product's tracking needs) stays in the dialog with the server's message; success refreshes
 * the stock views and closes it.
 */
export function AssemblyCompleteForm({ order, onDone }: { order: AssemblyOrder; onDone: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshStock();
  const [failure, setFailure] = useState<string | null>(null);
  // A disassembly's units taken apart: the lot or serial numbers named in the prompt (none: the server's choice).
  const [grain, setGrain] = useState<CountEntry | null>(null);
  const tracking = useQuery(trpc.products.get.queryOptions({ id: order.productId })).data?.tracking;
  const form = useForm({ initialValues: { locationId: null as string | null, lotNumber: '', expiryDate: '', serialNumbers: '' } });
  const complete = useMutation(
    trpc.assemblyOrders.complete.mutationOptions({
      onMutate: () => setFailure(null),
      onSuccess: (result) => {
        notifySuccess(`Assembly order ${result.number} completed`);
        refresh();
        onDone();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        setFailure(completionFailure(error, order));
      },
    }),
  );
  const assembly = order.type === 'assembly';
  const short = order.lines.filter((line) => shortfallOf(order, line) > 0).length;
  const submit = form.onSubmit((values) => {
    const serials = assembly ? serialList(values.serialNumbers) : (grain?.serialNumbers ?? []);
    if (!assembly && tracking === 'serial' && serials.length === 0) return form.setFieldError('serialNumbers', `Name the serial numbers of the ${order.sku} to take apart`);
    complete.mutate({
      id: order.id,
      locationId: values.locationId ?? undefined,
      ...(assembly && values.lotNumber.trim() ? { lotNumber: values.lotNumber.trim() } : {}),
      ...(assembly && values.expiryDate ? { expiryDate: values.expiryDate } : {}),
      ...(!assembly && grain?.lotId ? { lotId: grain.lotId } : {}),
      ...(serials.length ? { serialNumbers: serials } : {}),
    });
  });
  return (
    <DialogForm onSubmit={submit} failure={failure} saving={complete.isPending} submitLabel={assembly ? 'Complete assembly' : 'Complete disassembly'}>
      <Text size="sm">
        {assembly
          ? `Takes the components out of ${order.warehouseCode} and brings ${formatQuantity(order.quantity)} × ${order.sku} in, at the components' value plus the labour.`
          : `Takes ${formatQuantity(order.quantity)} × ${order.sku} out of ${order.warehouseCode} and brings its components in, at the units' value.`}
        {short > 0 && ` ${short} component${short === 1 ? ' is' : 's are'} short: the server will refuse it until the units are there.`}
      </Text>
      <LocationSelect
        warehouseId={order.warehouseId}
        label={assembly ? 'Put the units away at' : 'Take the units from'}
        placeholder={assembly ? "The warehouse's DEFAULT location" : 'Any location'}
        {...form.getInputProps('locationId')}
      />
      {assembly && tracking === 'lot' && (
        <>
          <TextInput label="Lot number" required {...form.getInputProps('lotNumber')} />
          <TextInput type="date" label="Expiry date" description="A new lot's; empty: today + the product's shelf life" {...form.getInputProps('expiryDate')} />
        </>
      )}
      {!assembly && (tracking === 'lot' || tracking === 'serial') && (
        <DisassemblyGrain
          order={order}
          tracking={tracking}
          grain={grain}
          error={form.errors.lotId ?? form.errors.serialNumbers}
          onChange={(chosen) => {
            setGrain(chosen);
            form.clearFieldError('lotId');
            form.clearFieldError('serialNumbers');
          }}
        />
      )}
      {assembly && tracking === 'serial' && (
        <Textarea label="Serial numbers" description={`One per line, ${formatQuantity(order.quantity)} in all`} required autosize minRows={2} {...form.getInputProps('serialNumbers')} />
      )}
    </DialogForm>
  );
}

/** The order's product as the lot and serial prompt reads an order line: the units to take apart. */
const lineOf = (order: AssemblyOrder): OrderLine => ({
  id: order.id,
  productId: order.productId,
  sku: order.sku,
  productName: order.productName,
  barcode: null,
  ordered: order.quantity,
  done: 0,
  unitAmount: 0,
  lineTotal: 0,
});

interface DisassemblyGrainProps {
  order: AssemblyOrder;
  tracking: 'lot' | 'serial';
  grain: CountEntry | null;
  error: ReactNode;
  onChange: (grain: CountEntry) => void;
}

/**
 * Which units of a lot- or serial-tracked product a disassembly takes apart: a button opens the
 * lot and serial prompt of the ship panels (GrainPrompt: the lots, or up to 100 serial numbers, in
 * stock in the warehouse; a lot scanned or typed, or Enter with nothing for the first to expire), and
 * the choice is named beside it. A disassembly is no sale: an expired lot is taken without asking.
 */
function DisassemblyGrain({ order, tracking, grain, error, onChange }: DisassemblyGrainProps) {
  const trpc = useTRPC();
  const [prompting, setPrompting] = useState(false);
  const lots = useQuery({ ...trpc.inventory.lots.queryOptions({ id: order.productId, warehouseId: order.warehouseId }), enabled: tracking === 'lot' });
  const chosen = grain?.serialNumbers
    ? `Serial numbers ${grain.serialNumbers.join(', ')}`
    : grain?.lotId
      ? `Lot ${lots.data?.find((lot) => lot.id === grain.lotId)?.lotNumber ?? 'named'}`
      : tracking === 'lot'
        ? 'No lot named: the first to expire'
        : 'No serial numbers named';
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {tracking === 'lot' ? 'Lot to take apart' : 'Serial numbers to take apart'}
      </Text>
      <Group gap="sm">
        <Button variant="default" size="xs" onClick={() => setPrompting(true)}>
          {tracking === 'lot' ? `Lot of ${order.sku}` : `Serials of ${order.sku}`}
        </Button>
        <Text size="sm" data-testid="disassembly-grain">
          {chosen}
        </Text>
      </Group>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      {prompting && (
        <GrainPrompt
          pending={{ line: lineOf(order), quantity: order.quantity, tracking }}
          direction="out"
          warehouseId={order.warehouseId}
          expiryChecked={false}
          onCancel={() => setPrompting(false)}
          onDone={(entry) => {
            onChange(entry);
            setPrompting(false);
          }}
        />
      )}
    </Stack>
  );
}
