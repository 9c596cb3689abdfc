/**
 * One count session (/inventory/counts/:id). Counting (inventory:count, while open): scan a
 * location code to count there, then each unit's SKU, product barcode, lot or serial number (a scan adds its
 * quantity to the line's count), or a GS1 label or a pack's GTIN (read by the server, decision 0021:
 * the pack's units count on the line of its product, lot or serial number), or type counted quantities; "Save counts" records them (PUT
 * lines). Review: each line's expected, book and counted quantities and its variance (counted −
 * book; in units and at cost once approved). Approve posts the adjustments and Cancel closes the
 * session without posting (inventory:adjust).
 */
import { Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { notifyError, notifySuccess } from '../../components/feedback';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { QueryView } from '../../components/QueryView';
import { ScanField, type ScanOutcome } from '../../components/ScanField';
import { useUrlFilters } from '../../components/useUrlFilters';
import { useBaseCurrency } from '../../components/useBaseCurrency';
import { formatChange, formatDateTime, formatMoney, formatQuantity, formatWarehouse } from '../../format';
import { describeScannedItem, looksLikeGs1, type ScannedItem } from '../../scanning/gs1';
import { useScanLookup } from '../../scanning/useScanLookup';
import { useSession } from '../../session';
import { useTRPC, type RouterInputs, type RouterOutputs } from '../../trpc';
import { OrderFacts } from '../orders/OrderDetails';
import { useRefreshStock } from './inventory-data';
import { StockStatusBadge } from './status';

type Count = RouterOutputs['counts']['get'];
type CountLine = RouterOutputs['counts']['lines']['items'][number];
type LineState = NonNullable<RouterInputs['counts']['lines']['state']>;

/** Lines per page: the server's largest, so a shelf's lines are scanned on one page. */
const LINES_PER_PAGE = 100;

const lineStates: { value: LineState; label: string }[] = [
  { value: 'uncounted', label: 'Not counted' },
  { value: 'counted', label: 'Counted' },
  { value: 'variance', label: 'With variance' },
];

/** Variance of a line: settled once approved, else counted − book once counted. */
const varianceOf = (line: CountLine) => line.varianceQuantity ?? (line.countedQuantity !== null && line.bookQuantity !== null ? line.countedQuantity - line.bookQuantity : null);

const same = (a: string | null, b: string) => a !== null && a.toUpperCase() === b.toUpperCase();

export function CountPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const count = useQuery(trpc.counts.get.queryOptions({ id }));
  return <QueryView query={count}>{(data) => <CountSession count={data} />}</QueryView>;
}

