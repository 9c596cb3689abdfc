/**
 * The completion dialog of an assembly order (decision 0023 point 9): where an assembly's units go
 * (a location; for a lot-tracked product its lot number and a new lot's expiry date, for a
 * serial-tracked one its serial numbers) or where a disassembly's units come from (a location; the
 * serial numbers of a serial-tracked product). Left empty, the server chooses as a receipt or a
 * shipment would.
 */
import { Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrors } from '../../api-errors';
import { DialogForm } from '../../components/dialog-form';
import { notifySuccess } from '../../components/feedback';
import { LocationSelect } from '../../components/RecordSelect';
import { formatQuantity } from '../../format';
import { useTRPC } from '../../trpc';
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
    const serials = serialList(values.serialNumbers);
    complete.mutate({
      id: order.id,
      locationId: values.locationId ?? undefined,
      ...(assembly && values.lotNumber.trim() ? { lotNumber: values.lotNumber.trim() } : {}),
      ...(assembly && values.expiryDate ? { expiryDate: values.expiryDate } : {}),
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
      {tracking === 'serial' && (
        <Textarea label="Serial numbers" description={`One per line, ${formatQuantity(order.quantity)} in all`} required autosize minRows={2} {...form.getInputProps('serialNumbers')} />
      )}
    </DialogForm>
  );
}
