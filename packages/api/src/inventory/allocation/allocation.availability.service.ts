/**
 * Available-to-promise (decision 0020): per product and warehouse, what is on hand, allocated to
 * orders and held for carts, what can be promised today and what arriving purchase orders and
 * transfers add by date. A read: no locks; quantities are whole units.
 */
import type { Db } from '@stockroom/db';
import { visibleWarehouse, type Actor } from '../../auth/index.js';
import { emptyPage, pageOf, pageResult, type Page } from '../../pagination.js';
import type { Availability, AvailabilityQuery } from './allocation.schema.js';
import { levelKey } from '../ledger/ledger.changes.js';
import { todayUtc } from '../tracking.js';
import * as repo from './allocation.repository.js';

/**
 * GET /inventory/availability: a page of levels of `productId` and/or `warehouseId` (by SKU, then
 * warehouse code) with onHand, allocated, held, available (onHand − allocated − held), unsellable
 * (of the available: bins not pickable, lots expired), backordered (units of confirmed orders
 * waiting), the units incoming and the availableToPromise by date: today available − unsellable −
 * backordered, then that plus the incoming units up to each incoming date (overdue ones today,
 * undated ones last). A
 * bound actor sees its own warehouse only.
 */
export async function availability(db: Db, query: AvailabilityQuery, actor: Actor): Promise<Page<Availability>> {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const today = todayUtc();
  const { rows, total } = await repo.availabilityOf(db, { productId: query.productId, warehouseId }, page, today);
  const incoming = await repo.incomingTo(db, rows);
  const items = rows.map((row) => {
    const arriving = incoming.filter((line) => levelKey(line) === levelKey(row)).map(({ productId: _, warehouseId: __, ...line }) => line);
    const available = row.onHand - row.allocated - row.held;
    let promised = available - row.unsellable - row.backordered;
    const availableToPromise: Availability['availableToPromise'] = [{ date: today, quantity: promised }];
    for (const line of arriving) {
      promised += line.quantity;
      // Units overdue are promised from today.
      const date = line.date !== null && line.date < today ? today : line.date;
      const last = availableToPromise.at(-1)!;
      if (last.date === date) last.quantity = promised;
      else availableToPromise.push({ date, quantity: promised });
    }
    return { ...row, available, incoming: arriving, availableToPromise };
  });
  return pageResult(items, page, total);
}
