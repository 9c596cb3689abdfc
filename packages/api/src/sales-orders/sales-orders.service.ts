/**
 * Sales-order use cases (decisions 0004 and 0020). Confirming allocates every line to specific
 * balances (location, lot, serial) first expiry first out, backordering what there is not; lines
 * waiting get units as they arrive, by priority. Shipping writes `shipment` movements that take the
 * allocated units (on hand and reserved fall together), at the product's cost price at that moment
 * (cost of goods sold). Prices in currency units; line totals and subtotals are computed by the
 * database to the cent.
 */
import { salesOrders, type Db, type SalesOrderStatus } from '@stockroom/db';
import { visibleWarehouse, type Actor } from '../auth/index.js';
import { requireActiveCustomer } from '../customers/index.js';
import { assertTransition, lineTotals, matchLinesInBaseUnits, numberDocument, pendingNumber, recordStatusChange, statusHistoryOf, type LineRequest } from '../documents.js';
import { AppError } from '../errors.js';
import { publishEvents } from '../events/index.js';
import { assertMatches } from '../preconditions.js';
import {
  allocate,
  allocateWaiting,
  allocationsOf,
  applyStockChanges,
  cancelPicksOfOrder,
  convertHold,
  lockStockLevels,
  grainsMovedBy,
  moveAllocations,
  outboundGrain,
  releaseAllocations,
  toAllocatedUnits,
  unpickableNamed,
  type AllocationRow,
  type StockChange,
} from '../inventory/index.js';
import { emptyPage, pageOf, pageResult } from '../pagination.js';
import { requireActiveWarehouse } from '../warehouses/index.js';
import { backordered, newLineQuantity, open, pricedLines, refuseKitLines, statusAfter } from './sales-orders.lines.js';
import * as repo from './sales-orders.repository.js';
import {
  salesOrderTransitions,
  type AllocationMove,
  type AllocationStatus,
  type SalesOrder,
  type SalesOrderCreate,
  type SalesOrderLineUpdate,
  type SalesOrderListQuery,
  type SalesOrderUpdate,
  type ShipInput,
} from './sales-orders.schema.js';

const today = () => new Date().toISOString().slice(0, 10);

type ShippedGrain = Awaited<ReturnType<typeof grainsMovedBy>>[number];

/** How much of what an open order still ships is allocated; null for an order not open. */
function allocationStatusOf(status: SalesOrderStatus, items: repo.SalesOrderItemRow[]): AllocationStatus | null {
  if (!open(status)) return null;
  const waiting = items.reduce((sum, item) => sum + backordered(status, item), 0);
  if (waiting === 0) return 'allocated';
  return items.some((item) => item.allocatedQuantity > 0) ? 'partially_allocated' : 'backordered';
}

/**
 * The response form of an order: its lines, each with its allocated and backordered units, where
 * its allocated units lie (`allocated`: read for one order, empty in lists) and where its shipped
 * units came from (`shipped`: the grains the orders' shipments moved); the order and each line in
 * `baseCurrency`, the currency of every sales order (decision 0016).
 */
