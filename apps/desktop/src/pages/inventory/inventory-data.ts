/**
 * What the inventory screens (and the dashboard) share: the names of stock movement types, the
 * look-ups that turn the ids of movements and transfers into SKUs and warehouse codes, and the cache
 * refresh after a stock write.
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { listPage } from '../../components/list-page';
import { useTRPC, type RouterInputs } from '../../trpc';

export type MovementType = NonNullable<RouterInputs['inventory']['movements']['type']>;

/** Stock movement types in plain words. */
export const movementTypeLabels: Record<MovementType, string> = {
  receipt: 'Receipt',
  shipment: 'Shipment',
  adjustment: 'Adjustment',
  transfer_out: 'Transfer out',
  transfer_in: 'Transfer in',
  manual_in: 'Manual in',
  manual_out: 'Manual out',
};

/** Warehouse id → code, for lists that carry only ids (the first 100 warehouses, active or not). */
export function useWarehouseCodes(): Map<string, string> {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.warehouses.list.queryOptions({ limit: 100, shape: 'page' }),
    select: (result) => new Map(listPage(result).items.map((w) => [w.id, w.code])),
    staleTime: 60_000,
  });
  return query.data ?? new Map();
}

/** Product id → "SKU · name" for the products `ids` name (one cached request per product). */
export function useProductLabels(ids: string[]): Map<string, string> {
  const trpc = useTRPC();
  const unique = [...new Set(ids)];
  const products = useQueries({
    queries: unique.map((id) => ({ ...trpc.products.get.queryOptions({ id }), staleTime: 60_000 })),
  });
  return new Map(products.flatMap((query) => (query.data ? [[query.data.data.id, `${query.data.data.sku} · ${query.data.data.name}`] as const] : [])));
}

/** Refreshes every cached view stock writes change: levels, movements, transfers, products, reports. */
export function useRefreshStock(): () => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    for (const filter of [trpc.inventory.pathFilter(), trpc.transfers.pathFilter(), trpc.products.pathFilter(), trpc.analytics.pathFilter()]) {
      void queryClient.invalidateQueries(filter);
    }
  };
}
