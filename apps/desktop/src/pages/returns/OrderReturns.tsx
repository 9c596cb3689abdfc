/**
 * The returns of one order on its screen: the returns made from it, and "Return items" (orders:fulfil)
 * with its dialog: per line the units coming back (at most those shipped or received), for a customer
 * return each line's condition (resellable units go back into stock, damaged ones are written off),
 * and the reason. A lot- or serial-tracked line names its lot or serial numbers through the prompt
 * scanning uses (decision 0019), offering the lots and serials the order shipped (customer returns) or
 * the lots in stock (returns to the supplier); a serial-tracked line must name its serials. The API
 * defaults the rest: the DEFAULT location, the lots shipped, first expiry first out (decision 0016).
 * The dialog takes scans as the receive and ship panels do (decisions 0019, 0021): a SKU or barcode
 * adds a unit to its line (the prompt names a tracked one's lot or serial), and a GS1 case label
 * sets its product's line, its pack's units in the base unit, and the lot (one the order shipped, for
 * a customer return) or the serial number on the label; a line returns one lot (see return-lines).
 * A kit is returned as its component lines; its own line is not offered.
 */
import { Anchor, Button, Card, Group, Modal, NumberInput, Select, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { ScanField, type ScanOutcome } from '../../components/ScanField';
import { formatDateTime, formatQuantity } from '../../format';
import { playTone } from '../../scanning/tones';
import { useScanLookup } from '../../scanning/useScanLookup';
import { useSession } from '../../session';
import { useTRPC } from '../../trpc';
import type { CountEntry } from '../orders/fulfilment-counts';
import { Grains, useTracking } from '../orders/FulfilmentPanel';
import { GrainPrompt, type PendingScan } from '../orders/GrainPrompt';
import { physicalLines } from '../orders/kit-lines';
import { useRefreshAfterOrderChange, type OrderLine } from '../orders/order-data';
import { grainOfScan, lineOfScan, scanNote } from '../orders/scanned-grain';
import { addToReturnLine, overReturn, returnEntries, type ReturnLineValues } from './return-lines';
import { customerRow, supplierRow, type ReturnKind } from './ReturnsPage';

interface OrderReturnsProps {
  kind: ReturnKind;
  /** The order, with the warehouse its lots are looked up in. */
  order: { id: string; number: string; warehouseId: string };
  /** Its lines; a customer return's offer the lots and serial numbers shipped. */
  lines: OrderLine[];
}

const conditionOptions = [
  { value: 'resellable', label: 'Resellable' },
  { value: 'damaged', label: 'Damaged' },
];

/** The "Returns" card of a sales order (customer returns) or purchase order (returns to the supplier). */
export function OrderReturns({ kind, order, lines }: OrderReturnsProps) {
  const trpc = useTRPC();
  const { can } = useSession();
  const [opened, setOpened] = useState(false);
  const filter = { limit: 100 };
  const customer = useQuery({ ...trpc.returns.customerList.queryOptions({ ...filter, salesOrderId: order.id }), enabled: kind === 'customer' });
  const supplier = useQuery({ ...trpc.returns.supplierList.queryOptions({ ...filter, purchaseOrderId: order.id }), enabled: kind === 'supplier' });
  const returns = (kind === 'customer' ? customer.data?.items.map(customerRow) : supplier.data?.items.map(supplierRow)) ?? [];
  // A kit's own line comes back as its component lines.
  const returnable = physicalLines(lines).filter((line) => line.done > 0);
  if (returns.length === 0 && (returnable.length === 0 || !can('orders:fulfil'))) return null;
  return (
    <Card withBorder mb="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Returns</Title>
        {can('orders:fulfil') && returnable.length > 0 && (
          <Button variant="default" onClick={() => setOpened(true)}>
            {kind === 'customer' ? 'Return items' : 'Return to supplier'}
          </Button>
        )}
      </Group>
      {returns.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing returned yet.
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th ta="right">Units</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {returns.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/returns/${kind}/${r.id}`}>
                    {r.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
                <Table.Td>{r.reason}</Table.Td>
                <Table.Td ta="right">{formatQuantity(r.units)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal size="xl" opened={opened} onClose={() => setOpened(false)} title={`${kind === 'customer' ? 'Customer return' : 'Return to supplier'} from ${order.number}`}>
        {opened && <ReturnForm kind={kind} order={order} lines={returnable} onDone={() => setOpened(false)} />}
      </Modal>
    </Card>
  );
}

interface ReturnFormValues {
  items: ReturnLineValues[];
  reason: string;
  note: string;
}

/** The lot or serial prompt of the line at `index`: naming the grain of its units (its button), or of a scan's units to add (`scanned`). */
type ReturnPrompt = PendingScan & { index: number; scanned?: true };

/** The dialog's form: the lines coming back, the reason and a note; saving opens the new return. */
function ReturnForm({ kind, order, lines, onDone }: { kind: ReturnKind; order: OrderReturnsProps['order']; lines: OrderLine[]; onDone: () => void }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const tracking = useTracking(lines);
  const lookup = useScanLookup();
  const [prompt, setPrompt] = useState<ReturnPrompt | null>(null);
  const form = useForm<ReturnFormValues>({
    initialValues: {
      items: lines.map((): ReturnLineValues => ({ quantity: 0, condition: 'resellable' })),
      reason: '',
      note: '',
    },
  });
  const refreshOrder = useRefreshAfterOrderChange(kind === 'customer' ? trpc.salesOrders.pathFilter() : trpc.purchaseOrders.pathFilter());
  const queryClient = useQueryClient();
  const refresh = () => {
    void refreshOrder();
    void queryClient.invalidateQueries(trpc.returns.pathFilter());
  };
  const save = useFormSave(form, refresh, onDone, 'Return recorded');
  // Opens the new return; the dialog closes as it is saved, so this cannot wait for mutate's own callback.
  const options = {
    ...save.options,
    onSuccess: (created: { id: string }) => {
      save.options.onSuccess();
      void navigate(`/returns/${kind}/${created.id}`);
    },
  };
  const customer = useMutation(trpc.returns.customerCreate.mutationOptions(options));
  const supplier = useMutation(trpc.returns.supplierCreate.mutationOptions(options));
  const trackingOf = (line: OrderLine) => tracking[line.productId] ?? 'none';
  /** Adds `entry`'s units to the line at `index` (see addToReturnLine); returns why not, or null when added. */
  const addTo = (index: number, entry: CountEntry): string | null => {
    const added = addToReturnLine(lines[index]!, form.getValues().items[index]!, entry);
    if ('refused' in added) return added.refused;
    form.setFieldValue(`items.${index}`, added.values);
    form.clearFieldError(`items.${index}.quantity`);
    return null;
  };

  /**
   * A scan (see lineOfScan): its units on its line, in the lot or serial number its label carries
   * (checked against what the order shipped, as the ship panel checks; any expiry comes back), or
   * through the prompt; a tone says how it went, the outcome under the field what it counted.
   */
  const onScan = async (code: string, times: number): Promise<ScanOutcome> => {
    const found = await lineOfScan(lines, code, times, lookup, kind === 'customer' ? 'shipped line' : 'received line');
    if ('unknown' in found) {
      playTone('unknown');
      return found.unknown;
    }
    const { line, units, scan } = found;
    const index = lines.indexOf(line);
    const values = form.getValues().items[index]!;
    const grain = grainOfScan({ line, tracking: trackingOf(line), direction: 'out', item: scan?.item, units, counted: returnEntries(line, values), expiryChecked: false });
    let refused = 'refused' in grain ? grain.refused : overReturn(line, values, units);
    if (!refused && 'entry' in grain) refused = addTo(index, grain.entry);
    if (refused) {
      playTone('over');
      return refused;
    }
    playTone('success');
    if ('prompt' in grain) {
      setPrompt({ line, quantity: units, tracking: grain.prompt, index, scanned: true });
      return scanNote(scan, grain.prompt);
    }
    return scanNote(scan);
  };
  const submit = form.onSubmit((values) => {
    const unnamed = lines.findIndex((line, index) => trackingOf(line) === 'serial' && Number(values.items[index]!.quantity) > 0 && !values.items[index]!.serialNumbers);
    if (unnamed !== -1) return form.setFieldError(`items.${unnamed}.quantity`, `Name the serial numbers of ${lines[unnamed]!.sku} returned`);
    const items = values.items
      .map((item, index) => ({ itemId: lines[index]!.id, quantity: Number(item.quantity) || 0, condition: item.condition, lotId: item.lotId, serialNumbers: item.serialNumbers }))
      .filter((item) => item.quantity > 0);
    const header = { id: order.id, reason: values.reason, note: values.note || undefined };
    if (kind === 'customer') customer.mutate({ ...header, items });
    else supplier.mutate({ ...header, items: items.map(({ condition: _condition, ...item }) => item) });
  });
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={customer.isPending || supplier.isPending} submitLabel="Record return">
      <ScanField onScan={onScan} />
      <ReturnLinesTable kind={kind} lines={lines} form={form} trackingOf={trackingOf} onNameGrains={setPrompt} />
      <TextInput label="Reason" required placeholder={kind === 'customer' ? 'e.g. Wrong size' : 'e.g. Faulty batch'} {...form.getInputProps('reason')} />
      <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
      {prompt && (
        <GrainPrompt
          pending={prompt}
          direction="out"
          warehouseId={order.warehouseId}
          counted={prompt.scanned ? returnEntries(prompt.line, form.getValues().items[prompt.index]!) : []}
          expiryChecked={false}
          onCancel={() => setPrompt(null)}
          onDone={(entry) => {
            const { index } = prompt;
            if (!prompt.scanned) {
              form.setFieldValue(`items.${index}`, { ...form.getValues().items[index]!, lotId: entry.lotId, serialNumbers: entry.serialNumbers });
              form.clearFieldError(`items.${index}.quantity`);
            } else {
              const refused = addTo(index, entry);
              if (refused) form.setFieldError(`items.${index}.quantity`, refused);
            }
            setPrompt(null);
          }}
        />
      )}
    </DialogForm>
  );
}

interface ReturnLinesTableProps {
  kind: ReturnKind;
  lines: OrderLine[];
  form: UseFormReturnType<ReturnFormValues>;
  trackingOf: (line: OrderLine) => 'none' | 'lot' | 'serial';
  /** Opens the lot or serial prompt for the line at `index`. */
  onNameGrains: (pending: PendingScan & { index: number }) => void;
}

/** The returnable lines: units shipped or received, the units coming back, their lot or serials and (customer returns) condition. */
function ReturnLinesTable({ kind, lines, form, trackingOf, onNameGrains }: ReturnLinesTableProps) {
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>SKU</Table.Th>
          <Table.Th>Product</Table.Th>
          <Table.Th ta="right">{kind === 'customer' ? 'Shipped' : 'Received'}</Table.Th>
          <Table.Th>Returning</Table.Th>
          <Table.Th>Lot or serials</Table.Th>
          {kind === 'customer' && <Table.Th>Condition</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, index) => {
          const values = form.values.items[index]!;
          const quantity = Number(values.quantity) || 0;
          const lineTracking = trackingOf(line);
          return (
            <Table.Tr key={line.id}>
              <Table.Td>{line.sku}</Table.Td>
              <Table.Td>
                {line.productName}
                {line.kitSku && (
                  <Text size="xs" c="dimmed">
                    Part of {line.kitSku}
                  </Text>
                )}
                <Grains line={line} entries={[{ itemId: line.id, quantity, lotId: values.lotId, serialNumbers: values.serialNumbers }]} />
              </Table.Td>
              <Table.Td ta="right">{formatQuantity(line.done)}</Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Returning ${line.sku}`}
                  min={0}
                  max={line.done}
                  allowDecimal={false}
                  w={100}
                  {...form.getInputProps(`items.${index}.quantity`)}
                  onChange={(value) => form.setFieldValue(`items.${index}`, { ...values, quantity: value, lotId: undefined, serialNumbers: undefined })}
                />
              </Table.Td>
              <Table.Td>
                {lineTracking !== 'none' && (
                  <Button variant="default" size="xs" disabled={quantity === 0} onClick={() => onNameGrains({ line, quantity, tracking: lineTracking, index })}>
                    {lineTracking === 'serial' ? `Serials of ${line.sku}` : `Lot of ${line.sku}`}
                  </Button>
                )}
              </Table.Td>
              {kind === 'customer' && (
                <Table.Td>
                  <Select aria-label={`Condition ${line.sku}`} data={conditionOptions} allowDeselect={false} w={150} {...form.getInputProps(`items.${index}.condition`)} />
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
