/**
 * Returns (decision 0016). A customer return (RMA) takes back units shipped on a sales order: resellable
 * units go back into stock (`return_in` movements at the cost recorded when they were shipped, with
 * their lot and serial number), damaged ones are written off at that cost (no stock). A supplier
 * return (RTS) sends received units back (`return_out` movements at the order line's unit cost) and
 * re-averages the product's cost price. Both lock their order first, so racing returns of one order
 * run one at a time and never return more than was shipped or received; the analytics net returns
 * out of revenue, cost of goods sold and purchases in the period of the return.
 */
import type { Db } from '@stockroom/db';
import { visibleWarehouse, type Actor } from '../auth/index.js';
import { lineTotals, nextDocumentNumber } from '../documents.js';
import { AppError } from '../errors.js';
import { applyStockChanges, grainsMovedBy, outboundGrain, type StockChange } from '../inventory/index.js';
import { sumAmounts } from '../money.js';
import { emptyPage, pageOf, pageResult } from '../pagination.js';
import { publishEvents } from '../events/index.js';
import { applyReceiptCosts } from '../products/index.js';
import { requireLocation } from '../warehouses/index.js';
import { returnReceivedUnits } from '../purchase-orders/index.js';
import { returnShippedUnits } from '../sales-orders/index.js';
import * as repo from './returns.repository.js';
import type { CustomerReturn, CustomerReturnInput, CustomerReturnListQuery, SupplierReturn, SupplierReturnInput, SupplierReturnListQuery } from './returns.schema.js';

const visibleTo = (actor: Actor, order: { warehouseId: string }) => !actor.warehouseId || actor.warehouseId === order.warehouseId;
const invalid = (field: string, message: string) => AppError.validation('Invalid request data', { [field]: [message] });

interface Grain {
  lotId: string | null;
  serialNumber: string | null;
  unitCost: number;
  units: number;
}

/** What remains returnable of one product on an order: its shipped grains less the returned ones, first shipped first. */
async function returnableGrains(tx: Db, salesOrderId: string, productId: string): Promise<Grain[]> {
  const [shipped, returned] = await Promise.all([repo.shippedGrains(tx, salesOrderId, productId), repo.returnedGrains(tx, salesOrderId, productId)]);
  const same = (a: Grain, b: Grain) => a.lotId === b.lotId && a.serialNumber === b.serialNumber && a.unitCost === b.unitCost;
  return shipped.map((grain) => ({ ...grain, units: grain.units - returned.filter((r) => same(r, grain)).reduce((sum, r) => sum + r.units, 0) })).filter((grain) => grain.units > 0);
}

/**
 * Takes `quantity` units out of `grains` (mutated): the named serial numbers, else within the
 * named lot, first shipped first. Returns the pieces taken, or undefined when the grains hold fewer.
 */
function takeGrains(grains: Grain[], quantity: number, line: { lotId?: string | undefined; serialNumbers?: string[] | undefined }): Grain[] | undefined {
  const taken: Grain[] = [];
  let left = quantity;
  for (const grain of grains) {
    if (!left) break;
    if (line.lotId !== undefined && grain.lotId !== line.lotId) continue;
    if (line.serialNumbers && !line.serialNumbers.includes(grain.serialNumber ?? '')) continue;
    const units = Math.min(grain.units, left);
    grain.units -= units;
    left -= units;
    taken.push({ ...grain, units });
  }
  return left ? undefined : taken;
}

