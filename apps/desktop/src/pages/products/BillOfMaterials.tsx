/**
 * A product's bill of materials on its page (decision 0023 point 9): what one unit is built from
 * (each component's SKU, name, units per unit and cost price), the labour one unit adds and what its
 * components cost today; "Edit bill of materials" and "Remove" (products:update), or, for a
 * product without one, "Add bill of materials". A kit's bill is titled "Kit components" and counts
 * the kits its components make available now.
 */
import { Button, Card, Group, Modal, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorBody } from '../../api-errors';
import { ConfirmButton } from '../../components/ConfirmButton';
import { notifyError, notifySuccess } from '../../components/feedback';
import { QueryView } from '../../components/QueryView';
import { useBaseCurrency } from '../../components/useBaseCurrency';
import { formatDateTime, formatMoney, formatQuantity } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { BillOfMaterialsForm, billTypeLabel, billTypeMeanings } from './BillOfMaterialsForm';

type Product = RouterOutputs['products']['get'];
type BillOfMaterials = RouterOutputs['billsOfMaterials']['get'];

/**
 * The "Bill of materials" card of a product's page (GET /api/products/{id}/bill-of-materials; a 404
 * is a product without one: the empty state), with its add, edit and remove actions for
 * products:update. Decision 0023 point 9.
 */
export function BillOfMaterialsCard({ product }: { product: Product }) {
  const trpc = useTRPC();
  const { can } = useSession();
  const [editing, setEditing] = useState(false);
  const bill = useQuery(trpc.billsOfMaterials.get.queryOptions({ id: product.id }));
  // A failed refetch keeps the last data: after a removal the bill is gone although data remains.
  const missing = bill.isError && apiErrorBody(bill.error)?.code === 'NOT_FOUND';
  const current = bill.isSuccess ? bill.data : null;
  const editable = can('products:update');
  const kit = current?.type === 'kit';
  return (
    <Card withBorder component="section" aria-label="Bill of materials">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{kit ? 'Kit components' : 'Bill of materials'}</Title>
        {editable && current && (
          <Group gap="xs">
            <RemoveBillButton product={product} kit={kit} />
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              Edit bill of materials
            </Button>
          </Group>
        )}
      </Group>
      {missing ? (
        <Group justify="space-between">
          <Text c="dimmed">No bill of materials: {product.sku} is not built from components.</Text>
          {editable && (
            <Button size="xs" onClick={() => setEditing(true)}>
              Add bill of materials
            </Button>
          )}
        </Group>
      ) : (
        <QueryView query={bill}>{(data) => <BillOfMaterialsTable bill={data} />}</QueryView>
      )}
      <Modal opened={editing} onClose={() => setEditing(false)} title={current ? 'Edit bill of materials' : 'Add bill of materials'} size="lg">
        {editing && <BillOfMaterialsForm productId={product.id} bill={current} onDone={() => setEditing(false)} />}
      </Modal>
    </Card>
  );
}

/** "Remove" (DELETE /api/products/{id}/bill-of-materials) behind a confirmation; open assembly orders (or a kit's orders) keep their components. */
function RemoveBillButton({ product, kit }: { product: Product; kit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.billsOfMaterials.delete.mutationOptions({
      onSuccess: () => {
        notifySuccess('Bill of materials removed');
        void queryClient.invalidateQueries(trpc.billsOfMaterials.pathFilter());
      },
      onError: (error) => notifyError(error, 'Could not remove the bill of materials'),
    }),
  );
  return (
    <ConfirmButton
      label="Remove"
      title={`Remove the bill of materials of ${product.sku}?`}
      consequence={
        kit
          ? 'The product is no longer sold as a kit: new orders take it as a product of its own. Orders already made keep their component lines.'
          : 'The product can no longer be assembled. Open assembly orders keep the components they were made with.'
      }
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: product.id })}
    />
  );
}

/**
 * The bill's type, labour and cost per unit, what each warehouse could build now, and its components
 * with their cost prices. A kit's bill reads per kit, without labour, and what its components make
 * now is the kits available.
 */
function BillOfMaterialsTable({ bill }: { bill: BillOfMaterials }) {
  const currency = useBaseCurrency();
  const kit = bill.type === 'kit';
  const per = kit ? 'per kit' : 'per unit';
  const facts = [
    { label: 'Type', value: billTypeLabel(bill.type) },
    ...(kit ? [] : [{ label: 'Labour per unit', value: formatMoney(bill.labourCost, currency) }]),
    { label: `Components cost ${per}`, value: formatMoney(bill.componentsCost, currency) },
    { label: 'Updated', value: formatDateTime(bill.updatedAt) },
    // What each warehouse's available components make now, the scarcest deciding.
    { label: kit ? 'Available kits' : 'Buildable now', value: bill.buildable.map((at) => `${at.warehouseCode}: ${formatQuantity(at.quantity)}`).join(', ') || 'No components in stock' },
  ];
  return (
    <>
      {kit && (
        <Text size="sm" c="dimmed" mb="sm">
          {billTypeMeanings.kit}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, md: 5 }} mb="sm">
        {facts.map(({ label, value }) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text>{value}</Text>
          </div>
        ))}
      </SimpleGrid>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Component</Table.Th>
            <Table.Th ta="right">Quantity {per}</Table.Th>
            <Table.Th ta="right">Cost price</Table.Th>
            <Table.Th ta="right">Cost {per}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bill.components.map((component) => (
            <Table.Tr key={component.productId}>
              <Table.Td>{component.sku}</Table.Td>
              <Table.Td>{component.name}</Table.Td>
              <Table.Td ta="right">
                {formatQuantity(component.quantity)} {component.unitOfMeasure}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(component.costPrice, currency)}</Table.Td>
              <Table.Td ta="right">{formatMoney(component.quantity * component.costPrice, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
