/**
 * What the inventory screens (and the dashboard and product page) share: the names of stock movement
 * types and their badge, and the cache refresh after a stock write.
 */
import { Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
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
  relocation_out: 'Relocation out',
  relocation_in: 'Relocation in',
  return_in: 'Customer return',
  return_out: 'Return to supplier',
  revaluation: 'Revaluation',
  // Assembly orders (decision 0023 point 9): an assembly's components out and its units in; a disassembly's units out and its components in.
  assembly_out: 'Assembly out',
  assembly_in: 'Assembly in',
  disassembly_out: 'Disassembly out',
  disassembly_in: 'Disassembly in',
};

/** A movement's type as a badge, teal for units in, red for units out and grey for value alone (a revaluation). */
export function MovementTypeBadge({ movement }: { movement: { type: MovementType; quantity: number } }) {
  return (
    <Badge variant="light" color={movement.quantity > 0 ? 'teal' : movement.quantity < 0 ? 'red' : 'gray'}>
      {movementTypeLabels[movement.type]}
    </Badge>
  );
}

/**
 * Refreshes every cached view stock writes change: levels, movements, transfers, products, reports,
 * and the assembly orders' available units and bills of materials' cost prices (decision 0023 point 9).
 */
export function useRefreshStock(): () => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    for (const filter of [
      trpc.inventory.pathFilter(),
      trpc.transfers.pathFilter(),
      trpc.products.pathFilter(),
      trpc.analytics.pathFilter(),
      trpc.assemblyOrders.pathFilter(),
      trpc.billsOfMaterials.pathFilter(),
    ]) {
      void queryClient.invalidateQueries(filter);
    }
  };
}
