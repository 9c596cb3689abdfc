/**
 * A product's costing on its page (decision 0023): "Change costing method" (finance:manage), a
 * dialog that changes the method or the standard cost and says what the revaluation wrote, and the
 * FIFO cost layers with units left, oldest first.
 */
import { Button, Modal, NumberInput, Select, Table, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { useBaseCurrency } from '../../components/useBaseCurrency';
import { formatDateTime, formatMoney, formatQuantity } from '../../format';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { costingMethodLabels } from './costing';

type Product = RouterOutputs['products']['get'];
type Method = Product['costingMethod'];

const methodOptions = Object.entries(costingMethodLabels).map(([value, label]) => ({ value, label }));

/** "Change costing method" and its dialog. */
export function CostingMethodButton({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Change costing method
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Change costing method">
        {open && <CostingMethodForm product={product} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

/** The dialog's form: the method, the standard cost for the standard method, and why. */
function CostingMethodForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const currency = useBaseCurrency();
  const form = useForm({
    initialValues: { costingMethod: product.costingMethod as Method, standardCost: product.costPrice as number | string, note: '' },
    validate: { standardCost: (value, values) => (values.costingMethod === 'standard' && value === '' ? 'Standard cost is required for the standard method' : null) },
  });
  const refresh = () => {
    void queryClient.invalidateQueries(trpc.products.pathFilter());
    void queryClient.invalidateQueries(trpc.inventory.pathFilter());
  };
  const save = useFormSave(form, refresh, onDone, 'Costing method changed');
  const change = useMutation(trpc.products.setCostingMethod.mutationOptions(save.options));
  const standard = form.values.costingMethod === 'standard';
  const submit = form.onSubmit(({ costingMethod, standardCost, note }) =>
    change.mutate({ id: product.id, costingMethod, ...(standard ? { standardCost: Number(standardCost) } : {}), ...(note.trim() ? { note: note.trim() } : {}) }),
  );
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={change.isPending} submitLabel="Revalue and change">
      <Text size="sm">
        The stock is revalued to the new method in each warehouse and lot, and the change is written to the ledger as revaluation movements. Now: {costingMethodLabels[product.costingMethod]}, cost
        price {formatMoney(product.costPrice, currency)}.
      </Text>
      <Select label="Costing method" data={methodOptions} allowDeselect={false} {...form.getInputProps('costingMethod')} />
      {standard && <NumberInput label="Standard cost" required min={0} decimalScale={2} {...form.getInputProps('standardCost')} />}
      <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
    </DialogForm>
  );
}

/** The product's FIFO cost layers with units left (GET /products/{id}/cost-layers); shown only for a product costed FIFO. */
export function CostLayers({ product }: { product: Product }) {
  const trpc = useTRPC();
  const currency = useBaseCurrency();
  const layers = useQuery({ ...trpc.inventory.costLayers.queryOptions({ id: product.id }), enabled: product.costingMethod === 'fifo' });
  if (product.costingMethod !== 'fifo' || !layers.data) return null;
  return (
    <>
      <Title order={4}>Cost layers</Title>
      {layers.data.length === 0 ? (
        <Text c="dimmed">No units in stock, so no cost layers.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Opened</Table.Th>
              <Table.Th>Warehouse</Table.Th>
              <Table.Th>Lot</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th ta="right">Units left</Table.Th>
              <Table.Th ta="right">Unit cost</Table.Th>
              <Table.Th ta="right">Value left</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {layers.data.map((layer) => (
              <Table.Tr key={layer.id}>
                <Table.Td>{formatDateTime(layer.openedAt)}</Table.Td>
                <Table.Td>{layer.warehouseCode}</Table.Td>
                <Table.Td>{layer.lotNumber ?? '—'}</Table.Td>
                <Table.Td>{layer.reason}</Table.Td>
                <Table.Td ta="right">
                  {formatQuantity(layer.remaining)} of {formatQuantity(layer.quantity)}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(layer.unitCost, currency)}</Table.Td>
                <Table.Td ta="right">{formatMoney(layer.remainingValue, currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
