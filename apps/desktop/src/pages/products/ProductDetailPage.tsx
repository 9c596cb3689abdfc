/**
 * One product: its fields and stock (on hand, reserved, available), the stock per warehouse, per
 * location, lot and serial number (each relocatable), its lots with expiry, its FIFO cost layers,
 * and the latest stock movements with their value (with inventory:read); its bill of materials
 * (decision 0023 point 9). "Edit" for products:update, "Change costing method" for finance:manage.
 */
import { Badge, Button, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useBaseCurrency } from '../../components/useBaseCurrency';
import { formatChange, formatDateTime, formatDoneBy, formatMoney, formatQuantity } from '../../format';
import { PageHeader } from '../../components/PageHeader';
import { LabelMenus } from '../../components/PdfMenu';
import { QueryView } from '../../components/QueryView';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { BalancesTable } from '../inventory/Balances';
import { movementTypeLabels } from '../inventory/inventory-data';
import { BillOfMaterialsCard } from './BillOfMaterials';
import { costingMethodLabels } from './costing';
import { CostingMethodButton, CostLayers } from './ProductCosting';

type Product = RouterOutputs['products']['get'];

/** How many of the latest stock movements the page shows. */
const RECENT_MOVEMENTS = 10;

/** A labelled value in the product's card. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** The product detail screen. */
export function ProductDetailPage() {
  const trpc = useTRPC();
  const { can } = useSession();
  const { id = '' } = useParams();
  const product = useQuery({ ...trpc.products.get.queryOptions({ id }) });
  return (
    <QueryView query={product}>
      {(data) => (
        <>
          <PageHeader title={data.name}>
            <LabelMenus path={`/products/${data.id}/label.pdf`} code={data.sku} />
            {can('finance:manage') && <CostingMethodButton product={data} />}
            {can('products:update') && (
              <Button component={Link} to={`/products/${data.id}/edit`}>
                Edit
              </Button>
            )}
          </PageHeader>
          <Stack>
            <ProductCard product={data} />
            <BillOfMaterialsCard product={data} />
            {can('inventory:read') && <ProductStock productId={data.id} />}
            {can('inventory:read') && <CostLayers product={data} />}
          </Stack>
        </>
      )}
    </QueryView>
  );
}

/** The product's fields and its stock across warehouses. */
function ProductCard({ product }: { product: Product }) {
  const currency = useBaseCurrency();
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Field label="SKU">{product.sku}</Field>
        <Field label="Category">{product.category.name}</Field>
        <Field label="Brand">{product.brand ?? '—'}</Field>
        <Field label="Unit of measure">{product.unitOfMeasure}</Field>
        <Field label="Costing method">{costingMethodLabels[product.costingMethod]}</Field>
        <Field label="Cost price">{formatMoney(product.costPrice, currency)}</Field>
        <Field label="Selling price">{formatMoney(product.sellingPrice, currency)}</Field>
        <Field label="Reorder point">{formatQuantity(product.minStockLevel)}</Field>
        <Field label="Max stock level">{formatQuantity(product.maxStockLevel)}</Field>
        <Field label="On hand">{formatQuantity(product.stock.onHand)}</Field>
        <Field label="Reserved">{formatQuantity(product.stock.reserved)}</Field>
        <Field label="Available">{formatQuantity(product.stock.available)}</Field>
        <Field label="Status">
          <Badge variant="light" color={product.isActive ? 'teal' : 'gray'}>
            {product.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </Field>
        <Field label="Barcode">{product.barcode ?? '—'}</Field>
        <Field label="Created">{formatDoneBy(product.createdAt, product.createdByName)}</Field>
        <Field label="Updated">{formatDoneBy(product.updatedAt, product.updatedByName)}</Field>
      </SimpleGrid>
      {product.description && (
        <Text mt="md" style={{ whiteSpace: 'pre-wrap' }}>
          {product.description}
        </Text>
      )}
    </Card>
  );
}

/** Stock per warehouse and the latest stock movements of one product. */
function ProductStock({ productId }: { productId: string }) {
  const trpc = useTRPC();
  const currency = useBaseCurrency();
  const levels = useQuery({ ...trpc.inventory.levels.queryOptions({ productId, limit: 100 }) });
  const movements = useQuery({
    ...trpc.inventory.movements.queryOptions({ productId, limit: RECENT_MOVEMENTS }),
  });
  return (
    <>
      <Title order={4}>Stock per warehouse</Title>
      <QueryView query={levels} isEmpty={(page) => page.items.length === 0} empty="No stock in any warehouse yet.">
        {(page) => (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Warehouse</Table.Th>
                <Table.Th ta="right">On hand</Table.Th>
                <Table.Th ta="right">Reserved</Table.Th>
                <Table.Th ta="right">Available</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.items.map((level) => (
                <Table.Tr key={level.warehouseId}>
                  <Table.Td>{level.warehouseCode}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(level.onHand)}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(level.reserved)}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(level.available)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryView>
      <Title order={4}>Stock by location</Title>
      <BalancesTable filter={{ productId }} name="location" empty="No stock in any location yet." />
      <ProductLots productId={productId} />
      <Title order={4}>Recent stock movements</Title>
      <QueryView query={movements} isEmpty={(page) => page.items.length === 0} empty="No stock movements yet.">
        {(page) => (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Warehouse</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th ta="right">On hand after</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.items.map((movement) => (
                <Table.Tr key={movement.id}>
                  <Table.Td>{formatDateTime(movement.createdAt)}</Table.Td>
                  <Table.Td>{movement.warehouseCode}</Table.Td>
                  <Table.Td>{movementTypeLabels[movement.type]}</Table.Td>
                  <Table.Td ta="right">{formatChange(movement.quantity)}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(movement.onHandAfter)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(movement.value, currency)}</Table.Td>
                  <Table.Td>{movement.reason}</Table.Td>
                  <Table.Td>{movement.createdByName ?? 'Unknown'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryView>
    </>
  );
}

/** The product's lots (GET /products/{id}/lots), soonest expiry first; shown only for a product that has lots. */
function ProductLots({ productId }: { productId: string }) {
  const trpc = useTRPC();
  const lots = useQuery(trpc.inventory.lots.queryOptions({ id: productId }));
  if (!lots.data?.length) return null;
  return (
    <>
      <Title order={4}>Lots</Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Lot</Table.Th>
            <Table.Th>Expiry</Table.Th>
            <Table.Th>Manufactured</Table.Th>
            <Table.Th>On hand per warehouse</Table.Th>
            <Table.Th ta="right">On hand</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lots.data.map((lot) => (
            <Table.Tr key={lot.id}>
              <Table.Td>{lot.lotNumber}</Table.Td>
              <Table.Td>
                {lot.expiryDate ?? '—'}{' '}
                {lot.expired && (
                  <Badge color="red" variant="light" size="sm">
                    Expired
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{lot.manufacturedDate ?? '—'}</Table.Td>
              <Table.Td>{lot.warehouses.map((w) => `${w.warehouseCode}: ${formatQuantity(w.onHand)}`).join(', ') || '—'}</Table.Td>
              <Table.Td ta="right">{formatQuantity(lot.onHand)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
