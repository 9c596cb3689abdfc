/**
 * The receiving / shipping panel of an order (decision 0019): scans count units on the open line whose
 * SKU (any case) or product barcode they name, never beyond what remains; a `12*` prefix or the
 * "Quantity of next scan" field counts many units at once; scanner bursts are captured wherever
 * focus is, quantity boxes included. Each scan highlights its line and sounds its outcome (success,
 * over-scan, unknown; mutable). A scan of a lot- or serial-tracked product asks the lot or the serial
 * numbers. A GS1 code, or a code no line has (a pack's GTIN), is read by the server (decision 0021):
 * its pack counts its units in the base unit on the product's line, and the lot, expiry and serial
 * on its label are taken without asking (see grainOfScan). A receipt may take a scanned location's
 * code as the last scanned line's bin (onLocationScan). Quantities of untracked lines can also
 * be typed. A sales order's line lists the bins, lots and serials its units are allocated to, in
 * walking order, expired and short-dated lots marked (decision 0020): what ships when no lot is
 * named. A kit's own line is left out (its component lines ship; see kit-lines). The counts are
 * kept per order until posted or discarded. Keys: mod+Enter posts, alt+A counts all remaining,
 * Escape closes (counts are kept).
 */
import { Button, Card, CloseButton, Group, List, Modal, NumberInput, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { ScanField, type ScanOutcome } from '../../components/ScanField';
import { formatQuantity } from '../../format';
import { looksLikeGs1 } from '../../scanning/gs1';
import { playTone, useScanSoundsMuted, type ScanTone } from '../../scanning/tones';
import { useScanLookup, type LocationMatch } from '../../scanning/useScanLookup';
import { useTRPC } from '../../trpc';
import { addUnits, setPlainUnits, unitsOf, useKeptCounts, type CountEntry } from './fulfilment-counts';
import { GrainPrompt, type PendingScan } from './GrainPrompt';
import { isKitLine, physicalLines } from './kit-lines';
import { lotFreshness, lotNumberOf, remainingOf, type OrderLine } from './order-data';
import { grainOfScan, lineOfCode, lineOfScan, scanNote, type ItemScan } from './scanned-grain';
import { FreshnessBadge } from './status';

/** One line of a receipt or shipment request, with its grain (see CountEntry). */
export type FulfilmentItem = CountEntry;

interface FulfilmentPanelProps {
  /** "Receive items" or "Ship items". */
  title: string;
  /** The order whose counts are kept, and its warehouse (where shipped lots are looked up). */
  orderId: string;
  warehouseId: string;
  /** in: a receipt from a supplier (lots by number, a new lot's expiry); out: a shipment or a transfer's receipt (lots by id, default first expiry first). */
  direction: 'in' | 'out';
  /** The order's lines; those with nothing remaining are left out. */
  lines: OrderLine[];
  /** "Receiving now" or "Shipping now": the quantity column, and each quantity field's label with the SKU. */
  nowLabel: string;
  /** "Post receipt" or "Post shipment". */
  postLabel: string;
  pending: boolean;
  /** Posts the counted units; resolves when the server took them (the kept counts are then forgotten). */
  onPost: (items: FulfilmentItem[]) => Promise<unknown>;
  onClose: () => void;
  /** Further fields posted with the quantities (carrier, tracking number). */
  children?: ReactNode;
  /** A note per line id shown under its product name: a receipt's putaway suggestion ("Put away: A-01"). */
  lineNotes?: Record<string, string>;
  /**
   * A scan of a location's code (`locations`: where it is one) naming no product: its outcome, for
   * the last line scanned (the only open line when none was); a receipt takes it as that line's bin.
   * Without it, such a scan is unknown.
   */
  onLocationScan?: (locations: LocationMatch[], line: OrderLine | null) => ScanOutcome;
  /** Called when the counts are forgotten (posted or discarded): a receipt forgets the bins scanned. */
  onDiscard?: () => void;
}

/** The panel; order lines carry their SKU and barcode, so scans match without asking the server. */
export function FulfilmentPanel({ title, onClose, ...props }: FulfilmentPanelProps) {
  const [muted, setMuted] = useScanSoundsMuted();
  return (
    <Card withBorder mb="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        <Group>
          <Switch label="Scan sounds" checked={!muted} onChange={(event) => setMuted(!event.currentTarget.checked)} />
          <CloseButton aria-label={`Close ${title.toLowerCase()}`} onClick={onClose} />
        </Group>
      </Group>
      <Counting {...props} onClose={onClose} />
    </Card>
  );
}

type CountingProps = Omit<FulfilmentPanelProps, 'title'>;

/** Why a scan of kit `kit`'s own code counts nothing: its components are scanned, on their lines of `lines`. */
const kitScanned = (kit: OrderLine, lines: OrderLine[]) => {
  const components = lines.filter((line) => line.kitItemId === kit.id).map((line) => line.sku);
  return `${kit.sku} is a kit: scan its components${components.length ? ` (${components.join(', ')})` : ''}`;
};

/** How each line's product is tracked (none until its product is read). */
export function useTracking(lines: OrderLine[]): Record<string, 'none' | 'lot' | 'serial'> {
  const trpc = useTRPC();
  const products = useQueries({ queries: [...new Set(lines.map((line) => line.productId))].map((id) => trpc.products.get.queryOptions({ id })) });
  return Object.fromEntries(products.flatMap((product) => (product.data ? [[product.data.id, product.data.tracking]] : [])));
}

/** The counting state of the panel: kept counts, the last scan's line and tone, the lot or serial prompt, the scan handler and the panel's keys. */
function useCounting({ orderId, direction, lines: orderLines, pending, onPost, onClose, onLocationScan, onDiscard }: Pick<CountingProps, 'orderId' | 'direction' | 'lines' | 'pending' | 'onPost' | 'onClose' | 'onLocationScan' | 'onDiscard'>) {
  // A kit's own line ships nothing itself: its component lines are scanned and shipped.
  const lines = physicalLines(orderLines).filter((line) => remainingOf(line) > 0);
  const kept = useKeptCounts(orderId);
  const { entries, setEntries, current } = kept;
  const tracking = useTracking(lines);
  const lookup = useScanLookup();
  const [scanned, setScanned] = useState<{ lineId: string; tone: ScanTone } | null>(null);
  // The last line a scan counted on, as of that scan (a bin scanned right after reads it before React renders).
  const lastLine = useRef<OrderLine | null>(null);
  const discard = () => {
    kept.discard();
    lastLine.current = null;
    onDiscard?.();
  };
  const [prompt, setPrompt] = useState<PendingScan | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const countOf = (line: OrderLine) => unitsOf(entries, line.id);
  const trackingOf = (line: OrderLine) => tracking[line.productId] ?? 'none';
  const items = entries.filter((entry) => entry.quantity > 0);

  const sound = (tone: ScanTone, lineId: string | null) => {
    playTone(tone);
    if (lineId) lastLine.current = lines.find((line) => line.id === lineId) ?? null;
    setScanned(lineId ? { lineId, tone } : null);
    if (lineId) document.querySelector(`[data-line-id="${lineId}"]`)?.scrollIntoView({ block: 'nearest' });
  };
  const unknown = (message: string) => {
    sound('unknown', null);
    return message;
  };

  /**
   * Counts `units` on `line`, never beyond what remains: a GS1 `item` (scanned `times` over) names
   * its grain from the label where it can (see grainOfScan) and is described in the outcome; a plain
   * scan of a tracked product asks the lot or serials.
   */
  const count = (line: OrderLine, units: number, scan?: ItemScan): ScanOutcome => {
    const counted = current().filter((entry) => entry.itemId === line.id);
    const left = remainingOf(line) - counted.reduce((sum, entry) => sum + entry.quantity, 0);
    if (units > left) {
      sound('over', line.id);
      return left === 0
        ? `All ${formatQuantity(remainingOf(line))} remaining units of ${line.sku} are already counted`
        : `Only ${formatQuantity(left)} more units of ${line.sku} remain; ${formatQuantity(units)} scanned`;
    }
    const grain = grainOfScan({ line, tracking: trackingOf(line), direction, item: scan?.item, units, counted });
    if ('refused' in grain) {
      sound('over', line.id);
      return grain.refused;
    }
    sound('success', line.id);
    if ('prompt' in grain) {
      setPrompt({ line, quantity: units, tracking: grain.prompt });
      return scanNote(scan, grain.prompt);
    }
    setEntries((kept) => addUnits(kept, grain.entry));
    return scanNote(scan);
  };

  /**
   * A scan: a SKU or product barcode of an open line counts there; a code that looks like GS1, or that
   * no line has, is read by the server, and the product its GTIN names counts its pack's units on
   * its line (see lineOfScan and count); a location's code goes to onLocationScan; what the server
   * cannot read, or no line has, is unknown, as is a kit's own SKU or barcode (its components are scanned).
   */
  const onScan = async (code: string, times: number): Promise<ScanOutcome> => {
    const kit = looksLikeGs1(code) ? undefined : lineOfCode(orderLines.filter(isKitLine), code);
    if (kit) return unknown(kitScanned(kit, orderLines));
    const found = await lineOfScan(lines, code, times, lookup, 'open line');
    if (!('unknown' in found)) return count(found.line, found.units, found.scan);
    if (!onLocationScan || !found.locations?.length) return unknown(found.unknown);
    const line = lastLine.current ?? (lines.length === 1 ? lines[0]! : null);
    const outcome = onLocationScan(found.locations, line);
    sound(typeof outcome === 'string' ? 'unknown' : 'success', line?.id ?? null);
    return outcome;
  };

  const post = () => {
    if (items.length === 0 || pending) return;
    onPost(items).then(discard, () => undefined);
  };
  const countAll = () => {
    const untracked = lines.filter((line) => trackingOf(line) === 'none');
    setEntries((current) => untracked.reduce((next, line) => setPlainUnits(next, line.id, remainingOf(line)), current));
  };
  useHotkeys(
    [
      ['mod+Enter', post],
      ['alt+A', countAll, { usePhysicalKeys: true }],
      ['Escape', () => !prompt && !discarding && onClose()],
    ],
    [],
  );

  return { lines, entries, setEntries, discard, scanned, prompt, setPrompt, discarding, setDiscarding, countOf, trackingOf, items, onScan, post, countAll };
}

/** The panel's body: the scan field, the lines being counted, the actions, the lot or serial prompt and the discard dialog. */
function Counting({ orderId, warehouseId, direction, lines: orderLines, nowLabel, postLabel, pending, onPost, onClose, children, lineNotes, onLocationScan, onDiscard }: CountingProps) {
  const counting = useCounting({ orderId, direction, lines: orderLines, pending, onPost, onClose, onLocationScan, onDiscard });
  const { entries, setEntries, prompt, setPrompt, items, post, countAll } = counting;
  return (
    <Stack>
      <ScanField onScan={counting.onScan} />
      <CountingLines counting={counting} nowLabel={nowLabel} lineNotes={lineNotes} />
      {children}
      <Group justify="flex-end">
        <Button variant="subtle" color="red" disabled={entries.length === 0} onClick={() => counting.setDiscarding(true)}>
          Discard counts
        </Button>
        <Button variant="default" onClick={countAll}>
          Count all remaining
        </Button>
        <Button disabled={items.length === 0} loading={pending} onClick={post}>
          {postLabel}
        </Button>
      </Group>
      {prompt && (
        <GrainPrompt
          pending={prompt}
          direction={direction}
          warehouseId={warehouseId}
          counted={entries.filter((entry) => entry.itemId === prompt.line.id)}
          onCancel={() => setPrompt(null)}
          onDone={(entry) => {
            setEntries((current) => addUnits(current, entry));
            setPrompt(null);
          }}
        />
      )}
      <DiscardDialog counting={counting} />
    </Stack>
  );
}

type CountingState = ReturnType<typeof useCounting>;

/** The open lines with their remaining units, their notes and the units counted now, the last scanned line highlighted by its outcome. */
function CountingLines({ counting, nowLabel, lineNotes }: { counting: CountingState; nowLabel: string; lineNotes?: Record<string, string> }) {
  const { lines, entries, setEntries, scanned, countOf, trackingOf } = counting;
  return (
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
          <Table.Tr
            key={line.id}
            data-line-id={line.id}
            data-scanned={scanned?.lineId === line.id ? scanned.tone : undefined}
            bg={scanned?.lineId === line.id ? (scanned.tone === 'success' ? 'var(--mantine-color-teal-light)' : 'var(--mantine-color-orange-light)') : undefined}
          >
            <Table.Td>{line.sku}</Table.Td>
            <Table.Td>
              {line.productName}
              {line.kitSku && (
                <Text size="xs" c="dimmed">
                  Part of {line.kitSku}
                </Text>
              )}
              {lineNotes?.[line.id] && (
                <Text size="xs" c="dimmed" aria-label={`Put away ${line.sku}`}>
                  {lineNotes[line.id]}
                </Text>
              )}
              <Allocations line={line} />
              <Grains line={line} entries={entries.filter((entry) => entry.itemId === line.id)} />
            </Table.Td>
            <Table.Td ta="right">{formatQuantity(remainingOf(line))}</Table.Td>
            <Table.Td>
              <NumberInput
                aria-label={`${nowLabel} ${line.sku}`}
                value={countOf(line)}
                readOnly={trackingOf(line) !== 'none'}
                onChange={(value) => setEntries((current) => setPlainUnits(current, line.id, typeof value === 'number' ? value : 0))}
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
  );
}

/** Asks before forgetting the units counted on the order; nothing is posted. */
function DiscardDialog({ counting }: { counting: CountingState }) {
  const { entries, discard, discarding, setDiscarding } = counting;
  return (
    <Modal opened={discarding} onClose={() => setDiscarding(false)} title="Discard the counted units?">
      <Stack>
        <Text size="sm">The {formatQuantity(entries.reduce((sum, entry) => sum + entry.quantity, 0))} units counted on this order are forgotten; nothing is posted.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDiscarding(false)}>
            Keep counts
          </Button>
          <Button
            color="red"
            data-autofocus
            onClick={() => {
              discard();
              setDiscarding(false);
            }}
          >
            Discard counts
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Where a sales order line's allocated units lie, in the walking order the server gives: bin, lot
 * with its expiry (marked when expired or short-dated), serial number and units; then the units
 * backordered. Nothing for lines without allocations (purchase orders, transfers).
 */
function Allocations({ line }: { line: OrderLine }) {
  if (!line.allocations) return null;
  return (
    <>
      <List size="xs" listStyleType="none" aria-label={`Pick ${line.sku} from`}>
        {line.allocations.map((units) => (
          <List.Item key={`${units.locationId}|${units.lotId ?? ''}|${units.serialNumber ?? ''}`}>
            <Group gap={6} wrap="nowrap">
              <Text size="xs">
                {[units.locationCode, units.lotNumber && `lot ${units.lotNumber}`, units.expiryDate && `expires ${units.expiryDate}`, units.serialNumber && `serial ${units.serialNumber}`]
                  .filter(Boolean)
                  .join(' · ')}
                : {formatQuantity(units.quantity)}
              </Text>
              <FreshnessBadge freshness={lotFreshness(units.expiryDate, line.minShelfLifeDays)} />
            </Group>
          </List.Item>
        ))}
      </List>
      {Boolean(line.backordered) && (
        <Text size="xs" c="orange">
          {formatQuantity(line.backordered)} backordered
        </Text>
      )}
    </>
  );
}

/**
 * The lots and serials counted on a line, under its product name (a lot chosen by id is named from
 * the line's offered grains or allocations, when it has them); nothing for units counted without a grain.
 */
export function Grains({ line, entries }: { line: OrderLine; entries: CountEntry[] }) {
  const described = entries
    .filter((entry) => entry.lotNumber ?? entry.lotId ?? entry.serialNumbers)
    .map((entry) =>
      entry.serialNumbers
        ? `serials ${entry.serialNumbers.join(', ')}`
        : `lot ${entry.lotNumber ?? lotNumberOf(line, entry.lotId) ?? 'named'}: ${formatQuantity(entry.quantity)}${entry.allowExpired ? ' (expiry confirmed)' : ''}`,
    );
  if (described.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {described.join('; ')}
    </Text>
  );
}