/**
 * POST /api/orders/sales-orders/{id}/returns: records a customer return numbered RMA-000001
 * (gapless) of units shipped on a shipped or partially shipped order, in one transaction:
 * resellable units back into stock at the line's location (default the warehouse's DEFAULT) as
 * `return_in` movements, damaged units written off; each at the cost recorded when shipped (units
 * back in stock of a product at standard cost at the standard, decision 0023), with
 * the lot and serial number shipped (a line may name the lot; serial-tracked lines name their
 * serial numbers). A line's quantity may be in any unit of its product, converted to base units
 * (decision 0021); a line taken from one lot keeps its unit as entered. Returns the return with its
 * amounts in `baseCurrency`. Throws NOT_FOUND, also
 * for another warehouse of a bound actor; INVALID_STATE in other statuses; OVER_RETURN when a line
 * asks for more than was shipped and not yet returned (of the named lot or serials), details per line; VALIDATION_ERROR
 * for a line the order lacks or a kit's own line (its components come back: decision 0023 point
 * 9), serial numbers missing or not one per unit, an unknown or inactive location; CONFLICT for a
 * serial number back in stock already.
 */
export async function createCustomerReturn(db: Db, input: CustomerReturnInput, baseCurrency: string, actor: Actor): Promise<CustomerReturn> {
  const id = await db.transaction(async (tx) => {
    const { order, matched } = await returnShippedUnits(tx, input.id, input.items, actor);

    const grainsOf = new Map<string, Grain[]>();
    const items = [];
    const changes: StockChange[] = [];
    // The change (its index in changes) that puts each item's units back in stock, when resellable.
    const changeOfItem: (number | undefined)[] = [];
    const number = await nextDocumentNumber(tx, 'RMA');
    const returnId = await repo.insertCustomerReturn(tx, { number, salesOrderId: order.id, warehouseId: order.warehouseId, reason: input.reason, note: input.note ?? null, createdBy: actor.id });
    for (const { line, request, index, entered } of matched) {
      const field = (name: string) => `items.${index}.${name}`;
      if (line.tracking === 'serial' && !request.serialNumbers) throw invalid(field('serialNumbers'), 'Serial-tracked products: name the serial numbers returned');
      if (request.serialNumbers && request.serialNumbers.length !== request.quantity) throw invalid(field('serialNumbers'), 'Give one serial number per unit');
      if (request.locationId) await requireLocation(tx, order.warehouseId, request.locationId, field('locationId'), true);
      const grains = grainsOf.get(line.productId) ?? (await returnableGrains(tx, order.id, line.productId));
      grainsOf.set(line.productId, grains);
      const taken = takeGrains(grains, request.quantity, request);
      if (!taken) {
        throw new AppError('OVER_RETURN', 'Returning more than was shipped', [{ itemId: line.id, productId: line.productId, shipped: line.shippedQuantity, returned: line.returnedQuantity, requested: request.quantity }]);
      }
      // A line taken from one grain keeps its unit as entered; split across lots, each part is in base units.
      const asEntered = taken.length === 1 ? { unit: entered.unit, unitQuantity: entered.unitQuantity } : { unit: null, unitQuantity: null };
      for (const grain of taken) {
        const locationId = request.condition === 'resellable' ? (request.locationId ?? null) : null;
        items.push({ returnId, salesOrderItemId: line.id, productId: line.productId, condition: request.condition, quantity: grain.units, ...asEntered, locationId, lotId: grain.lotId, serialNumber: grain.serialNumber, unitCost: grain.unitCost });
        changeOfItem.push(request.condition === 'damaged' ? undefined : changes.length);
        if (request.condition === 'damaged') continue;
        changes.push({
          kind: 'inbound',
          type: 'return_in',
          productId: line.productId,
          warehouseId: order.warehouseId,
          quantity: grain.units,
          reason: `Return ${number} for ${order.number}`,
          reference: { type: 'customer_return', id: returnId },
          note: input.reason,
          unitCost: grain.unitCost,
          locationId: request.locationId,
          lotId: grain.lotId ?? undefined,
          serialNumbers: grain.serialNumber === null ? undefined : [grain.serialNumber],
        });
      }
    }
    const { movements } = await applyStockChanges(tx, changes, actor.id);
    // The return credits what the ledger took back: at standard cost, the standard (decision 0023 point 5).
    const costed = items.map((item, i) => {
      const change = changeOfItem[i];
      return change === undefined ? item : { ...item, unitCost: movements[change]![0]!.unitCost ?? item.unitCost };
    });
    await repo.insertCustomerReturnItems(tx, costed);
    const returned = costed.map(({ salesOrderItemId, productId, condition, quantity, locationId, lotId, serialNumber, unitCost }) => ({ salesOrderItemId, productId, condition, quantity, locationId, lotId, serialNumber, unitCost }));
    await publishEvents(tx, [{ type: 'customer_return.created', subject: returnId, data: { id: returnId, number, salesOrderId: order.id, warehouseId: order.warehouseId, reason: input.reason, items: returned, movements: movements.flat() } }]);
    return returnId;
  });
  return getCustomerReturn(db, id, baseCurrency, actor);
}

