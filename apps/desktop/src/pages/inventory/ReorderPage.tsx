/**
 * Reorder suggestions (/inventory/reorder, decision 0016's replenishment): products at or below their
 * reorder point per warehouse (available + on order + in transit + assembly orders ≤ reorder point),
 * most short first, with the quantity to order and the preferred supplier's terms. The assembly
 * orders figure (decision 0023 point 9) is signed: what open assembly orders will bring less what
 * they will consume. With a warehouse chosen, users who
 * may create orders select suggestions (or take all) and draft one purchase order per preferred
 * supplier and currency, then open the drafts; products without a preferred supplier are named.
 */
import { Alert, Anchor, Button, Checkbox, Group, List, Table, Text, Tooltip } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../components/feedback';
import { PAGE_SIZE } from '../../components/list-page';
import { PagedTable, type PagedTableProps } from '../../components/PagedTable';
import { WarehouseSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatChange, formatMoney, formatQuantity } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { useRefreshAfterOrderChange } from '../orders/order-data';

type Drafted = RouterOutputs['replenishment']['order'];
type Suggestions = RouterOutputs['replenishment']['suggestions'];

/** What the assembly orders figure counts, for the screen's help text and its column's tooltip. */
const ASSEMBLY_ORDERS_HELP =
  'Assembly orders: units open assembly orders in the warehouse will bring (the product built, the components of a disassembly) less those they will consume (the components of an assembly, the product taken apart).';

/** A suggestion's assembly orders figure, signed ("+4", "-8"); "—" for none. */
const formatAssemblyOrders = (units: number) => (units === 0 ? '—' : formatChange(units));

