/**
 * The steps of a task on the floor (decision 0022): scan the source location, then the units (a
 * SKU, barcode, lot or serial number, or a GS1 label naming them), then the destination location.
 * A count task counts at its location and finishes by hand. Pure: the "My tasks" screen keeps the
 * progress and sends the completion.
 */
import type { ScannedItem } from '../../scanning/gs1';
import type { RouterOutputs } from '../../trpc';

export type Task = RouterOutputs['tasks']['list']['items'][number];

/** Where a task stands on this screen: what to scan next and the units counted so far. */
export interface Progress {
  step: 'source' | 'units' | 'destination';
  units: number;
}

export const started: Progress = { step: 'source', units: 0 };

const same = (a: string | null | undefined, b: string) => a != null && a.toUpperCase() === b.trim().toUpperCase();

/** What the task asks next, in words: "Go to A-01-1 and scan it", "Scan 3 × SKU-1, lot L1", "Take them to PACK-1 (cart slot 2) and scan it". */
export function instruction(task: Task, progress: Progress): string {
  if (progress.step === 'source') return `Go to ${task.from?.code ?? '—'} and scan the location`;
  if (progress.step === 'units') {
    const what = [task.product.sku, task.lot && `lot ${task.lot.lotNumber}`, task.serialNumber && `serial ${task.serialNumber}`].filter(Boolean).join(', ');
    if (task.type === 'count') return `Count ${what} here: scan each unit, then F8 to finish`;
    return `Scan ${task.quantity ?? 0} × ${what} (${progress.units} scanned; F8 to finish short)`;
  }
  const slot = task.cartSlot === null ? '' : ` (cart slot ${task.cartSlot})`;
  return `Take ${progress.units} to ${task.to?.code ?? '—'}${slot} and scan the location`;
}

/** The source scan: the task's location moves on to the units; another code is refused, naming the right one. */
export function scanSource(task: Task, code: string): Progress | { refused: string } {
  if (!same(task.from?.code, code)) return { refused: `Wrong location: scan ${task.from?.code ?? '—'}` };
  return { step: 'units', units: 0 };
}

/**
 * Whether a plain code (not read by the server) names the task's units: its SKU, its lot number, its
 * serial number. A product barcode or GS1 label is read by the server first (see unitsOfItem).
 */
export const namesUnits = (task: Task, code: string): boolean => same(task.product.sku, code) || same(task.lot?.lotNumber, code) || same(task.serialNumber, code);

/** The units a scanned GS1 or GTIN `item` counts for `task` (its pack's units, `times` over), or why none. */
export function unitsOfItem(task: Task, item: ScannedItem, times: number): number | { refused: string } {
  if (item.productId !== task.product.id) return { refused: `This is ${item.sku}, not ${task.product.sku}` };
  if (task.lot && item.lotNumber !== null && !same(task.lot.lotNumber, item.lotNumber)) return { refused: `This is lot ${item.lotNumber}, not lot ${task.lot.lotNumber}` };
  if (task.serialNumber && item.serialNumber !== null && !same(task.serialNumber, item.serialNumber)) return { refused: `This is serial ${item.serialNumber}, not ${task.serialNumber}` };
  if (item.quantity === null) return { refused: `The label's measure of ${item.sku} is not a whole number of ${item.baseUnit}` };
  return item.quantity * times;
}

/**
 * Adds `units` to the progress: a move-type task that reaches its quantity goes on to the
 * destination; more than it asks is refused (a count takes any number).
 */
export function addUnits(task: Task, progress: Progress, units: number): Progress | { refused: string } {
  const total = progress.units + units;
  if (task.type === 'count') return { step: 'units', units: total };
  const wanted = task.quantity ?? 0;
  if (total > wanted) return { refused: `Only ${wanted} to take: ${progress.units} already scanned` };
  return { step: total === wanted ? 'destination' : 'units', units: total };
}

/** F8 during the units: a move-type task goes on to its destination with what was scanned (a short pick or move); a count is finished. */
export function finishShort(task: Task, progress: Progress): Progress | 'complete' {
  if (task.type === 'count' || progress.units === 0) return 'complete';
  return { step: 'destination', units: progress.units };
}

/**
 * The destination scan: the task's location; for putaway any other location of the warehouse
 * (`located` resolves a code to one, or null), which the server records.
 */
export async function scanDestination(task: Task, code: string, located: (code: string) => Promise<string | null>): Promise<{ toLocationId: string } | { refused: string }> {
  if (same(task.to?.code, code)) return { toLocationId: task.to!.id };
  const wrong = { refused: `Wrong location: scan ${task.to?.code ?? '—'}` };
  if (task.type !== 'putaway') return wrong;
  const id = await located(code);
  return id ? { toLocationId: id } : wrong;
}
