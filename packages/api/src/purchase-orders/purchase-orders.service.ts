/**
 * Purchase-order use cases (decision 0004). Money: unit costs in currency units (4 decimals), line
 * totals and subtotals computed by the database to the cent. Receipts write `receipt` movements
 * through the inventory ledger and re-average product costs, in the transaction of the status change.
 */
import { purchaseOrders, type Db } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { visibleWarehouse, type Actor } from '../auth/index.js';
import { assertLineTotals, assertTransition, lineTotals, matchLinesInBaseUnits, numberDocument, pendingNumber, recordStatusChange, statusHistoryOf, type LineRequest } from '../documents.js';
import { AppError } from '../errors.js';
import { publishEvents } from '../events/index.js';
import { assertMatches } from '../preconditions.js';
import { currentRate } from '../exchange-rates/index.js';
import { applyStockChanges, convertReceiptCosts, createPutawayTasks, inboundGrain, placeReceipt, receivingLocation, requireProducts, revalueBackdated, suggestPutaway, type StockChange } from '../inventory/index.js';
import { Money } from '../money.js';
import { emptyPage, pageOf, pageResult } from '../pagination.js';
import { applyReceiptCosts, inBaseUnits, restateCostPrices } from '../products/index.js';
import { requireActiveSupplier } from '../suppliers/index.js';
import { findWarehouse, requireActiveWarehouse } from '../warehouses/index.js';
import * as repo from './purchase-orders.repository.js';
import {
  purchaseOrderTransitions,
  type PurchaseOrder,
  type PurchaseOrderCreate,
  type PurchaseOrderListQuery,
  type PurchaseOrderPutaway,
  type PurchaseOrderUpdate,
  type ReceiveInput,
} from './purchase-orders.schema.js';

const today = () => new Date().toISOString().slice(0, 10);

