/**
 * What the purchase-order and sales-order screens share about their data: the line shape both map
 * their items to, order dates, and refreshing the cached views an order's change affects.
 */
import { useQueryClient, type QueryFilters } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '../../trpc';

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
  /** Sales orders (decision 0020): units promised from specific bins, lots and serials, and units waiting for stock. */
  allocated?: number;
  backordered?: number;
  /** Where the allocated units lie, in walking order (the order a picker walks the bins). */
  allocations?: AllocatedUnits[];
  /** Days of shelf life a shipped lot must have left (the larger of the product's and the customer's minimum); 0 when neither sets one. */
  minShelfLifeDays?: number;
  /** Sales orders (see kit-lines): a kit's own line, shipped as its component lines, whose `done` counts whole kits. */
  kit?: boolean;
  /** On a component line of a kit: the kit's line, and its SKU (when the kit's line is known). */
  kitItemId?: string | null;
  kitSku?: string;
}

/** Units allocated to a line in one bin, lot and serial number, as the API gives them. */
export type AllocatedUnits = RouterOutputs['salesOrders']['get']['items'][number]['allocations'][number];

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

/** The number of lot `lotId` among the lots `line` offers or is allocated; undefined when none of them is that lot. */
export const lotNumberOf = (line: OrderLine, lotId: string | undefined): string | undefined =>
  [...(line.offered?.grains ?? []), ...(line.allocations ?? [])].find((grain) => lotId !== undefined && grain.lotId === lotId)?.lotNumber ?? undefined;

/** `grains` in words: "L-A (10, expires 2031-06-30); SN-1; SN-2". */
export const formatGrains = (grains: GrainChoice[]) =>
  grains
    .map((grain) => grain.serialNumber ?? `${grain.lotNumber ?? 'no lot'} (${grain.quantity}${grain.expiryDate ? `, expires ${grain.expiryDate}` : ''})`)
    .join('; ');

/** Days before expiry from which a lot counts as short-dated when the order sets no longer minimum. */
export const SHORT_DATED_DAYS = 30;

/** The ISO date `days` from today (UTC). */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * How fresh a lot expiring on `expiryDate` (YYYY-MM-DD) is today (UTC): `expired` from the day after
 * its expiry date (as the server counts), `short` when it expires within `minShelfLifeDays` days
 * (at least SHORT_DATED_DAYS), else null (no expiry date included).
 */
export function lotFreshness(expiryDate: string | null, minShelfLifeDays = 0): 'expired' | 'short' | null {
  if (expiryDate === null) return null;
  if (expiryDate < daysFromToday(0)) return 'expired';
  return expiryDate < daysFromToday(Math.max(minShelfLifeDays, SHORT_DATED_DAYS)) ? 'short' : null;
}

/**
 * True when the server ships units of a lot expiring on `expiryDate` only with `allowExpired`
 * (permission inventory:ship-expired): it has expired, or has less than `minShelfLifeDays` left.
 */
export const needsAllowExpired = (expiryDate: string | null, minShelfLifeDays = 0) => expiryDate !== null && expiryDate < daysFromToday(minShelfLifeDays);

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
