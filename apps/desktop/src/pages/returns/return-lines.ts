/**
 * The lines of a return's dialog as scans fill them (decision 0021): each line returns its units of
 * one grain, a lot (by id), serial numbers or none named (the server's default: the lots shipped,
 * first shipped first). A scan adds its units to its line, never beyond the units shipped or
 * received, and only in the grain the line already returns.
 */
import type { CountEntry } from '../orders/fulfilment-counts';
import { lotNumberOf, type OrderLine } from '../orders/order-data';

/** One line of the dialog's form. */
export interface ReturnLineValues {
  quantity: number | string;
  condition: 'resellable' | 'damaged';
  /** The lot the units come back from, or their serial numbers, as a scan or the prompt named them. */
  lotId?: string | undefined;
  serialNumbers?: string[] | undefined;
}

/** The units `values` return, as a number (an empty box is 0). */
export const returningOf = (values: ReturnLineValues) => Number(values.quantity) || 0;

/** What the line returns so far as counted entries (what a scan checks lots and serials against): none when nothing. */
export function returnEntries(line: OrderLine, values: ReturnLineValues): CountEntry[] {
  const quantity = returningOf(values);
  if (quantity === 0) return [];
  return [{ itemId: line.id, quantity, ...(values.lotId ? { lotId: values.lotId } : {}), ...(values.serialNumbers ? { serialNumbers: values.serialNumbers } : {}) }];
}

/** Why `units` more units cannot come back on `line` (more than were shipped or received, `done`), or null. */
export function overReturn(line: OrderLine, values: ReturnLineValues, units: number): string | null {
  const left = line.done - returningOf(values);
  if (units <= left) return null;
  return left === 0 ? `All ${line.done} units of ${line.sku} are returning already` : `Only ${left} more units of ${line.sku} can come back; ${units} scanned`;
}

/** The grain `values` return in words: "of lot L1", "with serial numbers", "with no lot named". */
function grainWords(line: OrderLine, values: ReturnLineValues): string {
  if (values.serialNumbers) return `with serial numbers ${values.serialNumbers.join(', ')}`;
  return values.lotId ? `of lot ${lotNumberOf(line, values.lotId) ?? 'named'}` : 'with no lot named';
}

/**
 * `values` with the units of `entry` (a scan's, in its lot or serials) added, keeping the line's
 * condition: a line returning nothing takes the entry's grain; one returning the same lot (or none,
 * untracked) adds the units; serial numbers join those named. Refused when the line returns another
 * grain (one return's line takes one lot) or more units than `line` shipped or received.
 */
export function addToReturnLine(line: OrderLine, values: ReturnLineValues, entry: CountEntry): { values: ReturnLineValues } | { refused: string } {
  const over = overReturn(line, values, entry.quantity);
  if (over) return { refused: over };
  const quantity = returningOf(values);
  const grain = { lotId: entry.lotId, serialNumbers: entry.serialNumbers };
  if (quantity === 0) return { values: { ...values, quantity: entry.quantity, ...grain } };
  if (values.serialNumbers && entry.serialNumbers) {
    return { values: { ...values, quantity: quantity + entry.quantity, serialNumbers: [...values.serialNumbers, ...entry.serialNumbers] } };
  }
  if (!values.serialNumbers && !entry.serialNumbers && values.lotId === entry.lotId) return { values: { ...values, quantity: quantity + entry.quantity } };
  const scanned = entry.serialNumbers ? `serial number ${entry.serialNumbers.join(', ')}` : entry.lotId ? `lot ${lotNumberOf(line, entry.lotId) ?? 'named'}` : 'units of no lot';
  return { refused: `${line.sku} returns ${quantity} units ${grainWords(line, values)} already; a line of a return takes one lot: return ${scanned} separately` };
}