/** The response form of an order: its lines, each in the order's `currency`, and their subtotal. */
function toPurchaseOrder(row: repo.PurchaseOrderReadRow, items: repo.PurchaseOrderItemRow[]): PurchaseOrder {
  // The change feed's position (pagination.ts) is not the order's.
  const { changeXid: _position, ...order } = row.order;
  return {
    ...order,
    supplierName: row.supplierName,
    supplierCode: row.supplierCode,
    warehouseCode: row.warehouseCode,
    warehouseName: row.warehouseName,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
    approvedByName: row.approvedByName,
    items: items.filter((item) => item.purchaseOrderId === order.id).map(({ purchaseOrderId: _, tracking: __, shelfLifeDays: ___, lineTotal, ...item }) => ({ ...item, lineTotal: lineTotal ?? 0, currency: order.currency })),
    subtotal: Number(row.subtotal),
    approvedAt: order.approvedAt?.toISOString() ?? null,
    exchangeRateFixedAt: order.exchangeRateFixedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

const visibleTo = (actor: Actor, order: repo.PurchaseOrderRow) => !actor.warehouseId || actor.warehouseId === order.warehouseId;

/** The order with its lines, subtotal and status history. Throws NOT_FOUND, also for another warehouse of a bound actor. */
export async function getPurchaseOrder(db: Db, id: string, actor: Actor): Promise<PurchaseOrder> {
  // Every part is read at once (one round trip on a transaction's connection).
  const [row, items, returned, history] = await Promise.all([repo.findPurchaseOrder(db, id), repo.itemsOf(db, [id]), repo.returnsOf(db, id), statusHistoryOf(db, 'purchase_order', id)]);
  if (!row || !visibleTo(actor, row.order)) throw AppError.notFound('Purchase order');
  return { ...toPurchaseOrder(row, items), history, returns: returned.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

/** Lists orders newest first with the filters of PurchaseOrderListQuery; a bound actor sees its warehouse's only. */
export async function listPurchaseOrders(db: Db, query: PurchaseOrderListQuery, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total, last } = await repo.listPurchaseOrders(db, { ...query, warehouseId }, page);
  const items = await repo.itemsOf(db, rows.map((r) => r.order.id));
  return pageResult(rows.map((row) => toPurchaseOrder(row, items)), page, total, last);
}

/**
 * Lines with their quantity in base units (converted from `unit`, decision 0021; the unit and
 * quantity as entered beside it) and the product's cost price (per base unit) as the default unit
 * cost. Throws VALIDATION_ERROR at `items.<i>.productId` for an unknown or inactive product or a
 * kit (decision 0023 point 9: its components are bought),
 * `items.<i>.quantity` for a unit that does not convert (baseQuantityOf) or a line total above the
 * column.
 */
async function pricedLines(tx: Db, items: PurchaseOrderCreate['items']) {
  const found = await requireProducts(tx, items.map((i) => i.productId), (i) => `items.${i}.productId`, true);
  const kits = found.flatMap((product, i) => (product.kit ? [[`items.${i}.productId`, ['A kit is not bought: order its components']]] : []));
  if (kits.length) throw AppError.validation('Invalid request data', Object.fromEntries(kits));
  const entered = await inBaseUnits(tx, items, (i) => `items.${i}.quantity`);
  const lines = items.map((item, i) => ({ productId: item.productId, ...entered[i]!, unitCost: item.unitCost ?? found[i]!.costPrice }));
  assertLineTotals(lines.map((line) => ({ quantity: line.quantity, unitAmount: line.unitCost })));
  return lines;
}

/**
 * Creates a draft numbered PO-000001 (gapless). Defaults: order date today, currency the
 * supplier's, unit costs the products' cost prices. Throws FORBIDDEN for another warehouse of
 * a bound actor; VALIDATION_ERROR naming the field for an unknown or inactive supplier,
 * warehouse or product.
 */
export function createPurchaseOrder(db: Db, input: PurchaseOrderCreate, actor: Actor): Promise<PurchaseOrder> {
  return db.transaction(async (tx) => {
    // Independent checks, sent together.
    const [, supplier, lines] = await Promise.all([requireActiveWarehouse(tx, input.warehouseId, actor), requireActiveSupplier(tx, input.supplierId), pricedLines(tx, input.items)]);
    const order = await repo.insertPurchaseOrder(tx, {
      number: pendingNumber(),
      supplierId: input.supplierId,
      warehouseId: input.warehouseId,
      orderDate: input.orderDate ?? today(),
      expectedDate: input.expectedDate ?? null,
      currency: input.currency ?? supplier.currency,
      notes: input.notes ?? null,
      createdBy: actor.id,
      updatedBy: actor.id,
    });
    await Promise.all([repo.insertItems(tx, order.id, lines), recordStatusChange(tx, 'purchase_order', order.id, null, 'draft', actor.id)]);
    return numberDocument(tx, purchaseOrders, order.id, 'PO', () => getPurchaseOrder(tx, order.id, actor));
  });
}

/**
 * PUT: edits a draft (items are replaced) and/or changes the status to approved or cancelled, which
 * needs orders:approve. Approval fixes the exchange rate of the order's currency into
 * `baseCurrency` in force at that moment (decision 0016). Throws NOT_FOUND; FORBIDDEN without
 * orders:approve for a status change or for another warehouse; INVALID_STATE when editing a
 * non-draft or for an illegal transition (current status in details); CONFLICT when approving
 * in a currency without an exchange rate; VALIDATION_ERROR as on create; PRECONDITION_FAILED
 * when `ifMatch` no longer matches the order (preconditions.ts).
 */
export function updatePurchaseOrder(db: Db, id: string, input: Omit<PurchaseOrderUpdate, 'id'>, baseCurrency: string, actor: Actor, ifMatch?: string): Promise<PurchaseOrder> {
  return db.transaction(async (tx) => {
    const order = await repo.lockPurchaseOrder(tx, id);
    if (!order || !visibleTo(actor, order)) throw AppError.notFound('Purchase order');
    assertMatches(ifMatch, await getPurchaseOrder(tx, id, actor));
    const { status, items, ...fields } = input;
    if (Object.keys(fields).length || items) {
      if (order.status !== 'draft') {
        throw new AppError('INVALID_STATE', 'Only a draft purchase order can be edited', { currentStatus: order.status });
      }
      if (fields.warehouseId) await requireActiveWarehouse(tx, fields.warehouseId, actor);
      if (fields.supplierId) await requireActiveSupplier(tx, fields.supplierId);
      if (items) await repo.replaceItems(tx, id, await pricedLines(tx, items));
    }
    if (status) {
      if (!actor.permissions.includes('orders:approve')) throw AppError.forbidden();
      assertTransition(purchaseOrderTransitions, order.status, status);
      await recordStatusChange(tx, 'purchase_order', id, order.status, status, actor.id);
    }
    await repo.updatePurchaseOrder(tx, id, {
      ...fields,
      ...(status ? { status } : {}),
      ...(status === 'approved' ? { approvedBy: actor.id, approvedAt: new Date(), ...(await fixedRate(tx, fields.currency ?? order.currency, baseCurrency)) } : {}),
      updatedBy: actor.id,
    });
    return getPurchaseOrder(tx, id, actor);
  });
}

/** The columns that fix the rate of `currency` in force now (CONFLICT when it has none), stamped with the transaction's time. */
async function fixedRate(tx: Db, currency: string, baseCurrency: string) {
  return { exchangeRate: await currentRate(tx, currency, baseCurrency), exchangeRateFixedAt: sql`now()` };
}

/**
 * The rate a receipt or return of `order` converts its unit costs with: the one fixed on approval;
 * for an order approved before rates existed, the one in force now, fixed on the order from here
 * on (its earlier receipts stay flagged as unconverted in the reports). Throws CONFLICT as
 * currentRate.
 */
async function orderRate(tx: Db, order: repo.PurchaseOrderRow, baseCurrency: string): Promise<number> {
  if (order.exchangeRate !== null) return order.exchangeRate;
  const fixed = await fixedRate(tx, order.currency, baseCurrency);
  await repo.updatePurchaseOrder(tx, order.id, fixed);
  return fixed.exchangeRate;
}

/** A unit cost in the order's currency in base-currency units, to the ledger's 4 decimals. */
const inBaseCurrency = (unitCost: number, rate: number) => new Money(unitCost).times(rate).toDecimalPlaces(4).toNumber();

/**
 * POST …/{id}/receive: receives lines of an approved or partially received order into its
 * warehouse: `receipt` movements at the line's unit cost converted into the base currency at the
 * order's fixed rate (decision 0016), at the location, lot and serials each
 * requested line names (decision 0015; a line may be split across lots by repeating it), the product's
 * cost price re-averaged, received quantities and status (partially_received / received)
 * updated, all in one transaction. A line naming no location goes to its putaway suggestion
 * (decision 0022 point 2), or in a warehouse receiving in two steps to its first receiving location
 * with a `putaway` task per line (per serial) to the suggestion (point 3); a line naming another
 * location than suggested records the suggestion on its movements (`suggestedLocationId`).
 * Throws NOT_FOUND; FORBIDDEN
 * for another warehouse; INVALID_STATE in other statuses; OVER_RECEIPT when a
 * line would exceed ordered minus received (details per line); VALIDATION_ERROR for a line
 * the order lacks or grain fields its product's tracking refuses (inventory/tracking.ts);
 * CONFLICT for a serial already in stock or a lot with another expiry date, or a two-step
 * warehouse without an active receiving location. With `effectiveAt` (decision 0023 point 8) the
 * receipt counts from then and the units out since are revalued (revalueBackdated), which throws
 * VALIDATION_ERROR when it is before a product's last change of costing method.
 */
export function receivePurchaseOrder(db: Db, id: string, input: Omit<ReceiveInput, 'id'>, baseCurrency: string, actor: Actor): Promise<PurchaseOrder> {
  return db.transaction(async (tx) => {
    const order = await repo.lockPurchaseOrder(tx, id);
    if (!order || !visibleTo(actor, order)) throw AppError.notFound('Purchase order');
    if (order.status !== 'approved' && order.status !== 'partially_received') {
      throw new AppError('INVALID_STATE', `Cannot receive a ${order.status} purchase order`, { currentStatus: order.status });
    }
    const matched = await matchLinesInBaseUnits(tx, await repo.itemsOf(tx, [id]), input.items);
    const lines = lineTotals(matched);
    const over = [];
    for (const { line, quantity } of lines) {
      if (!(await repo.receiveLine(tx, line.id, quantity))) {
        over.push({ itemId: line.id, productId: line.productId, ordered: line.quantity, received: line.receivedQuantity, requested: quantity });
      }
    }
    if (over.length) throw new AppError('OVER_RECEIPT', 'Receiving more than ordered', over);
    const rate = await orderRate(tx, order, baseCurrency);
    const grains: Awaited<ReturnType<typeof inboundGrain>>[] = [];
    for (const { line, request, index } of matched) {
      grains.push(await inboundGrain(tx, { id: line.productId, tracking: line.tracking, shelfLifeDays: line.shelfLifeDays }, order.warehouseId, request.quantity, request, (name) => `items.${index}.${name}`));
    }
    // Decision 0022 points 2 and 3: a line naming no location goes to its putaway suggestion, or in a two-step warehouse to receiving with a putaway task.
    // The suggestion is made for the line's units still to receive, as GET …/putaway showed it to the receiver.
    const placements = await placeReceipt(
      tx,
      order.warehouseId,
      matched.map(({ line, entered }, i) => ({ productId: line.productId, quantity: line.quantity - line.receivedQuantity, unit: entered.unit, locationId: grains[i]!.locationId })),
    );
    const changes: StockChange[] = matched.map(({ line, request }, i) => ({
      kind: 'inbound',
      type: 'receipt',
      productId: line.productId,
      warehouseId: order.warehouseId,
      quantity: request.quantity,
      reason: `Receipt for ${order.number}`,
      reference: { type: 'purchase_order', id },
      note: input.note,
      unitCost: inBaseCurrency(line.unitCost, rate),
      effectiveAt: input.effectiveAt === undefined ? undefined : new Date(input.effectiveAt),
      ...grains[i],
      locationId: placements[i]!.locationId,
      suggestedLocationId: placements[i]!.suggestedLocationId,
    }));
    const movements = (await applyStockChanges(tx, changes, actor.id)).movements.flat();
    await createPutawayTasks(
      tx,
      order.warehouseId,
      id,
      matched.flatMap(({ line, request }, i) => {
        const { locationId, putawayToId } = placements[i]!;
        return putawayToId ? [{ productId: line.productId, quantity: request.quantity, lotId: grains[i]!.lotId, serialNumbers: grains[i]!.serialNumbers, fromLocationId: locationId, toLocationId: putawayToId }] : [];
      }),
      actor.id,
    );
    await publishEvents(tx, [{ type: 'receipt.created', subject: id, data: { purchaseOrderId: id, number: order.number, warehouseId: order.warehouseId, movements } }]);
    await applyReceiptCosts(tx, lines.map(({ line, quantity }) => ({ productId: line.productId, quantity, unitCost: inBaseCurrency(line.unitCost, rate) })));
    await revalueBackdated(tx, movements, actor.id);
    const status = (await repo.fullyReceived(tx, id)) ? 'received' : 'partially_received';
    if (status !== order.status) {
      assertTransition(purchaseOrderTransitions, order.status, status);
      await recordStatusChange(tx, 'purchase_order', id, order.status, status, actor.id);
    }
    await repo.updatePurchaseOrder(tx, id, { status, updatedBy: actor.id });
    return getPurchaseOrder(tx, id, actor);
  });
}

/**
 * GET …/{id}/putaway (decision 0022 point 2): where the units still to receive of each line belong,
 * for the receiver to see before receiving: per line not fully received (in line order) its
 * remaining quantity (base units: ordered less received), the pack it was ordered in and the
 * suggested location (suggestPutaway, as the lines were received together now); and the
 * warehouse's receiving steps with, for two steps, the receiving location the units land in first
 * (null when it has none active). Throws NOT_FOUND, also for another warehouse of a bound actor.
 */
export async function purchaseOrderPutaway(db: Db, id: string, actor: Actor): Promise<PurchaseOrderPutaway> {
  const row = await repo.findPurchaseOrder(db, id);
  if (!row || !visibleTo(actor, row.order)) throw AppError.notFound('Purchase order');
  const { warehouseId } = row.order;
  const open = (await repo.itemsOf(db, [id])).filter((item) => item.quantity > item.receivedQuantity);
  const [suggested, warehouse, receiving] = await Promise.all([
    suggestPutaway(db, warehouseId, open.map((item) => ({ productId: item.productId, quantity: item.quantity - item.receivedQuantity, unit: item.unit }))),
    findWarehouse(db, warehouseId),
    receivingLocation(db, warehouseId),
  ]);
  const receivingSteps = warehouse?.receivingSteps ?? 1;
  return {
    purchaseOrderId: id,
    warehouseId,
    receivingSteps,
    receivingLocation: receivingSteps === 2 ? (receiving ?? null) : null,
    lines: open.map((item, i) => ({ itemId: item.id, productId: item.productId, sku: item.sku, remaining: item.quantity - item.receivedQuantity, unit: item.unit, location: suggested[i]! })),
  };
}

/**
 * The order side of a return to the supplier (decision 0016; the returns module owns the rest): locks a
 * partially received or received order, matches the requested lines and adds them to the lines'
 * returned quantities, in the caller's transaction. Returns the order, its rate into the base
 * currency and the matched lines, each line with its unit cost converted at it (`baseUnitCost`). Throws
 * NOT_FOUND, also for another warehouse of a bound actor; INVALID_STATE in other
 * statuses; OVER_RETURN when a line would pass its received quantity, details per line;
 * VALIDATION_ERROR for a line the order lacks or a unit that does not convert; each request's
 * quantity is in base units (matchLinesInBaseUnits, decision 0021), as entered in `entered`.
 */
export async function returnReceivedUnits<R extends LineRequest & { unit?: string | null | undefined }>(tx: Db, id: string, requests: R[], baseCurrency: string, actor: Actor) {
  const order = await repo.lockPurchaseOrder(tx, id);
  if (!order || !visibleTo(actor, order)) throw AppError.notFound('Purchase order');
  if (order.status !== 'received' && order.status !== 'partially_received') {
    throw new AppError('INVALID_STATE', `Cannot return items of a ${order.status} purchase order`, { currentStatus: order.status });
  }
  const matched = await matchLinesInBaseUnits(tx, await repo.itemsOf(tx, [id]), requests);
  const over = [];
  for (const { line, quantity } of lineTotals(matched)) {
    if (!(await repo.returnLine(tx, line.id, quantity))) {
      over.push({ itemId: line.id, productId: line.productId, received: line.receivedQuantity, returned: line.returnedQuantity, requested: quantity });
    }
  }
  if (over.length) throw new AppError('OVER_RETURN', 'Returning more than was received', over);
  const rate = await orderRate(tx, order, baseCurrency);
  return { order, rate, matched: matched.map((match) => ({ ...match, line: { ...match.line, baseUnitCost: inBaseCurrency(match.line.unitCost, rate) } })) };
}

/**
 * `npm run cli -- currency:backfill --currency PLN --rate 0.25` (decision 0016): converts the receipts of
 * purchase orders in `currency` posted before a rate was fixed for their order (orders approved
 * before exchange rates existed), which the ledger holds in `currency`, into the base currency at
 * `rate` (base units per unit of `currency`), in one transaction: their movements' unit costs (to 4
 * decimals) and the day summaries; each order keeps the rate it has, else `rate`, as fixed from its
 * approval; the products' cost prices are restated from the ledger (restateCostPrices). A second
 * run finds nothing to convert. Returns how many orders and products changed. Throws
 * VALIDATION_ERROR for the base currency.
 */
export async function convertUnfixedReceipts(db: Db, currency: string, rate: number, baseCurrency: string): Promise<{ orders: number; products: number }> {
  const differs = `Currency must differ from the base currency (${baseCurrency})`;
  if (currency === baseCurrency) throw AppError.validation(differs, { currency: [differs] });
  return db.transaction(async (tx) => {
    const orders = await repo.ordersWithUnfixedReceipts(tx, currency);
    const products = await convertReceiptCosts(tx, orders, rate);
    await repo.fixRateFromApproval(tx, orders, rate);
    await restateCostPrices(tx, products);
    return { orders: orders.length, products: products.length };
  });
}