/** The reorder screen. */
export function ReorderPage() {
  const trpc = useTRPC();
  const { can } = useSession();
  const filters = useUrlFilters<'warehouseId'>();
  const warehouseId = filters.get('warehouseId');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [drafted, setDrafted] = useState<Drafted | null>(null);
  const listInput = { page: filters.page, limit: PAGE_SIZE, warehouseId };
  const suggestions = useQuery({ ...trpc.replenishment.suggestions.queryOptions(listInput), placeholderData: keepPreviousData });
  const refresh = useRefreshAfterOrderChange(trpc.purchaseOrders.pathFilter());
  const draft = useMutation(
    trpc.replenishment.order.mutationOptions({
      onSuccess: (result) => {
        setDrafted(result);
        setSelected(new Set());
        notifySuccess(`${result.purchaseOrders.length} purchase ${result.purchaseOrders.length === 1 ? 'order' : 'orders'} drafted`);
        void refresh();
      },
      onError: (error) => notifyError(error, 'Could not draft purchase orders'),
    }),
  );
  const canDraft = can('orders:create') && warehouseId !== undefined;
  const toggle = (productId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(productId);
      else next.delete(productId);
      return next;
    });
  const chooseWarehouse = (value: string | null) => {
    setSelected(new Set());
    filters.selectProps('warehouseId').onChange(value);
  };

  return (
    <>
      <Group mb="md" align="flex-end">
        <WarehouseSelect label="Warehouse" placeholder="All warehouses" value={warehouseId ?? null} onChange={chooseWarehouse} />
        {can('orders:create') && (
          <Group gap="sm" ml="auto">
            {!warehouseId && (
              <Text size="sm" c="dimmed">
                Choose a warehouse to draft purchase orders.
              </Text>
            )}
            <Button
              disabled={!canDraft || selected.size === 0}
              loading={draft.isPending}
              onClick={() => warehouseId && draft.mutate({ warehouseId, productIds: [...selected] })}
            >
              Draft purchase orders ({selected.size})
            </Button>
            <Button variant="default" disabled={!canDraft || suggestions.data?.total === 0} loading={draft.isPending} onClick={() => warehouseId && draft.mutate({ warehouseId })}>
              Draft for all suggestions
            </Button>
          </Group>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        A product is suggested when available + on order + in transit + assembly orders is at or below its reorder point. {ASSEMBLY_ORDERS_HELP}
      </Text>
      {drafted && <DraftedOrders drafted={drafted} />}
      <SuggestionsTable
        suggestions={suggestions}
        csv={{ path: '/inventory/reorder-suggestions', query: listInput }}
        canDraft={canDraft}
        selected={selected}
        toggle={toggle}
        onPageChange={(page) => filters.set({ page })}
      />
    </>
  );
}

/** The purchase orders just drafted, each linked, and the products left without a preferred supplier. */
function DraftedOrders({ drafted }: { drafted: Drafted }) {
  return (
    <Alert color="teal" title="Purchase orders drafted" mb="md" data-testid="drafted-orders">
      {drafted.purchaseOrders.length === 0 ? (
        <Text size="sm">No purchase order was drafted.</Text>
      ) : (
        <List size="sm">
          {drafted.purchaseOrders.map((order) => (
            <List.Item key={order.id}>
              <Anchor component={Link} to={`/purchase-orders/${order.id}`}>
                {order.number}
              </Anchor>{' '}
              · {order.supplierName} · {order.items.length} {order.items.length === 1 ? 'line' : 'lines'} · {formatMoney(order.subtotal)} {order.currency}
            </List.Item>
          ))}
        </List>
      )}
      {drafted.unassigned.length > 0 && (
        <Text size="sm" mt="xs">
          No preferred supplier, not ordered: {drafted.unassigned.map((suggestion) => suggestion.sku).join(', ')}
        </Text>
      )}
    </Alert>
  );
}

interface SuggestionsTableProps {
  suggestions: UseQueryResult<Suggestions, unknown>;
  csv: PagedTableProps<Suggestions['items'][number]>['csv'];
  /** Shows a selection checkbox on each row. */
  canDraft: boolean;
  selected: ReadonlySet<string>;
  toggle: (productId: string, on: boolean) => void;
  onPageChange: (page: number) => void;
}

/** One page of suggestions, each selectable for drafting when a warehouse is chosen. */
function SuggestionsTable({ suggestions, csv, canDraft, selected, toggle, onPageChange }: SuggestionsTableProps) {
  return (
    <PagedTable
      query={suggestions}
      csv={csv}
      empty="Nothing to reorder: every product is above its reorder point."
      head={
        <>
          {canDraft && <Table.Th />}
          <Table.Th>SKU</Table.Th>
          <Table.Th>Product</Table.Th>
          <Table.Th>Warehouse</Table.Th>
          <Table.Th ta="right">Available</Table.Th>
          <Table.Th ta="right">On order</Table.Th>
          <Table.Th ta="right">In transit</Table.Th>
          <Table.Th ta="right">
            <Tooltip label={ASSEMBLY_ORDERS_HELP} multiline w={320}>
              <span>Assembly orders</span>
            </Tooltip>
          </Table.Th>
          <Table.Th ta="right">Reorder point</Table.Th>
          <Table.Th ta="right">Suggested</Table.Th>
          <Table.Th>Preferred supplier</Table.Th>
          <Table.Th ta="right">Unit cost</Table.Th>
        </>
      }
      row={(suggestion) => (
        <Table.Tr key={`${suggestion.productId}:${suggestion.warehouseId}`}>
          {canDraft && (
            <Table.Td>
              <Checkbox
                aria-label={`Select ${suggestion.sku}`}
                checked={selected.has(suggestion.productId)}
                onChange={(event) => toggle(suggestion.productId, event.currentTarget.checked)}
              />
            </Table.Td>
          )}
          <Table.Td>{suggestion.sku}</Table.Td>
          <Table.Td>{suggestion.productName}</Table.Td>
          <Table.Td>{suggestion.warehouseCode}</Table.Td>
          <Table.Td ta="right">{formatQuantity(suggestion.available)}</Table.Td>
          <Table.Td ta="right">{formatQuantity(suggestion.onOrder)}</Table.Td>
          <Table.Td ta="right">{formatQuantity(suggestion.inTransit)}</Table.Td>
          <Table.Td ta="right">{formatAssemblyOrders(suggestion.assemblyOrders)}</Table.Td>
          <Table.Td ta="right">{formatQuantity(suggestion.minStockLevel)}</Table.Td>
          <Table.Td ta="right" fw={600}>
            {formatQuantity(suggestion.suggestedQuantity)}
          </Table.Td>
          <Table.Td>
            {suggestion.supplier ? (
              <Anchor component={Link} to={`/suppliers/${suggestion.supplier.supplierId}`}>
                {suggestion.supplier.name}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                None
              </Text>
            )}
          </Table.Td>
          <Table.Td ta="right">{suggestion.supplier ? `${formatMoney(suggestion.supplier.unitCost)} ${suggestion.supplier.currency}` : '—'}</Table.Td>
        </Table.Tr>
      )}
      onPageChange={onPageChange}
    />
  );
}
