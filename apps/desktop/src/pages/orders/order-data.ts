/**
 * What the purchase-order and sales-order screens share about their data: the line shape both map
 * their items to, order dates, and refreshing the cached views an order's change affects.
 */
import { useQueryClient, type QueryFilters } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';

/** An order line as the shared tables and the receiving / shipping panel read it. */
export interface OrderLine {
  id: string;
  productId: string;
  sku: string;
  productName: string;
  /** The product's barcode, which a scan may name instead of the SKU. */
  barcode: string | null;
  /** Units ordered. */
  ordered: number;
  /** Units received (purchase order) or shipped (sales order) so far. */
  done: number;
  /** Unit cost (purchase order) or unit price (sales order), currency units. */
  unitAmount: number;
  /** Percent off the unit price (sales orders). */
  discount?: number;
  lineTotal: number;
  /** The lots and serial numbers the lot and serial prompt offers for this line; none: the lots in stock in the warehouse. */
  offered?: OfferedGrains;
}

/** A lot or serial number a prompt offers, with the units it holds. */
export interface GrainChoice {
  lotId: string | null;
  lotNumber: string | null;
  expiryDate: string | null;
  serialNumber: string | null;
  quantity: number;
}

/**
 * What a line's prompt offers (decision 0019): `label` says where the units are ("In transit",
 * "Shipped"), `grains` lists them, and `byDefault` says what the server takes when no lot is named.
 */
export interface OfferedGrains {
  label: string;
  grains: GrainChoice[];
  byDefault: string;
}

/** `grains` with those of the same lot and serial number (e.g. from several locations) summed, in their first order; untracked units left out. */
export function sumGrains(grains: GrainChoice[]): GrainChoice[] {
  const summed = new Map<string, GrainChoice>();
  for (const { lotId, lotNumber, expiryDate, serialNumber, quantity } of grains) {
    if (lotId === null && serialNumber === null) continue;
    const key = `${lotId ?? ''}|${serialNumber ?? ''}`;
    const known = summed.get(key);
    summed.set(key, { lotId, lotNumber, expiryDate, serialNumber, quantity: (known?.quantity ?? 0) + quantity });
  }
  return [...summed.values()];
}

/** `grains` in words: "L-A (10, expires 2031-06-30); SN-1; SN-2". */
export const formatGrains = (grains: GrainChoice[]) =>
  grains
    .map((grain) => grain.serialNumber ?? `${grain.lotNumber ?? 'no lot'} (${grain.quantity}${grain.expiryDate ? `, expires ${grain.expiryDate}` : ''})`)
    .join('; ');

/** Units still to receive or ship on `line`. */
export const remainingOf = (line: OrderLine) => line.ordered - line.done;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** An ISO calendar date (YYYY-MM-DD, as orders carry them) in the user's locale. */
export const formatOrderDate = (date: string | null) => (date ? dateFormat.format(new Date(`${date}T00:00:00Z`)) : '—');

/**
 * Returns a function that refreshes the orders of `orders` (a module's pathFilter) and the views a
 * status change, receipt or shipment moves: inventory levels, products and the dashboard's reports.
 */
export function useRefreshAfterOrderChange(orders: QueryFilters) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(orders),
      queryClient.invalidateQueries(trpc.inventory.pathFilter()),
      queryClient.invalidateQueries(trpc.products.pathFilter()),
      queryClient.invalidateQueries(trpc.analytics.pathFilter()),
    ]);
}
