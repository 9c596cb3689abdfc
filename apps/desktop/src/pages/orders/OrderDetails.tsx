/**
 * Parts of an order's detail screen that purchase and sales orders share: the header facts, the
 * lines with ordered / done / remaining units (and, on sales orders, allocated / backordered), the
 * status history, and the cancel confirmation.
 */
import { Badge, Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { formatDateTime, formatMoney, formatQuantity } from '../../format';
import { remainingOf, type OrderLine } from './order-data';
import { OrderStatusBadge } from './status';

/** Labelled values of an order's header, in a grid. */
export function OrderFacts({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <Card withBorder mb="md">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {facts.map(({ label, value }) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="div">{value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}

interface OrderLinesTableProps {
  lines: OrderLine[];
  /** "Received" or "Shipped". */
  doneLabel: string;
  /** "Unit cost" or "Unit price". */
  amountLabel: string;
  subtotal: number;
  /** ISO 4217 of the amounts (undefined: not known yet, shown without one). */
  currency: string | undefined;
}

/**
 * The order's lines: product, ordered, done, remaining (allocated and backordered when the lines
 * carry them), unit amount, line total, and the subtotal. A kit's line (sales orders) shows its badge
 * and the whole kits shipped, without allocation; its component lines follow it, indented.
 */
export function OrderLinesTable({ lines, doneLabel, amountLabel, subtotal, currency }: OrderLinesTableProps) {
  const withDiscount = lines.some((line) => line.discount);
  const withAllocation = lines.some((line) => line.allocated !== undefined);
  return (
    <Card withBorder mb="md">
      <Title order={4} mb="sm">
        Lines
      </Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Ordered</Table.Th>
            <Table.Th ta="right">{doneLabel}</Table.Th>
            <Table.Th ta="right">Remaining</Table.Th>
            {withAllocation && <Table.Th ta="right">Allocated</Table.Th>}
            {withAllocation && <Table.Th ta="right">Backordered</Table.Th>}
            <Table.Th ta="right">{amountLabel}</Table.Th>
            {withDiscount && <Table.Th ta="right">Discount</Table.Th>}
            <Table.Th ta="right">Line total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id} data-kit={line.kit ? 'kit' : line.kitItemId ? 'component' : undefined}>
              <LineProductCells line={line} />
              <Table.Td ta="right">{formatQuantity(line.ordered)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(line.done)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(remainingOf(line))}</Table.Td>
              {/* A kit's line is never allocated: its components are. */}
              {withAllocation && <Table.Td ta="right">{formatQuantity(line.kit ? null : line.allocated)}</Table.Td>}
              {withAllocation && (
                <Table.Td ta="right" c={line.backordered && !line.kit ? 'orange' : undefined}>
                  {formatQuantity(line.kit ? null : line.backordered)}
                </Table.Td>
              )}
              <Table.Td ta="right">{formatMoney(line.unitAmount, currency)}</Table.Td>
              {withDiscount && <Table.Td ta="right">{formatQuantity(line.discount ?? 0)} %</Table.Td>}
              <Table.Td ta="right">{formatMoney(line.lineTotal, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={6 + (withDiscount ? 1 : 0) + (withAllocation ? 2 : 0)} ta="right">
              Subtotal
            </Table.Th>
            <Table.Th ta="right">{formatMoney(subtotal, currency)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Card>
  );
}

/**
 * A line's SKU and product cells: a kit's line with its "Kit" badge; a kit's component line indented
 * beneath it, saying which kit it is part of.
 */
function LineProductCells({ line }: { line: OrderLine }) {
  const component = Boolean(line.kitItemId);
  return (
    <>
      <Table.Td pl={component ? 'xl' : undefined}>
        <Group gap={6} wrap="nowrap">
          {line.sku}
          {line.kit && (
            <Badge size="sm" variant="light" color="grape">
              Kit
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {line.productName}
        {component && (
          <Text size="xs" c="dimmed">
            Part of {line.kitSku ?? 'a kit'}
          </Text>
        )}
      </Table.Td>
    </>
  );
}

interface StatusChange {
  from: string | null;
  to: string;
  /** The user or API key that made the change. */
  byName: string | null;
  at: string;
}

/** The order's status changes, oldest first, each with who made it (decision 0019). */
export function StatusHistory({ history }: { history: StatusChange[] }) {
  return (
    <Card withBorder mb="md">
      <Title order={4} mb="sm">
        Status history
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((change) => (
            <Table.Tr key={`${change.at}-${change.to}`}>
              <Table.Td>{formatDateTime(change.at)}</Table.Td>
              <Table.Td>{change.from ? <OrderStatusBadge status={change.from} /> : 'Created'}</Table.Td>
              <Table.Td>
                <OrderStatusBadge status={change.to} />
              </Table.Td>
              <Table.Td>{change.byName ?? 'Unknown'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

interface CancelOrderButtonProps {
  number: string;
  pending: boolean;
  /** What cancelling also does, e.g. releasing reserved stock. */
  consequence?: string;
  onConfirm: () => void;
}

/** "Cancel order" with a confirmation dialog; `onConfirm` runs the cancellation. */
export function CancelOrderButton({ number, pending, consequence, onConfirm }: CancelOrderButtonProps) {
  return (
    <ConfirmButton
      label="Cancel order"
      title={`Cancel ${number}?`}
      consequence={`A cancelled order cannot be reopened.${consequence ? ` ${consequence}` : ''}`}
      keepLabel="Keep order"
      size="sm"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
