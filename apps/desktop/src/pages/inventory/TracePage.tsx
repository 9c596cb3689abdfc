/**
 * Lot and serial trace (/inventory/trace): choose the product, then scan or type a lot number or a
 * serial number (Enter traces it); shows every movement of it, oldest first, with the document and
 * party behind each (GET /inventory/trace), the answer to a recall. The query is kept in the URL.
 */
import { Group, SegmentedControl, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryView } from '../../components/QueryView';
import { ProductSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatChange, formatDateTime, formatQuantity } from '../../format';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { MovementTypeBadge } from './inventory-data';

type Kind = 'lotNumber' | 'serialNumber';
type TracedDocument = NonNullable<RouterOutputs['inventory']['trace']['movements'][number]['document']>;

/** Screens of the documents a movement can come from. */
const documentPaths: Record<string, string> = {
  purchase_order: '/purchase-orders',
  sales_order: '/sales-orders',
  transfer: '/inventory/transfers',
  count: '/inventory/counts',
};

function DocumentLink({ document }: { document: TracedDocument }) {
  const label = document.number ?? document.type;
  const base = documentPaths[document.type];
  return (
    <>
      {base ? <Link to={`${base}/${document.id}`}>{label}</Link> : label}
      {document.party && ` · ${document.party.name}`}
    </>
  );
}

export function TracePage() {
  const trpc = useTRPC();
  const filters = useUrlFilters<'productId' | Kind>();
  const productId = filters.get('productId');
  const kind: Kind = filters.get('serialNumber') ? 'serialNumber' : 'lotNumber';
  const traced = filters.get(kind);
  const [chosenKind, setChosenKind] = useState<Kind>(kind);
  const [code, setCode] = useState(traced ?? '');
  const trace = useQuery({ ...trpc.inventory.trace.queryOptions({ productId: productId ?? '', [kind]: traced }), enabled: Boolean(productId && traced), retry: false });

  return (
    <>
      <Group mb="md" align="flex-end">
        <ProductSelect label="Product" placeholder="Choose the product" {...filters.selectProps('productId')} />
        <SegmentedControl
          aria-label="Trace by"
          data={[
            { value: 'lotNumber', label: 'Lot number' },
            { value: 'serialNumber', label: 'Serial number' },
          ]}
          value={chosenKind}
          onChange={(value) => setChosenKind(value as Kind)}
        />
        <TextInput
          label={chosenKind === 'lotNumber' ? 'Lot number' : 'Serial number'}
          placeholder="Scan or type, then Enter"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            filters.set({ lotNumber: undefined, serialNumber: undefined, [chosenKind]: code.trim() });
          }}
        />
      </Group>
      {productId && traced ? (
        <QueryView query={trace} isEmpty={(data) => data.movements.length === 0} empty="No movements recorded.">
          {(data) => (
            <>
              <Text mb="sm" data-testid="trace-summary">
                {data.sku} {data.lot ? `lot ${data.lot.lotNumber}${data.lot.expiryDate ? ` (expires ${data.lot.expiryDate})` : ''}` : `serial number ${data.serialNumber}`}: {formatQuantity(data.received)} received,{' '}
                {formatQuantity(data.shipped)} shipped, {formatQuantity(data.onHand)} on hand.
              </Text>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Warehouse</Table.Th>
                    <Table.Th>Location</Table.Th>
                    <Table.Th>Lot</Table.Th>
                    <Table.Th>Serial number</Table.Th>
                    <Table.Th ta="right">Quantity</Table.Th>
                    <Table.Th>Document</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.movements.map((movement) => (
                    <Table.Tr key={movement.id}>
                      <Table.Td>{formatDateTime(movement.createdAt)}</Table.Td>
                      <Table.Td>
                        <MovementTypeBadge movement={movement} />
                      </Table.Td>
                      <Table.Td>{movement.warehouseCode}</Table.Td>
                      <Table.Td>{movement.locationCode ?? '—'}</Table.Td>
                      <Table.Td>{movement.lotNumber ?? '—'}</Table.Td>
                      <Table.Td>{movement.serialNumber ?? '—'}</Table.Td>
                      <Table.Td ta="right">{formatChange(movement.quantity)}</Table.Td>
                      <Table.Td>{movement.document ? <DocumentLink document={movement.document} /> : movement.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          )}
        </QueryView>
      ) : (
        <Text c="dimmed">Choose a product and scan or type a lot or serial number to see its history.</Text>
      )}
    </>
  );
}
