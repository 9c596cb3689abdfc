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
}

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
