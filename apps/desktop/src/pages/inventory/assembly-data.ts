/**
 * What the assembly order screens share (decision 0023 point 9): the order's type in plain words,
 * a line's shortfall, and the words for a completion the server refused for want of stock.
 */
import { apiErrorBody, errorMessage } from '../../api-errors';
import { formatQuantity } from '../../format';
import type { RouterOutputs } from '../../trpc';

/** An assembly order as GET /api/assembly-orders/{id} answers it. */
export type AssemblyOrder = RouterOutputs['assemblyOrders']['get'];
type AssemblyOrderType = AssemblyOrder['type'];
type AssemblyLine = AssemblyOrder['lines'][number];

/** Assembly order types in plain words (decision 0023 point 9): build units from components, or take units apart. */
export const assemblyOrderTypeLabels: Record<AssemblyOrderType, string> = {
  assembly: 'Assembly',
  disassembly: 'Disassembly',
};

/**
 * Units of a component an open assembly still lacks in its warehouse (its quantity needed less
 * what is available now; 0 when covered). A disassembly brings its components in: none lack.
 */
export function shortfallOf(order: Pick<AssemblyOrder, 'type' | 'status'>, line: Pick<AssemblyLine, 'quantity' | 'available'>): number {
  if (order.type !== 'assembly' || order.status !== 'open') return 0;
  return Math.max(0, line.quantity - line.available);
}

/**
 * The message for a failed completion (POST /api/assembly-orders/{id}/complete): the server's, and
 * for 409 INSUFFICIENT_STOCK the SKUs its details name (units needed and available) when the order's
 * lines or product know them.
 */
export function completionFailure(error: unknown, order: AssemblyOrder): string {
  const message = errorMessage(error);
  const body = apiErrorBody(error);
  if (body?.code !== 'INSUFFICIENT_STOCK' || !Array.isArray(body.details)) return message;
  const skus = new Map([[order.productId, order.sku], ...order.lines.map((line) => [line.componentId, line.sku] as const)]);
  const short = (body.details as { productId?: string; requested?: number; available?: number }[]).flatMap((shortage) => {
    const sku = shortage.productId && skus.get(shortage.productId);
    return sku ? [`${sku} (${formatQuantity(shortage.requested)} needed, ${formatQuantity(shortage.available)} available)`] : [];
  });
  return short.length ? `${message}: ${short.join(', ')}` : message;
}