/** State and actions of one count session: typed and scanned counts, the location counted at, the lines' page, save and cancel. */
function useCountSession(count: Count) {
  const trpc = useTRPC();
  const { can } = useSession();
  const queryClient = useQueryClient();
  const filters = useUrlFilters<'state'>();
  const [entered, setEntered] = useState<Record<string, number>>({});
  const [location, setLocation] = useState<string | null>(null);
  const listInput = { id: count.id, page: filters.page, limit: LINES_PER_PAGE, state: filters.get('state') as LineState | undefined };
  const lines = useQuery({
    ...trpc.counts.lines.queryOptions(listInput),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries(trpc.counts.pathFilter());
  const record = useMutation(
    trpc.counts.record.mutationOptions({
      onSuccess: () => {
        notifySuccess('Counts recorded');
        setEntered({});
        refresh();
      },
      onError: (error) => notifyError(error, 'Could not record the counts'),
    }),
  );
  const cancel = useMutation(
    trpc.counts.cancel.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(`Stock count ${result.number} cancelled`);
        refresh();
      },
      onError: (error) => notifyError(error, 'Could not cancel the count'),
    }),
  );
  const open = count.status === 'open';
  const counting = open && can('inventory:count');
  const pending = Object.entries(entered).map(([lineId, countedQuantity]) => ({ lineId, countedQuantity }));
  const page = lines.data?.items ?? [];
  const countOf = (line: CountLine) => entered[line.id] ?? line.countedQuantity;
  const enter = (line: CountLine, quantity: number) => setEntered((current) => ({ ...current, [line.id]: quantity }));
  /** Adds `quantity` to the line's count as it is when the change applies (a scan the server answered may follow others). */
  const add = (line: CountLine, quantity: number) => setEntered((current) => ({ ...current, [line.id]: (current[line.id] ?? line.countedQuantity ?? 0) + quantity }));
  const locationCodes = [...new Set(page.map((line) => line.locationCode))];
  const lookup = useScanLookup();
  const where = location ? ` at ${location}` : '';

  /** Adds `quantity` units to the one line of `matches`; else says that no line, or several (`several`), have `what`. */
  const addToOne = (matches: CountLine[], quantity: number, what: string, several: string): string | null => {
    if (matches.length === 0) return `No line of this count${where} has ${what}`;
    if (matches.length > 1) return `${what} is on ${matches.length} lines${where}: ${several}`;
    add(matches[0]!, quantity);
    return null;
  };

  /**
   * The lines a GS1 `item` names where counting happens: its serial number's, else its product's
   * lot's, else its product's lines without serials; its units (`times` over) are added to the one
   * line, described in the outcome.
   */
  const countItem = (item: ScannedItem, times: number): ScanOutcome => {
    const here = page.filter((line) => line.productId === item.productId && (location === null || line.locationCode === location));
    if (item.quantity === null) return `The label's measure of ${item.sku} is not a whole number of ${item.baseUnit}`;
    const units = item.quantity * times;
    if (item.serialNumber !== null && units !== 1) return `Serial number ${item.serialNumber} is one unit`;
    const matches = item.serialNumber
      ? here.filter((line) => same(line.serialNumber, item.serialNumber!))
      : here.filter((line) => line.serialNumber === null && (item.lotNumber === null || same(line.lotNumber, item.lotNumber)));
    const what = [item.sku, item.lotNumber && `lot ${item.lotNumber}`, item.serialNumber && `serial number ${item.serialNumber}`].filter(Boolean).join(' ');
    return addToOne(matches, units, what, 'scan the location') ?? { note: describeScannedItem(item, times) };
  };

  /**
   * A scan: a location code chooses where counting happens; a serial number, lot number, SKU or
   * product barcode there adds `quantity` units to its line; a GS1 label, or a code no line has, is
   * read by the server (see countItem).
   */
  const onScan = async (code: string, quantity = 1): Promise<ScanOutcome> => {
    if (!looksLikeGs1(code)) {
      const scannedLocation = locationCodes.find((locationCode) => same(locationCode, code));
      if (scannedLocation) {
        setLocation(scannedLocation);
        return null;
      }
      const here = page.filter((line) => location === null || line.locationCode === location);
      const serial = here.find((line) => same(line.serialNumber, code));
      if (serial) {
        if (quantity > 1) return `Serial number ${code} is one unit`;
        enter(serial, 1);
        return null;
      }
      const matches = here.filter((line) => same(line.lotNumber, code) || ((same(line.sku, code) || line.barcode === code) && line.serialNumber === null));
      if (matches.length > 0) return addToOne(matches, quantity, code, 'scan the location or the lot number');
    }
    const reading = await lookup(code);
    if ('error' in reading) return reading.error;
    return reading.item ? countItem(reading.item, quantity) : `No line of this count${where} has the code ${code}`;
  };

  return { filters, entered, location, setLocation, listInput, lines, refresh, record, cancel, open, counting, pending, countOf, enter, locationCodes, onScan };
}

/** The session's screen: header actions, facts, the scan bar, the lines and the approval dialog. */
function CountSession({ count }: { count: Count }) {
  const currency = useBaseCurrency();
  const { can } = useSession();
  const refreshStock = useRefreshStock();
  const session = useCountSession(count);
  const { filters, pending, record, cancel, refresh } = session;
  const [approving, setApproving] = useState(false);

  return (
    <>
      <PageHeader title={`Stock count ${count.number}`}>
        <StockStatusBadge status={count.status} />
        {session.open && can('inventory:adjust') && (
          <>
            <Button variant="default" color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: count.id })}>
              Cancel count
            </Button>
            <Button disabled={pending.length > 0} title={pending.length > 0 ? 'Save the counts first' : undefined} onClick={() => setApproving(true)}>
              Approve
            </Button>
          </>
        )}
      </PageHeader>
      <OrderFacts
        facts={[
          { label: 'Warehouse', value: formatWarehouse({ code: count.warehouseCode, name: count.warehouseName }) },
          { label: 'Opened', value: formatDateTime(count.createdAt) },
          { label: 'Counted lines', value: `${formatQuantity(count.lines.counted)} of ${formatQuantity(count.lines.total)}${count.blind ? ' (blind)' : ''}` },
          { label: 'Variance', value: count.varianceQuantity === null ? 'On approval' : `${formatChange(count.varianceQuantity)} units, ${formatMoney(count.varianceValue, currency)} at cost` },
          { label: 'Closed', value: formatDateTime(count.closedAt) },
          { label: 'Note', value: count.note ?? '—' },
        ]}
      />
      {session.counting && (
        <Group align="flex-end" mb="md">
          <ScanField onScan={session.onScan} label="Scan location, SKU, lot or serial number" />
          <Select label="Counting at" placeholder="Any location" clearable data={session.locationCodes} value={session.location} onChange={session.setLocation} w={180} />
          <Button disabled={pending.length === 0} loading={record.isPending} onClick={() => record.mutate({ id: count.id, lines: pending })}>
            Save counts{pending.length > 0 && ` (${pending.length})`}
          </Button>
        </Group>
      )}
      <Group mb="sm">
        <Select aria-label="Lines" placeholder="All lines" clearable data={lineStates} {...filters.selectProps('state')} w={180} />
      </Group>
      <CountLinesTable session={session} countId={count.id} />
      <Modal opened={approving} onClose={() => setApproving(false)} title={`Approve ${count.number}`}>
        {approving && (
          <ApproveForm
            count={count}
            onDone={() => {
              setApproving(false);
              refresh();
              refreshStock();
            }}
          />
        )}
      </Modal>
    </>
  );
}