/**
 * POST /api/orders/purchase-orders/{id}/returns: records a return to the supplier numbered
 * RTS-000001 (gapless) of units received on a partially received or received order, in one
 * transaction: `return_out` movements at the line's unit cost in the base currency at the order's
 * rate (decision 0016; the return's own lines keep the order's currency), taken from stock first expiry first
 * out within the location, lot or serials a line names; the line's returned quantity raised and the
 * product's cost price re-averaged without them. A line's quantity may be in any unit of its
 * product, converted to base units and kept as entered (decision 0021). Throws NOT_FOUND, also for another warehouse
 * of a bound actor; INVALID_STATE in other statuses; OVER_RETURN when a line asks for
 * more than was received and not yet returned, details per line; INSUFFICIENT_STOCK when the
 * units are no longer available in the warehouse; VALIDATION_ERROR for a line the order lacks
 * or grain fields the product's tracking refuses.
 */
export async function createSupplierReturn(db: Db, input: SupplierReturnInput, baseCurrency: string, actor: Actor): Promise<SupplierReturn> {
  const id = await db.transaction(async (tx) => {
    const { order, matched } = await returnReceivedUnits(tx, input.id, input.items, baseCurrency, actor);
    const number = await nextDocumentNumber(tx, 'RTS');
    const returnId = await repo.insertSupplierReturn(tx, { number, purchaseOrderId: order.id, warehouseId: order.warehouseId, reason: input.reason, note: input.note ?? null, createdBy: actor.id });
    const changes: StockChange[] = [];
    for (const { line, request, index } of matched) {
      const product = { id: line.productId, tracking: line.tracking, shelfLifeDays: line.shelfLifeDays };
      const grain = await outboundGrain(tx, product, order.warehouseId, request.quantity, request, (name) => `items.${index}.${name}`, actor, false);
      changes.push({
        kind: 'outbound',
        type: 'return_out',
        productId: line.productId,
        warehouseId: order.warehouseId,
        quantity: request.quantity,
        reason: `Return ${number} for ${order.number}`,
        reference: { type: 'supplier_return', id: returnId },
        note: input.reason,
        unitCost: line.baseUnitCost,
        ...grain,
      });
    }
    const returned = matched.map(({ line, request }) => ({ purchaseOrderItemId: line.id, productId: line.productId, quantity: request.quantity, unitCost: line.unitCost }));
    await repo.insertSupplierReturnItems(tx, returned.map((item, i) => ({ returnId, ...item, unit: matched[i]!.entered.unit, unitQuantity: matched[i]!.entered.unitQuantity })));
    const { movements } = await applyStockChanges(tx, changes, actor.id);
    await publishEvents(tx, [{ type: 'supplier_return.created', subject: returnId, data: { id: returnId, number, purchaseOrderId: order.id, warehouseId: order.warehouseId, reason: input.reason, items: returned, movements: movements.flat() } }]);
    await applyReceiptCosts(tx, lineTotals(matched).map(({ line, quantity }) => ({ productId: line.productId, quantity: -quantity, unitCost: line.baseUnitCost })));
    return returnId;
  });
  return getSupplierReturn(db, id, actor);
}

