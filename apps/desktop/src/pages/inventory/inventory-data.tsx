/**
 * What the inventory screens (and the dashboard and product page) share: the names of stock movement
 * types and their badge, the look-up of warehouse codes for transfers, and the cache refresh after a
 * stock write.
 */
import { Badge } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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

/** A movement's type as a badge, teal for units in and red for units out. */
export function MovementTypeBadge({ movement }: { movement: { type: MovementType; quantity: number } }) {
  return (
    <Badge variant="light" color={movement.quantity > 0 ? 'teal' : 'red'}>
      {movementTypeLabels[movement.type]}
    </Badge>
  );
}

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