/** The session's lines, one page at a time: counted quantities are inputs while counting, changed lines highlighted. */
function CountLinesTable({ session, countId }: { session: ReturnType<typeof useCountSession>; countId: string }) {
  const currency = useBaseCurrency();
  const { lines, listInput, entered, counting, countOf, enter, filters } = session;
  return (
    <PagedTable
      query={lines}
      csv={{ path: `/inventory/counts/${countId}/lines`, query: listInput }}
      empty="No lines match."
      head={
        <>
          <Table.Th>Location</Table.Th>
          <Table.Th>SKU</Table.Th>
          <Table.Th>Product</Table.Th>
          <Table.Th>Lot</Table.Th>
          <Table.Th>Serial number</Table.Th>
          <Table.Th ta="right">Expected</Table.Th>
          <Table.Th ta="right">Book</Table.Th>
          <Table.Th ta="right" w={140}>
            Counted
          </Table.Th>
          <Table.Th ta="right">Variance</Table.Th>
          <Table.Th ta="right">Variance at cost</Table.Th>
        </>
      }
      row={(line) => {
        const variance = varianceOf(line);
        return (
          <Table.Tr key={line.id} bg={line.id in entered ? 'var(--mantine-color-yellow-light)' : undefined}>
            <Table.Td>{line.locationCode}</Table.Td>
            <Table.Td>{line.sku}</Table.Td>
            <Table.Td>{line.productName}</Table.Td>
            <Table.Td>{line.lotNumber ?? '—'}</Table.Td>
            <Table.Td>{line.serialNumber ?? '—'}</Table.Td>
            <Table.Td ta="right">{formatQuantity(line.expectedQuantity)}</Table.Td>
            <Table.Td ta="right">{formatQuantity(line.bookQuantity)}</Table.Td>
            <Table.Td ta="right">
              {counting ? (
                <NumberInput
                  aria-label={`Counted ${line.sku} at ${line.locationCode}${line.lotNumber ? ` lot ${line.lotNumber}` : ''}${line.serialNumber ? ` serial ${line.serialNumber}` : ''}`}
                  value={countOf(line) ?? ''}
                  onChange={(value) => typeof value === 'number' && enter(line, value)}
                  min={0}
                  max={line.serialNumber ? 1 : undefined}
                  allowDecimal={false}
                  allowNegative={false}
                />
              ) : (
                formatQuantity(line.countedQuantity)
              )}
            </Table.Td>
            <Table.Td ta="right">
              {variance === null ? (
                '—'
              ) : (
                <Text span size="sm" c={variance === 0 ? undefined : variance > 0 ? 'teal' : 'red'}>
                  {formatChange(variance)}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{formatMoney(line.varianceValue, currency)}</Table.Td>
          </Table.Tr>
        );
      }}
      onPageChange={(next) => filters.set({ page: next })}
    />
  );
}

/** Confirms the approval; with uncounted lines, asks to leave them untouched (allowUncounted). */
function ApproveForm({ count, onDone }: { count: Count; onDone: () => void }) {
  const trpc = useTRPC();
  const uncounted = count.lines.total - count.lines.counted;
  const [allowUncounted, setAllowUncounted] = useState(false);
  const approve = useMutation(
    trpc.counts.approve.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(`Stock count ${result.number} approved: ${formatChange(result.varianceQuantity ?? 0)} units`);
        onDone();
      },
      onError: (error) => notifyError(error, 'Could not approve the count'),
    }),
  );
  return (
    <Stack>
      <Text size="sm">Approving posts an adjustment, valued at cost, for every counted line whose count differs from its book quantity.</Text>
      {uncounted > 0 && (
        <Checkbox
          label={`Leave the ${formatQuantity(uncounted)} uncounted line${uncounted === 1 ? '' : 's'} untouched`}
          checked={allowUncounted}
          onChange={(event) => setAllowUncounted(event.currentTarget.checked)}
        />
      )}
      <Button disabled={uncounted > 0 && !allowUncounted} loading={approve.isPending} onClick={() => approve.mutate({ id: count.id, allowUncounted: allowUncounted || undefined })}>
        Approve and post adjustments
      </Button>
    </Stack>
  );
}
