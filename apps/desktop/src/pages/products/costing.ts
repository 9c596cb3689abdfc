/** How the desktop names the costing methods (decision 0023). */
import type { RouterOutputs } from '../../trpc';

/** Each costing method's label, on the product form and page. */
export const costingMethodLabels: Record<RouterOutputs['products']['get']['costingMethod'], string> = {
  average: 'Moving average',
  fifo: 'FIFO (first in, first out)',
  standard: 'Standard cost',
};
