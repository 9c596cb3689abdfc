/**
 * Where a purchase order's received units go (decision 0022). In a one-step warehouse each line
 * shows its putaway suggestion; the receiver confirms it by scanning the bin after the line's item,
 * or scans another bin of the warehouse, which is allowed and recorded (the receipt's movements
 * name the suggestion they departed from). A line with no bin scanned goes to its suggestion. The
 * bins scanned are kept per order in localStorage, as the counts are, until the receipt is posted.
 * In a two-step warehouse the units land at the receiving location and are put away on My tasks,
 * so a bin scan is refused.
 */
import { useLocalStorage } from '@mantine/hooks';
import type { ScanOutcome } from '../../components/ScanField';
import type { LocationMatch } from '../../scanning/useScanLookup';
import type { RouterOutputs } from '../../trpc';
import type { FulfilmentItem } from '../orders/FulfilmentPanel';
import type { OrderLine } from '../orders/order-data';

type Putaway = RouterOutputs['purchaseOrders']['putaway'];

/** A location: its id and code. */
interface Place {
  id: string;
  code: string;
}

/** The location code in a lookup match's label ("warehouse code / location code"; codes hold no slash). */
const codeOf = (match: LocationMatch) => match.label.split(' / ')[1] ?? match.label;

/**
 * What a line shows under its product: in two steps "Receive to DOCK, then put away to A-01"; in one
 * step "Put away: A-01 (scan the bin to confirm)", "Put away: A-01, confirmed by scan", or, when
 * another bin was scanned, "Put away: B-01 (scanned; suggested A-01)".
 */
export function binNote(putaway: Putaway, suggested: Place, scanned: Place | undefined): string {
  if (putaway.receivingSteps === 2) return `Receive to ${putaway.receivingLocation?.code ?? '—'}, then put away to ${suggested.code}`;
  if (!scanned) return `Put away: ${suggested.code} (scan the bin to confirm)`;
  return scanned.id === suggested.id ? `Put away: ${suggested.code}, confirmed by scan` : `Put away: ${scanned.code} (scanned; suggested ${suggested.code})`;
}

/**
 * The bins of a receipt of `putaway`'s order (undefined while it loads): `notes` by line id (see
 * binNote), `onLocationScan` for the receive panel (a scanned code naming `locations`, never empty,
 * after `line` was scanned: its outcome), `placed` (the counted items with the bins scanned for their lines as
 * `locationId`, in one step) and `forget` (after the receipt is posted or its counts discarded).
 */
export function useReceiptBins(orderId: string, putaway: Putaway | undefined) {
  const [bins, setBins, forget] = useLocalStorage<Record<string, Place>>({ key: `stockroom.receipt-bins.${orderId}`, defaultValue: {}, getInitialValueInEffect: false });
  const notes = putaway && Object.fromEntries(putaway.lines.map((line) => [line.itemId, binNote(putaway, line.location, bins[line.itemId])]));

  const onLocationScan = (locations: LocationMatch[], line: OrderLine | null): ScanOutcome => {
    if (!putaway) return 'Where the units go is still loading: scan the bin again';
    const match = locations.find((location) => location.warehouseId === putaway.warehouseId);
    if (!match) return `${codeOf(locations[0]!)} is a location of another warehouse`;
    if (putaway.receivingSteps === 2) return `This warehouse receives to ${putaway.receivingLocation?.code ?? 'its receiving location'}: put the units away on My tasks`;
    const suggested = putaway.lines.find((candidate) => candidate.itemId === line?.id)?.location;
    if (!line || !suggested) return 'Scan an item of the order first, then the bin it goes to';
    const bin = { id: match.id, code: codeOf(match) };
    setBins((current) => ({ ...current, [line.id]: bin }));
    return { note: bin.id === suggested.id ? `${line.sku} goes to ${bin.code}, as suggested` : `${line.sku} goes to ${bin.code} (suggested ${suggested.code})` };
  };

  // Only in one step: a warehouse turned to two steps since receives at its dock.
  const placed = (items: FulfilmentItem[]) => items.map((item) => (putaway?.receivingSteps === 1 && bins[item.itemId] ? { ...item, locationId: bins[item.itemId]!.id } : item));
  return { notes, onLocationScan, placed, forget };
}
