/**
 * The receiving / shipping panel of an order: a scan field for keyboard-wedge scanners and a
 * "receiving now" / "shipping now" quantity per open line. Each scan of a line's SKU (any case) or
 * its product's barcode counts one more unit on that line, never beyond what remains; quantities
 * can also be typed. Posting hands the non-zero quantities to `onPost`.
 */
import { Button, Card, CloseButton, Group, NumberInput, Stack, Table, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ScanField } from '../../components/ScanField';
import { formatQuantity } from '../../format';
import { remainingOf, type OrderLine } from './order-data';

/** The line whose SKU (case-insensitive) or product barcode is `code`. */
function lineOfCode(lines: OrderLine[], code: string): OrderLine | undefined {
  const sku = code.toUpperCase();
  return lines.find((line) => line.sku.toUpperCase() === sku || line.barcode === code);
}

/** One line of a receipt or shipment request. */
interface FulfilmentItem {
  itemId: string;
  quantity: number;
}

interface FulfilmentPanelProps {
  /** "Receive items" or "Ship items". */
  title: string;
  /** The order's lines; those with nothing remaining are left out. */
  lines: OrderLine[];
  /** "Receiving now" or "Shipping now": the quantity column, and each quantity field's label with the SKU. */
  nowLabel: string;
  /** "Post receipt" or "Post shipment". */
  postLabel: string;
  pending: boolean;
  onPost: (items: FulfilmentItem[]) => void;
  onClose: () => void;
  /** Further fields posted with the quantities (carrier, tracking number). */
  children?: ReactNode;
}

/** The panel; order lines carry their SKU and barcode, so scans match without asking the server. */
export function FulfilmentPanel({ title, lines, onClose, ...props }: FulfilmentPanelProps) {
  const open = lines.filter((line) => remainingOf(line) > 0);
  return (
    <Card withBorder mb="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        <CloseButton aria-label={`Close ${title.toLowerCase()}`} onClick={onClose} />
      </Group>
      <Counting lines={open} {...props} />
    </Card>
  );
}

type CountingProps = Omit<FulfilmentPanelProps, 'title' | 'onClose'>;

function Counting({ lines, nowLabel, postLabel, pending, onPost, children }: CountingProps) {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const countOf = (line: OrderLine) => counts[line.id] ?? 0;
  const setCount = (line: OrderLine, count: number) => setCounts((current) => ({ ...current, [line.id]: count }));
  const items = lines.filter((line) => countOf(line) > 0).map((line) => ({ itemId: line.id, quantity: countOf(line) }));

  const onScan = (code: string) => {
    const line = lineOfCode(lines, code);
    if (!line) return `No open line of this order has SKU or barcode ${code}`;
    if (countOf(line) >= remainingOf(line)) return `All ${formatQuantity(remainingOf(line))} remaining units of ${line.sku} are already counted`;
    setCount(line, countOf(line) + 1);
    return null;
  };

  return (
    <Stack>
      <ScanField onScan={onScan} />
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Remaining</Table.Th>
            <Table.Th w={160}>{nowLabel}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.sku}</Table.Td>
              <Table.Td>{line.productName}</Table.Td>
              <Table.Td ta="right">{formatQuantity(remainingOf(line))}</Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`${nowLabel} ${line.sku}`}
                  value={countOf(line)}
                  onChange={(value) => setCount(line, typeof value === 'number' ? value : 0)}
                  min={0}
                  max={remainingOf(line)}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setCounts(Object.fromEntries(lines.map((line) => [line.id, remainingOf(line)])))}>
          Count all remaining
        </Button>
        <Button disabled={items.length === 0} loading={pending} onClick={() => onPost(items)}>
          {postLabel}
        </Button>
      </Group>
    </Stack>
  );
}