function toSalesOrder(row: repo.SalesOrderReadRow, items: repo.SalesOrderItemRow[], shipped: ShippedGrain[], allocated: AllocationRow[], baseCurrency: string): SalesOrder {
  // The change feed's position (pagination.ts) is not the order's.
  const { changeXid: _position, ...order } = row.order;
  const shippedFrom = (productId: string) =>
    shipped.filter((grain) => grain.referenceId === order.id && grain.productId === productId).map(({ referenceId: _, productId: __, ...grain }) => grain);
  const lines = items.filter((item) => item.salesOrderId === order.id);
  return {
    ...order,
    allocationStatus: allocationStatusOf(order.status, lines),
    currency: baseCurrency,
    customerName: row.customerName,
    customerCode: row.customerCode,
    warehouseCode: row.warehouseCode,
    warehouseName: row.warehouseName,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
    items: lines.map(({ salesOrderId: _, costPrice: __, tracking: ___, shelfLifeDays: ____, minRemainingShelfLifeDays: _____, lineTotal, ...item }) => ({
      ...item,
      lineTotal: lineTotal ?? 0,
      currency: baseCurrency,
      backorderedQuantity: backordered(order.status, item),
      allocations: toAllocatedUnits(allocated.filter((a) => a.itemId === item.id)),
      shippedFrom: shippedFrom(item.productId),
    })),
    subtotal: Number(row.subtotal),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The grains the shipments of these lines' orders moved; read only for orders with something shipped (most reads are of drafts and confirmed orders). */
function shippedGrains(db: Db, items: repo.SalesOrderItemRow[]): Promise<ShippedGrain[]> {
  return grainsMovedBy(db, 'sales_order', [...new Set(items.filter((item) => item.shippedQuantity > 0).map((item) => item.salesOrderId))]);
}

export const visibleTo = (actor: Actor, order: repo.SalesOrderRow) => !actor.warehouseId || actor.warehouseId === order.warehouseId;

/**
 * The order with lines, subtotal, shipments and status history, its amounts in `baseCurrency`.
 * Throws NOT_FOUND, also for another warehouse of a bound actor.
 */
export async function getSalesOrder(db: Db, id: string, baseCurrency: string, actor: Actor): Promise<SalesOrder> {
  // Every part is read at once (one round trip on a transaction's connection); the grains shipped are empty for an order not shipped.
  const [row, shipped, items, returned, history, grains] = await Promise.all([
    repo.findSalesOrder(db, id),
    repo.shipmentsOf(db, id),
    repo.itemsOf(db, [id]),
    repo.returnsOf(db, id),
    statusHistoryOf(db, 'sales_order', id),
    grainsMovedBy(db, 'sales_order', [id]),
  ]);
  const allocated = await allocationsOf(db, { itemIds: items.filter((item) => item.allocatedQuantity > 0).map((item) => item.id) });
  if (!row || !visibleTo(actor, row.order)) throw AppError.notFound('Sales order');
  const shipments = shipped.map(({ shipment, createdByName }) => ({
    id: shipment.id,
    trackingNumber: shipment.trackingNumber,
    carrier: shipment.carrier,
    substitutions: shipment.substitutions,
    createdBy: shipment.createdBy,
    createdByName,
    createdAt: shipment.createdAt.toISOString(),
  }));
  const returns = returned.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { ...toSalesOrder(row, items, grains, allocated, baseCurrency), shipments, history, returns };
}

/** Lists orders newest first with the filters of SalesOrderListQuery, amounts in `baseCurrency`; a bound actor sees its warehouse's only. */
export async function listSalesOrders(db: Db, query: SalesOrderListQuery, baseCurrency: string, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total, last } = await repo.listSalesOrders(db, { ...query, warehouseId }, page);
  const items = await repo.itemsOf(db, rows.map((r) => r.order.id));
  const shipped = await shippedGrains(db, items);
  return pageResult(rows.map((row) => toSalesOrder(row, items, shipped, [], baseCurrency)), page, total, last);
}

/**
 * Creates a draft numbered SO-000001 (gapless). Defaults: order date today, shipping address and
 * shipComplete the customer's, priority 0, unit prices the products' selling prices, discount 0.
 * With `holdId`, the hold's units become the lines' allocations (inventory's convertHold).
 * A line's quantity may be in any unit of its product (decision 0021): it is stored in base units,
 * with the unit and quantity as entered beside it; unit prices stay per base unit.
 * Throws FORBIDDEN for another warehouse of a bound actor; VALIDATION_ERROR naming the field for
 * an unknown or inactive customer, warehouse or product, a unit that does not convert
 * (`items.<i>.quantity`, see sales-orders.lines.ts), or an unknown hold or one of another
 * warehouse; INVALID_STATE when the hold has expired or ended.
 */
export function createSalesOrder(db: Db, input: SalesOrderCreate, baseCurrency: string, actor: Actor): Promise<SalesOrder> {
  return db.transaction(async (tx) => {
    // Independent checks, sent together.
    const [, customer, lines] = await Promise.all([requireActiveWarehouse(tx, input.warehouseId, actor), requireActiveCustomer(tx, input.customerId), pricedLines(tx, input.items)]);
    const order = await repo.insertSalesOrder(tx, {
      number: pendingNumber(),
      customerId: input.customerId,
      warehouseId: input.warehouseId,
      orderDate: input.orderDate ?? today(),
      notes: input.notes ?? null,
      shippingAddress: input.shippingAddress ?? customer.shippingAddress,
      priority: input.priority ?? 0,
      promisedDate: input.promisedDate ?? null,
      shipComplete: input.shipComplete ?? customer.shipComplete,
      createdBy: actor.id,
      updatedBy: actor.id,
    });
    await Promise.all([repo.insertItems(tx, order.id, lines), recordStatusChange(tx, 'sales_order', order.id, null, 'draft', actor.id)]);
    if (input.holdId) {
      const items = await repo.itemsOf(tx, [order.id]);
      // A kit's own line holds nothing: its components' lines take the hold's units (decision 0023 point 9).
      const lines = items.filter((item) => !item.kit).map((item) => ({ itemId: item.id, productId: item.productId, quantity: item.quantity, minRemainingShelfLifeDays: shelfLifeOf(item, customer) }));
      await convertHold(tx, input.holdId, order.id, input.warehouseId, lines, actor);
    }
    return numberDocument(tx, salesOrders, order.id, 'SO', () => getSalesOrder(tx, order.id, baseCurrency, actor));
  });
}

/**
 * The lines of the locked order `order`, read once their stock levels are locked too: an arrival
 * allocates to lines under their level's lock, so only then are their allocated quantities
 * settled, and the lines can be written without waiting for a level an arrival holds (decision 0020).
 */
async function lockedLines(tx: Db, order: Pick<repo.SalesOrderRow, 'id' | 'warehouseId'>): Promise<repo.SalesOrderItemRow[]> {
  const lines = await repo.itemsOf(tx, [order.id]);
  // A kit has no level of its own (decision 0023 point 9): its components' are locked.
  await lockStockLevels(tx, lines.filter((line) => !line.kit).map((line) => ({ productId: line.productId, warehouseId: order.warehouseId })));
  return repo.itemsOf(tx, [order.id]);
}

/** Releasing all of the lines' allocations but `keep` units each (default none): the keeps of releaseAllocations. */
const keepsOf = (order: repo.SalesOrderRow, items: repo.SalesOrderItemRow[], keep: (item: repo.SalesOrderItemRow) => number = () => 0) =>
  items.filter((item) => item.allocatedQuantity > keep(item)).map((item) => ({ productId: item.productId, warehouseId: order.warehouseId, owner: { itemId: item.id }, keep: keep(item) }));

/** The fewest days of shelf life a line's lots must have left: the larger of its product's and its customer's minimum (decision 0020). */
const shelfLifeOf = (item: Pick<repo.SalesOrderItemRow, 'minRemainingShelfLifeDays'>, customer: { minRemainingShelfLifeDays: number | null }) =>
  Math.max(item.minRemainingShelfLifeDays ?? 0, customer.minRemainingShelfLifeDays ?? 0);

/**
 * Allocates to each line of a confirmed order what it still lacks (units neither shipped nor
 * allocated), first expiry first out within the larger of the product's and the customer's
 * minimum remaining shelf life; what there is not stays backordered (decision 0020). Not
 * `partial` (API version 2026-11-27): every line whole, or INSUFFICIENT_STOCK naming the short lines.
 * `items` may be the read that gives the lines: the customer's terms are read beside it.
 */
async function allocateLines(tx: Db, order: repo.SalesOrderRow, items: repo.SalesOrderItemRow[] | Promise<repo.SalesOrderItemRow[]>, partial = true): Promise<void> {
  const [lines, terms] = await Promise.all([items, repo.customerTermsOf(tx, order.customerId)]);
  const lacking = lines.filter((item) => backordered('confirmed', item) > 0);
  await allocate(
    tx,
    lacking.map((item) => ({
      productId: item.productId,
      warehouseId: order.warehouseId,
      quantity: backordered('confirmed', item),
      owner: { itemId: item.id },
      minRemainingShelfLifeDays: shelfLifeOf(item, terms),
    })),
    { partial },
  );
}

/**
 * PUT: edits a draft (items are replaced, their allocations from a hold released; quantities in any
 * unit of the product, as createSalesOrder) and/or confirms
 * or cancels, which needs orders:approve; priority, promisedDate and shipComplete may also change
 * while the order is confirmed or partially shipped. Confirming allocates every line, backordering
 * what there is not (decision 0020); cancelling releases every allocation, which goes to the lines
 * waiting for it, and cancels the order's pick tasks not yet started (cancelPicksOfOrder). Without `backorders` (API version 2026-11-27) confirming allocates every line
 * whole or not at all. Throws NOT_FOUND; FORBIDDEN; INVALID_STATE when editing a non-draft (or a
 * shipped or cancelled order's allocation fields) or for an illegal transition; VALIDATION_ERROR;
 * INSUFFICIENT_STOCK (without `backorders`) with `details` per short line, the order left a draft;
 * PRECONDITION_FAILED when `ifMatch` no longer matches the order (preconditions.ts).
 */
export function updateSalesOrder(db: Db, id: string, input: Omit<SalesOrderUpdate, 'id'>, baseCurrency: string, actor: Actor, backorders: boolean, ifMatch?: string): Promise<SalesOrder> {
  return db.transaction(async (tx) => {
    const order = await repo.lockSalesOrder(tx, id);
    if (!order || !visibleTo(actor, order)) throw AppError.notFound('Sales order');
    if (ifMatch !== undefined) assertMatches(ifMatch, await getSalesOrder(tx, id, baseCurrency, actor));
    const { status, items, priority, promisedDate, shipComplete, ...fields } = input;
    const terms = { ...(priority !== undefined ? { priority } : {}), ...(promisedDate !== undefined ? { promisedDate } : {}), ...(shipComplete !== undefined ? { shipComplete } : {}) };
    if (Object.keys(terms).length && order.status !== 'draft' && !open(order.status)) {
      throw new AppError('INVALID_STATE', `A ${order.status} sales order cannot be changed`, { currentStatus: order.status });
    }
    if (Object.keys(fields).length || items) {
      if (order.status !== 'draft') throw new AppError('INVALID_STATE', 'Only a draft sales order can be edited', { currentStatus: order.status });
      if (fields.warehouseId) await requireActiveWarehouse(tx, fields.warehouseId, actor);
      if (fields.customerId) await requireActiveCustomer(tx, fields.customerId);
      const priced = items && (await pricedLines(tx, items));
      const lines = items || (fields.warehouseId && fields.warehouseId !== order.warehouseId) ? await repo.itemsOf(tx, [id]) : [];
      const keeps = keepsOf(order, lines);
      if (keeps.length) {
        // A draft's lines hold units only from a converted hold; new lines or another warehouse give them back. A
        // confirmation in the same request locks the new lines' levels next: all are locked at once, in the one order.
        const confirming = status === 'confirmed' ? (priced ?? lines).filter((line) => !line.kit).map((line) => ({ productId: line.productId, warehouseId: fields.warehouseId ?? order.warehouseId })) : [];
        await lockStockLevels(tx, [...keeps, ...confirming]);
        await allocateWaiting(tx, await releaseAllocations(tx, keeps));
      }
      if (priced) await repo.replaceItems(tx, id, priced);
    }
    if (status) {
      if (!actor.permissions.includes('orders:approve')) throw AppError.forbidden();
      assertTransition(salesOrderTransitions, order.status, status);
    }
    // The status is written before stock moves: a cancelled order is no longer among the lines waiting for what it releases.
    await Promise.all([
      status && recordStatusChange(tx, 'sales_order', id, order.status, status, actor.id),
      repo.updateSalesOrder(tx, id, { ...fields, ...terms, ...(status ? { status } : {}), updatedBy: actor.id }),
    ]);
    const current = { ...order, ...fields };
    if (status === 'confirmed') await allocateLines(tx, current, lockedLines(tx, current), backorders);
    if (status === 'cancelled') await allocateWaiting(tx, await releaseAllocations(tx, keepsOf(current, await lockedLines(tx, current))));
    if (status === 'cancelled') await cancelPicksOfOrder(tx, id, actor.id);
    return getSalesOrder(tx, id, baseCurrency, actor);
  });
}

/**
 * POST …/{id}/ship: ships the given lines (default: what is allocated to each line; without
 * `backorders`, API version 2026-11-27, everything not yet shipped) of a confirmed
 * or partially shipped order: one `shipment` movement per grain taken, at the product's current cost
 * price. Each line takes its allocated units within the grain it names (location, lot, serials),
 * earliest expiry first; units named elsewhere are taken from free stock of pickable bins and
 * replace as many allocated units (substitutions, recorded on the shipment); an allocated lot
 * expired since ships only when named with allowExpired. A shipment record with tracking, shipped
 * quantities and status are updated in the same transaction. A line's quantity may be in any unit
 * of its product (`unit`, decision 0021): converted to base units before any check; the shipment
 * keeps none (the ledger is in base units). Throws NOT_FOUND; FORBIDDEN;
 * INVALID_STATE in other statuses, or when the order ships complete and units are backordered;
 * OVER_SHIPMENT beyond the remaining quantity; VALIDATION_ERROR for a line the order lacks, at
 * `items.<i>.itemId` for a kit's own line (its component lines ship: decision 0023 point 9), or at
 * `items.<i>.unit` or `items.<i>.quantity` for a unit that does not convert (baseQuantityOf);
 * CONFLICT "Location is not pickable" for a named bin whose stock is not sellable, a named serial in
 * such a bin or a named lot only in such bins (details name them), and CONFLICT for a named lot
 * expired, or with less shelf life left than the line requires, without allowExpired; INSUFFICIENT_STOCK when nothing is allocated to ship, or a line's
 * grain does not hold its units.
 */
export function shipSalesOrder(db: Db, id: string, input: Omit<ShipInput, 'id'>, baseCurrency: string, actor: Actor, backorders: boolean): Promise<SalesOrder> {
  return db.transaction(async (tx) => {
    const order = await repo.lockSalesOrder(tx, id);
    if (!order || !visibleTo(actor, order)) throw AppError.notFound('Sales order');
    if (!open(order.status)) throw new AppError('INVALID_STATE', `Cannot ship a ${order.status} sales order`, { currentStatus: order.status });
    // The lines once their levels are locked: a count or adjustment may displace their allocations until then.
    const [items, customer] = await Promise.all([lockedLines(tx, order), repo.customerTermsOf(tx, order.customerId)]);
    const waiting = items.reduce((sum, item) => sum + backordered(order.status, item), 0);
    if (order.shipComplete && waiting > 0) {
      throw new AppError('INVALID_STATE', `The order ships complete and ${waiting} unit${waiting === 1 ? ' is' : 's are'} backordered`, { currentStatus: order.status });
    }
    const toShip = (item: repo.SalesOrderItemRow) => (item.kit ? 0 : backorders ? item.allocatedQuantity : item.quantity - item.shippedQuantity);
    const requested: NonNullable<ShipInput['items']> = input.items ?? items.filter((item) => toShip(item) > 0).map((item) => ({ itemId: item.id, quantity: toShip(item) }));
    if (!requested.length) {
      const short = items.filter((item) => !item.kit && item.quantity > item.shippedQuantity).map((item) => ({ productId: item.productId, warehouseId: order.warehouseId, requested: item.quantity - item.shippedQuantity, available: 0 }));
      throw new AppError('INSUFFICIENT_STOCK', 'Insufficient stock', short);
    }
    // Each line's quantity in base units (decision 0021) before any rule reads it: over-shipment, serial counts, stock.
    const matched = await matchLinesInBaseUnits(tx, items, requested);
    refuseKitLines(matched);
    const lines = lineTotals(matched);
    const over = lines
      .filter(({ line, quantity }) => line.shippedQuantity + quantity > line.quantity)
      .map(({ line, quantity }) => ({ itemId: line.id, productId: line.productId, ordered: line.quantity, shipped: line.shippedQuantity, requested: quantity }));
    if (over.length) throw new AppError('OVER_SHIPMENT', 'Shipping more than remains on the order', over);
    const changes: StockChange[] = [];
    for (const { line, request, index } of matched) {
      const minRemainingShelfLifeDays = shelfLifeOf(line, customer);
      const product = { id: line.productId, tracking: line.tracking, shelfLifeDays: line.shelfLifeDays };
      const grain = await outboundGrain(tx, product, order.warehouseId, request.quantity, request, (name) => `items.${index}.${name}`, actor, true, minRemainingShelfLifeDays);
      const unpickable = await unpickableNamed(tx, line.productId, order.warehouseId, grain);
      if (unpickable.length) {
        throw new AppError('CONFLICT', 'Location is not pickable: its stock is not for sale (quarantine, receiving or damaged)', unpickable.map((units) => ({ itemId: line.id, ...units })));
      }
      changes.push({
        kind: 'outbound',
        type: 'shipment',
        productId: line.productId,
        warehouseId: order.warehouseId,
        quantity: request.quantity,
        allocatedTo: { itemId: line.id, remaining: line.quantity - line.shippedQuantity },
        pickableOnly: true,
        minRemainingShelfLifeDays,
        reason: `Shipment for ${order.number}`,
        reference: { type: 'sales_order', id },
        note: input.trackingNumber ? `Tracking ${input.trackingNumber}` : undefined,
        unitCost: line.costPrice,
        sellable: true,
        ...grain,
      });
    }
    const applied = await applyStockChanges(tx, changes, actor.id);
    const movements = applied.movements.flat();
    // Shipped quantities rise once the allocations they consume are gone (shipped + allocated ≤ ordered).
    await Promise.all(lines.map(({ line, quantity }) => repo.shipLine(tx, line.id, quantity)));
    if (items.some((item) => item.kit)) await repo.settleKitLines(tx, id);
    const shippedNow = new Map(lines.map(({ line, quantity }) => [line.id, quantity]));
    const status = statusAfter(items, shippedNow);
    if (status !== order.status) assertTransition(salesOrderTransitions, order.status, status);
    await Promise.all([
      repo.insertShipment(tx, { salesOrderId: id, trackingNumber: input.trackingNumber ?? null, carrier: input.carrier ?? null, substitutions: applied.substitutions.flat(), createdBy: actor.id }),
      publishEvents(tx, [{ type: 'shipment.created', subject: id, data: { salesOrderId: id, number: order.number, warehouseId: order.warehouseId, trackingNumber: input.trackingNumber ?? null, carrier: input.carrier ?? null, movements } }]),
      status !== order.status && recordStatusChange(tx, 'sales_order', id, order.status, status, actor.id),
      repo.updateSalesOrder(tx, id, { status, updatedBy: actor.id }),
    ]);
    return getSalesOrder(tx, id, baseCurrency, actor);
  });
}

/**
 * PUT …/{id}/items/{itemId}: changes the ordered quantity of a line of a confirmed or partially
 * shipped order (decision 0020). Less: what no longer ships is released (the latest expiry first)
 * and goes to the lines waiting for it; 0 removes a line nothing has shipped from. More: the units
 * added are allocated if there is stock, else backordered. An order whose every line has then
 * shipped becomes shipped. The quantity is in `unit` (decision 0021; default the base unit),
 * converted to base units before any rule reads it; the line keeps the unit as entered, or none.
 * Throws NOT_FOUND for the order (also of another warehouse of a bound actor) or the line;
 * INVALID_STATE in other statuses, when 0 would remove the order's last line (cancel the order
 * instead), or for a kit's line or one of its component lines (decision 0023 point 9); VALIDATION_ERROR at `quantity` when it is below what has shipped, its unit does not
 * convert (baseQuantityOf) or the line total would pass the column ("Line total is too high",
 * assertLineTotals); PRECONDITION_FAILED when `ifMatch` no longer matches the order.
 */
export function updateSalesOrderLine(db: Db, id: string, input: Omit<SalesOrderLineUpdate, 'id'>, baseCurrency: string, actor: Actor, ifMatch?: string): Promise<SalesOrder> {
  return db.transaction(async (tx) => {
    const order = await repo.lockSalesOrder(tx, id);
    if (!order || !visibleTo(actor, order)) throw AppError.notFound('Sales order');
    if (ifMatch !== undefined) assertMatches(ifMatch, await getSalesOrder(tx, id, baseCurrency, actor));
    if (!open(order.status)) throw new AppError('INVALID_STATE', `Lines of a ${order.status} sales order cannot be changed`, { currentStatus: order.status });
    const items = await lockedLines(tx, order);
    const line = items.find((item) => item.id === input.itemId);
    if (!line) throw AppError.notFound('Sales order line');
    if (line.kit || line.kitItemId) throw new AppError('INVALID_STATE', "A kit's lines cannot change once the order is confirmed: cancel it and order again", { currentStatus: order.status });
    // The quantity in base units (decision 0021) before any rule reads it; without `unit` the base unit, the unit as entered cleared.
    const entered = await newLineQuantity(tx, line, input.quantity, input.unit);
    const { quantity } = entered;
    if (quantity === 0 && items.length === 1) throw new AppError('INVALID_STATE', "The order's last line cannot be removed: cancel the order instead", { currentStatus: order.status });
    // Units that no longer ship are released before the quantity falls (shipped + allocated ≤ ordered), handed on after.
    const freed = await releaseAllocations(tx, keepsOf(order, [line], () => Math.max(0, quantity - line.shippedQuantity)));
    if (quantity === 0) await repo.deleteLine(tx, line.id);
    else await repo.setLineQuantity(tx, line.id, entered);
    await allocateWaiting(tx, freed);
    const remaining = items.filter((item) => item.id !== line.id || quantity > 0);
    const status = statusAfter(remaining, new Map(), (item) => (item.id === line.id ? quantity : item.quantity));
    if (status === 'shipped') {
      assertTransition(salesOrderTransitions, order.status, status);
      await recordStatusChange(tx, 'sales_order', id, order.status, status, actor.id);
    } else if (quantity > line.quantity) {
      await allocateLines(tx, order, [{ ...line, quantity }]);
    }
    await repo.updateSalesOrder(tx, id, { ...(status === 'shipped' ? { status } : {}), updatedBy: actor.id });
    return getSalesOrder(tx, id, baseCurrency, actor);
  });
}

/**
 * POST …/{id}/allocations: moves `quantity` allocated units of `productId` from order
 * `fromSalesOrderId` to this order's backordered line of the product (a manager deciding who ships
 * first; decision 0020), the earliest expiry first; the other order's line is backordered as
 * many, and a sales_order.allocated event names this order's line. Both orders are locked in id
 * order. Throws NOT_FOUND for either order (also of another warehouse of a bound actor);
 * INVALID_STATE unless both are confirmed or partially shipped; VALIDATION_ERROR when they are of
 * different warehouses, the same order, or this order has fewer units of the product backordered;
 * INSUFFICIENT_STOCK with `details` when the other order has fewer allocated of lots with the shelf
 * life this order's line requires.
 */
export function moveAllocation(db: Db, id: string, input: Omit<AllocationMove, 'id'>, baseCurrency: string, actor: Actor): Promise<SalesOrder> {
  return db.transaction(async (tx) => {
    if (input.fromSalesOrderId === id) throw AppError.validation('Invalid request data', { fromSalesOrderId: ['Name another order'] });
    const [first, second] = [id, input.fromSalesOrderId].sort();
    const locked = new Map<string, repo.SalesOrderRow | undefined>();
    for (const orderId of [first!, second!]) locked.set(orderId, await repo.lockSalesOrder(tx, orderId));
    const to = locked.get(id);
    const from = locked.get(input.fromSalesOrderId);
    if (!to || !from || !visibleTo(actor, to) || !visibleTo(actor, from)) throw AppError.notFound('Sales order');
    for (const order of [to, from]) {
      if (!open(order.status)) throw new AppError('INVALID_STATE', `Sales order ${order.number} is ${order.status}: only confirmed and partially shipped orders hold allocations`, { currentStatus: order.status });
    }
    if (to.warehouseId !== from.warehouseId) throw AppError.validation('Invalid request data', { fromSalesOrderId: ['The orders are of different warehouses'] });
    await lockStockLevels(tx, [{ productId: input.productId, warehouseId: to.warehouseId }]);
    const items = await repo.itemsOf(tx, [id, input.fromSalesOrderId]);
    const target = items.find((item) => item.salesOrderId === id && item.productId === input.productId && backordered(to.status, item) >= input.quantity);
    if (!target) throw AppError.validation('Invalid request data', { quantity: ['The order has fewer units of the product backordered'] });
    const minRemainingShelfLifeDays = shelfLifeOf(target, await repo.customerTermsOf(tx, to.customerId));
    let missing = input.quantity;
    const moves = items
      .filter((item) => item.salesOrderId === input.fromSalesOrderId && item.productId === input.productId && item.allocatedQuantity > 0)
      .flatMap((item) => {
        const quantity = Math.min(item.allocatedQuantity, missing);
        missing -= quantity;
        return quantity ? [{ productId: input.productId, warehouseId: to.warehouseId, from: { itemId: item.id }, to: { itemId: target.id }, quantity, minRemainingShelfLifeDays }] : [];
      });
    if (missing > 0) throw new AppError('INSUFFICIENT_STOCK', 'Insufficient stock', [{ productId: input.productId, warehouseId: to.warehouseId, requested: input.quantity, available: input.quantity - missing }]);
    await moveAllocations(tx, moves, { partial: false });
    await Promise.all([
      publishEvents(tx, [
        {
          type: 'sales_order.allocated',
          subject: id,
          data: { salesOrderId: id, number: to.number, warehouseId: to.warehouseId, lines: [{ salesOrderItemId: target.id, productId: input.productId, quantity: input.quantity, backorderedQuantity: backordered(to.status, target) - input.quantity }] },
        },
      ]),
      repo.updateSalesOrder(tx, id, { updatedBy: actor.id }),
      repo.updateSalesOrder(tx, input.fromSalesOrderId, { updatedBy: actor.id }),
    ]);
    return getSalesOrder(tx, id, baseCurrency, actor);
  });
}

/**
 * The order side of a customer return (decision 0016; the returns module owns the rest): locks a shipped
 * or partially shipped order, matches the requested lines and adds them to the lines' returned
 * quantities, in the caller's transaction. Returns the order and the matched lines, each request's
 * quantity in base units (matchLinesInBaseUnits, decision 0021) and as entered. Throws
 * NOT_FOUND, also for another warehouse of a bound actor; INVALID_STATE in other
 * statuses; OVER_RETURN when a line would pass its shipped quantity, details per line;
 * VALIDATION_ERROR for a line the order lacks, a unit that does not convert, or at
 * `items.<i>.itemId` for a kit's own line (its component lines come back: decision 0023 point 9).
 * A kit's line then counts the whole kits its components have had back.
 */
export async function returnShippedUnits<R extends LineRequest & { unit?: string | null | undefined }>(tx: Db, id: string, requests: R[], actor: Actor) {
  const order = await repo.lockSalesOrder(tx, id);
  if (!order || !visibleTo(actor, order)) throw AppError.notFound('Sales order');
  if (order.status !== 'shipped' && order.status !== 'partially_shipped') {
    throw new AppError('INVALID_STATE', `Cannot return items of a ${order.status} sales order`, { currentStatus: order.status });
  }
  const items = await repo.itemsOf(tx, [id]);
  const matched = await matchLinesInBaseUnits(tx, items, requests);
  refuseKitLines(matched);
  // The levels first: an arrival allocating to these lines holds its level while it writes them.
  await lockStockLevels(tx, matched.map(({ line }) => ({ productId: line.productId, warehouseId: order.warehouseId })));
  const over = [];
  for (const { line, quantity } of lineTotals(matched)) {
    if (!(await repo.returnLine(tx, line.id, quantity))) {
      over.push({ itemId: line.id, productId: line.productId, shipped: line.shippedQuantity, returned: line.returnedQuantity, requested: quantity });
    }
  }
  if (over.length) throw new AppError('OVER_RETURN', 'Returning more than was shipped', over);
  if (items.some((item) => item.kit)) await repo.settleKitLines(tx, id);
  return { order, matched };
}
