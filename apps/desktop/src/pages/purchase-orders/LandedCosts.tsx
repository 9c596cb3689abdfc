/**
 * The "Landed costs" card of a purchase order with units received (decision 0023): the landed costs
 * that took in its lines (analytics:read), and "Add landed cost" (finance:manage), a dialog of
 * charges (freight, duty, insurance, other; each in its currency) spread over the order's lines by
 * value, quantity, weight or volume.
 */
import { ActionIcon, Button, Card, Group, Modal, NumberInput, Select, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { useBaseCurrency } from '../../components/useBaseCurrency';
import { formatDateTime, formatMoney } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterInputs } from '../../trpc';

type Create = RouterInputs['landedCosts']['create'];
type Charge = Create['charges'][number];

const allocations: { value: Create['allocation']; label: string }[] = [
  { value: 'value', label: 'By value' },
  { value: 'quantity', label: 'By quantity' },
  { value: 'weight', label: 'By weight' },
  { value: 'volume', label: 'By volume' },
];
const chargeTypes: { value: Charge['type']; label: string }[] = [
  { value: 'freight', label: 'Freight' },
  { value: 'duty', label: 'Duty' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'other', label: 'Other' },
];
/** What the lines of order `orderId` took of a landed cost (which may spread over other orders too), in cents summed. */
function orderShare(lines: readonly { purchaseOrderId: string; amount: number; capitalized: number; expensed: number }[], orderId: string) {
  const own = lines.filter((line) => line.purchaseOrderId === orderId);
  const cents = (key: 'amount' | 'capitalized' | 'expensed') => own.reduce((sum, line) => sum + Math.round(line[key] * 100), 0) / 100;
  return { amount: cents('amount'), capitalized: cents('capitalized'), expensed: cents('expensed') };
}

const allocationLabel = (value: string) => allocations.find((allocation) => allocation.value === value)?.label ?? value;

/** The card, shown once the order has units received. */
export function LandedCosts({ orderId, received }: { orderId: string; received: boolean }) {
  const trpc = useTRPC();
  const { can } = useSession();
  const currency = useBaseCurrency();
  const [opened, setOpened] = useState(false);
  const list = useQuery({ ...trpc.landedCosts.list.queryOptions({ purchaseOrderId: orderId, limit: 100 }), enabled: can('analytics:read') && received });
  if (!received || (!can('analytics:read') && !can('finance:manage'))) return null;
  const rows = list.data?.items ?? [];
  return (
    <Card withBorder mb="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Landed costs</Title>
        {can('finance:manage') && (
          <Button variant="default" onClick={() => setOpened(true)}>
            Add landed cost
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          No freight, duty or insurance added yet.
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Spread</Table.Th>
              <Table.Th ta="right">This order&apos;s share</Table.Th>
              <Table.Th ta="right">Into stock</Table.Th>
              <Table.Th ta="right">Expensed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const share = orderShare(row.lines, orderId);
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.number}</Table.Td>
                  <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
                  <Table.Td>{allocationLabel(row.allocation)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(share.amount, currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(share.capitalized, currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(share.expensed, currency)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={opened} onClose={() => setOpened(false)} title="Add landed cost" size="lg">
        {opened && <LandedCostForm orderId={orderId} onDone={() => setOpened(false)} />}
      </Modal>
    </Card>
  );
}

/** The dialog's form: how to spread, the charges (one to start with), a note. */
function LandedCostForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const currency = useBaseCurrency();
  const newCharge = () => ({ type: 'freight' as Charge['type'], amount: '' as number | string, currency: currency ?? '', description: '' });
  const form = useForm({ initialValues: { allocation: 'value' as Create['allocation'], charges: [newCharge()], note: '' } });
  const refresh = () => {
    void queryClient.invalidateQueries(trpc.landedCosts.pathFilter());
    void queryClient.invalidateQueries(trpc.products.pathFilter());
    void queryClient.invalidateQueries(trpc.inventory.pathFilter());
  };
  const save = useFormSave(form, refresh, onDone, 'Landed cost recorded');
  const create = useMutation(trpc.landedCosts.create.mutationOptions(save.options));
  const submit = form.onSubmit(({ allocation, charges, note }) =>
    create.mutate({
      purchaseOrderIds: [orderId],
      allocation,
      charges: charges.map((charge) => ({
        type: charge.type,
        amount: Number(charge.amount),
        ...(charge.currency.trim() ? { currency: charge.currency.trim().toUpperCase() } : {}),
        ...(charge.description.trim() ? { description: charge.description.trim() } : {}),
      })),
      ...(note.trim() ? { note: note.trim() } : {}),
    }),
  );
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={create.isPending} submitLabel="Record landed cost">
      <Text size="sm">
        The charges raise what the order&apos;s units still in stock cost; the share of units already sold is expensed. A charge in another currency takes the rate in force.
      </Text>
      <Select label="Spread over the lines" data={allocations} allowDeselect={false} {...form.getInputProps('allocation')} />
      {form.values.charges.map((_, i) => (
        <Group key={i} align="flex-end" wrap="nowrap">
          <Select label="Charge" data={chargeTypes} allowDeselect={false} w={130} {...form.getInputProps(`charges.${i}.type`)} />
          <NumberInput label="Amount" required min={0} decimalScale={2} w={120} {...form.getInputProps(`charges.${i}.amount`)} />
          <TextInput label="Currency" w={90} {...form.getInputProps(`charges.${i}.currency`)} />
          <TextInput label="Description" style={{ flex: 1 }} {...form.getInputProps(`charges.${i}.description`)} />
          {form.values.charges.length > 1 && (
            <ActionIcon variant="subtle" color="red" aria-label={`Remove charge ${i + 1}`} onClick={() => form.removeListItem('charges', i)} mb={4}>
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      <Button variant="subtle" onClick={() => form.insertListItem('charges', newCharge())}>
        Add a charge
      </Button>
      <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
    </DialogForm>
  );
}