/** The response form of customer returns: lines and totals, every amount in `baseCurrency` (that of sales orders and the ledger, decision 0016). */
async function customerReturnsOf(db: Db, rows: Awaited<ReturnType<typeof repo.listCustomerReturns>>['rows'], baseCurrency: string): Promise<CustomerReturn[]> {
  const items = rows.length ? await repo.customerReturnItemsOf(db, rows.map((row) => row.header.id)) : [];
  return rows.map(({ header, ...order }) => {
    const own = items.filter((item) => item.returnId === header.id);
    const lines = own.map(({ returnId: _, costValue, refundValue, ...item }) => ({ ...item, costValue: Number(costValue), refundValue: Number(refundValue), currency: baseCurrency }));
    const costOf = (condition: string) => sumAmounts(own.filter((item) => item.condition === condition).map((item) => item.costValue));
    return {
      ...header,
      ...order,
      currency: baseCurrency,
      createdAt: header.createdAt.toISOString(),
      items: lines,
      totals: {
        units: lines.reduce((total, line) => total + line.quantity, 0),
        refundValue: sumAmounts(own.map((item) => item.refundValue)),
        restockedValue: costOf('resellable'),
        writtenOffValue: costOf('damaged'),
      },
    };
  });
}

/** The response form of supplier returns: lines with where their units left from, every amount in the purchase order's currency. */
async function supplierReturnsOf(db: Db, rows: Awaited<ReturnType<typeof repo.listSupplierReturns>>['rows']): Promise<SupplierReturn[]> {
  const ids = rows.map((row) => row.header.id);
  const [items, grains] = ids.length ? await Promise.all([repo.supplierReturnItemsOf(db, ids), grainsMovedBy(db, 'supplier_return', ids)]) : [[], []];
  return rows.map(({ header, ...order }) => {
    const lines = items.filter((item) => item.returnId === header.id);
    return {
      ...header,
      ...order,
      createdAt: header.createdAt.toISOString(),
      items: lines.map(({ returnId: _, value, ...item }) => ({
        ...item,
        value: Number(value),
        currency: order.currency,
        takenFrom: grains.filter((g) => g.referenceId === header.id && g.productId === item.productId).map(({ referenceId: __, productId: ___, ...g }) => g),
      })),
      totalValue: sumAmounts(lines.map((line) => line.value)),
    };
  });
}

/** GET /api/orders/customer-returns/{id}, amounts in `baseCurrency`. Throws NOT_FOUND, also for another warehouse of a bound actor. */
export async function getCustomerReturn(db: Db, id: string, baseCurrency: string, actor: Actor): Promise<CustomerReturn> {
  const { rows } = await repo.listCustomerReturns(db, { ids: [id] });
  if (!rows[0] || !visibleTo(actor, rows[0].header)) throw AppError.notFound('Return');
  return (await customerReturnsOf(db, rows, baseCurrency))[0]!;
}

/** GET /api/orders/supplier-returns/{id}. Throws NOT_FOUND, also for another warehouse of a bound actor. */
export async function getSupplierReturn(db: Db, id: string, actor: Actor): Promise<SupplierReturn> {
  const { rows } = await repo.listSupplierReturns(db, { ids: [id] });
  if (!rows[0] || !visibleTo(actor, rows[0].header)) throw AppError.notFound('Return');
  return (await supplierReturnsOf(db, rows))[0]!;
}

/** GET /api/orders/customer-returns: newest first, by warehouse and sales order, amounts in `baseCurrency`; a bound actor sees its warehouse's. */
export async function listCustomerReturns(db: Db, query: CustomerReturnListQuery, baseCurrency: string, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total } = await repo.listCustomerReturns(db, { warehouseId, orderId: query.salesOrderId }, page);
  return pageResult(await customerReturnsOf(db, rows, baseCurrency), page, total!);
}

/** GET /api/orders/supplier-returns: newest first, by warehouse and purchase order; a bound actor sees its warehouse's. */
export async function listSupplierReturns(db: Db, query: SupplierReturnListQuery, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total } = await repo.listSupplierReturns(db, { warehouseId, orderId: query.purchaseOrderId }, page);
  return pageResult(await supplierReturnsOf(db, rows), page, total!);
}
