/**
 * Transfers between warehouses. A direct transfer (decision 0003) moves its lines in one transaction. A
 * two-step transfer (decision 0016) is a draft until shipped: shipping takes the units out of the source
 * (transfer_out) into transit, counted on the destination's level as `inTransit`; receipts put what
 * arrived into the destination (transfer_in, at the cost recorded when shipped, with the same lots
 * and serial numbers); closing writes the rest off as lost in transit (put down at the destination
 * and taken out again by an adjustment, so the loss is valued like any other). Every step locks the
 * transfer row, so racing receipts never receive more than was shipped.
 */
import type { Db } from '@stockroom/db';
import { v7 as uuidv7 } from 'uuid';
import { assertWarehouseAccess, visibleWarehouse, type Actor } from '../auth/index.js';
import { nextDocumentNumber } from '../documents.js';
import { AppError } from '../errors.js';
import { publishEvents, type EventData } from '../events/index.js';
import { applyStockChanges, defaultLocationId, outboundGrain, requireProducts, unitCostOf, type Inbound, type Outbound, type StockChange } from '../inventory/index.js';
import { emptyPage, pageOf, pageResult } from '../pagination.js';
import { inBaseUnits } from '../products/index.js';
import { requireActiveWarehouse, requireLocation } from '../warehouses/index.js';
import * as repo from './transfers.repository.js';
import type { Transfer, TransferInput, TransferListQuery, TransferReceive } from './transfers.schema.js';

type ItemRow = Awaited<ReturnType<typeof repo.itemsOf>>[number];

/**
 * A transfer as reads return it: its lines, each with the lots and serial numbers still in transit
 * (`grains`, of every transfer read; a lot-less, serial-less grain is left out).
 */
function toTransfer({ transfer: row, ...names }: repo.TransferReadRow, items: ItemRow[], grains: repo.InTransitGrain[]): Transfer {
  return {
    ...row,
    fromWarehouseCode: names.fromWarehouseCode,
    fromWarehouseName: names.fromWarehouseName,
    toWarehouseCode: names.toWarehouseCode,
    toWarehouseName: names.toWarehouseName,
    createdByName: names.createdByName,
    items: items
      .filter(({ item }) => item.transferId === row.id)
      .map(({ item, sku, productName, barcode }) => ({
        productId: item.productId,
        sku,
        productName,
        barcode,
        quantity: item.quantity,
        unit: item.unit,
        unitQuantity: item.unitQuantity,
        shippedQuantity: item.shippedQuantity,
        receivedQuantity: item.receivedQuantity,
        lostQuantity: item.lostQuantity,
        inTransit: item.shippedQuantity - item.receivedQuantity - item.lostQuantity,
        unitCost: item.unitCost,
        inTransitGrains: grains
          .filter((grain) => grain.transferId === row.id && grain.productId === item.productId && (grain.lotId !== null || grain.serialNumber !== null))
          .map(({ lotId, lotNumber, expiryDate, serialNumber, quantity }) => ({ lotId, lotNumber, expiryDate, serialNumber, quantity })),
      })),
    createdAt: row.createdAt.toISOString(),
    shippedAt: row.shippedAt?.toISOString() ?? null,
  };
}

const visibleTo = (actor: Actor, row: repo.TransferRow) => !actor.warehouseId || [row.fromWarehouseId, row.toWarehouseId].includes(actor.warehouseId);

/** GET /api/warehouse/transfers/{id}: a transfer the actor may see (a bound actor: touching its warehouse). Throws NOT_FOUND. */
export async function getTransfer(db: Db, id: string, actor: Actor): Promise<Transfer> {
  const [row, items, grains] = await Promise.all([repo.readTransfer(db, id), repo.itemsOf(db, [id]), repo.inTransitGrainsOf(db, [id])]);
  if (!row || !visibleTo(actor, row.transfer)) throw AppError.notFound('Transfer');
  return toTransfer(row, items, grains);
}

/**
 * GET /api/warehouse/transfers: a page of transfers newest first, by warehouse (source or
 * destination), status and a part of the number (`number`, any case, as the order lists: the work
 * queues of decision 0019 search by number); a bound actor sees those touching its warehouse, another
 * warehouse named gives an empty page. Input: TransferListQuery; output: Page<Transfer>.
 */
export async function listTransfers(db: Db, query: TransferListQuery, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total } = await repo.listTransfers(db, { warehouseId, status: query.status, number: query.number }, page);
  const ids = rows.map((row) => row.transfer.id);
  const [items, grains] = await Promise.all([repo.itemsOf(db, ids), repo.inTransitGrainsOf(db, ids)]);
  return pageResult(rows.map((row) => toTransfer(row, items, grains)), page, total);
}

/**
 * The warehouse on the other side of a step a bound actor may take: it must exist and be active,
 * but the actor need not have access to it (decision 0016: ship out of one's warehouse, receive into it).
 */
const otherSide = (tx: Db, warehouseId: string, actor: Actor, field: string) => requireActiveWarehouse(tx, warehouseId, { ...actor, warehouseId: null }, field);

/**
 * POST /api/warehouse/transfers. `direct` (default): moves every line in one transaction (a
 * transfer_out and a transfer_in movement per line and grain, at the product's cost price, or under
 * FIFO at what the units' layers gave them, which arrive with them in order (decision 0023); lots
 * and serial numbers kept), status `completed`; a bound actor gets FORBIDDEN, since a direct
 * transfer writes both warehouses. `two-step`: records a `draft` (nothing moves) that a bound actor
 * may create out of its own warehouse. Numbered TR-000001, gapless. A line's quantity may be in any
 * unit of its product: converted to base units, kept as entered (decision 0021).
 * Throws FORBIDDEN; VALIDATION_ERROR for unknown products, locations or lots, a unit that does not convert, or
 * unknown/inactive warehouses; INSUFFICIENT_STOCK with details naming each short product
 * (nothing moved).
 */
export function createTransfer(db: Db, input: TransferInput, actor: Actor): Promise<Transfer> {
  return db.transaction(async (tx) => {
    const direct = (input.mode ?? 'direct') === 'direct';
    await requireActiveWarehouse(tx, input.fromWarehouseId, actor, 'fromWarehouseId');
    await (direct ? requireActiveWarehouse(tx, input.toWarehouseId, actor, 'toWarehouseId') : otherSide(tx, input.toWarehouseId, actor, 'toWarehouseId'));
    const found = await requireProducts(tx, input.items.map((i) => i.productId), (i) => `items.${i}.productId`);
    const entered = await inBaseUnits(tx, input.items, (i) => `items.${i}.quantity`);
    const items = input.items.map((item, i) => ({ ...item, ...entered[i]! }));
    const id = uuidv7();
    const changes: StockChange[] = [];
    for (const [i, item] of items.entries()) {
      const field = (name: string) => `items.${i}.${name === 'locationId' ? 'fromLocationId' : name}`;
      const grain = await outboundGrain(tx, found[i]!, input.fromWarehouseId, item.quantity, { ...item, locationId: item.fromLocationId }, field, actor, false);
      if (item.toLocationId) await requireLocation(tx, input.toWarehouseId, item.toLocationId, `items.${i}.toLocationId`, true);
      if (!direct) continue;
      const line = { productId: item.productId, quantity: item.quantity, reference: { type: 'transfer', id }, note: input.note, unitCost: found[i]!.costPrice };
      changes.push(
        { ...line, ...grain, kind: 'outbound', type: 'transfer_out', warehouseId: input.fromWarehouseId, reason: 'Transfer out' },
        { ...line, kind: 'inbound', type: 'transfer_in', warehouseId: input.toWarehouseId, locationId: item.toLocationId, reason: 'Transfer in', receives: changes.length },
      );
    }
    // A line's unit cost is what its units left at (decision 0023: under FIFO, their layers' value).
    const movements = direct ? (await applyStockChanges(tx, changes, actor.id)).movements : [];
    const status = direct ? 'completed' : 'draft';
    await repo.insertTransfer(
      tx,
      { id, number: await nextDocumentNumber(tx, 'TR'), fromWarehouseId: input.fromWarehouseId, toWarehouseId: input.toWarehouseId, mode: direct ? 'direct' : 'two-step', status, note: input.note ?? null, createdBy: actor.id },
      items.map((item, i) => ({
        transferId: id,
        productId: item.productId,
        quantity: item.quantity,
        unit: item.unit,
        unitQuantity: item.unitQuantity,
        fromLocationId: item.fromLocationId ?? null,
        toLocationId: item.toLocationId ?? null,
        lotId: item.lotId ?? null,
        serialNumbers: item.serialNumbers ?? null,
        ...(direct ? { shippedQuantity: item.quantity, receivedQuantity: item.quantity, unitCost: unitCostOf(movements[2 * i]!) } : {}),
      })),
    );
    const transfer = await getTransfer(tx, id, actor);
    await publishEvents(tx, [{ type: 'transfer.created', subject: id, data: transferEventData(transfer, null) }]);
    return transfer;
  });
}

/** What a transfer event says (decision 0017): the transfer's id, number, warehouses, mode, status change and lines. */
function transferEventData(transfer: Transfer, from: Transfer['status'] | null): EventData<'transfer.created'> {
  const { id, number, fromWarehouseId, toWarehouseId, mode, status, items } = transfer;
  return { id, number, fromWarehouseId, toWarehouseId, mode, from, to: status, items };
}

/** The two-step transfer, locked, in one of `statuses`. Throws NOT_FOUND; INVALID_STATE naming the current status. */
async function lockTransfer(tx: Db, id: string, actor: Actor, action: string, statuses: repo.TransferRow['status'][]): Promise<repo.TransferRow> {
  const row = await repo.findTransfer(tx, id, true);
  if (!row || !visibleTo(actor, row)) throw AppError.notFound('Transfer');
  if (!statuses.includes(row.status)) throw new AppError('INVALID_STATE', `Cannot ${action} a ${row.status === 'completed' ? 'direct' : row.status} transfer`, { currentStatus: row.status });
  return row;
}

async function moveTo(tx: Db, row: repo.TransferRow, status: repo.TransferRow['status'], actor: Actor, shipped = false): Promise<Transfer> {
  await repo.setStatus(tx, row.id, status, shipped);
  const transfer = await getTransfer(tx, row.id, actor);
  // moveTo is never called with draft or completed (lockTransfer and the callers' statuses).
  await publishEvents(tx, [{ type: `transfer.${status as Exclude<typeof status, 'draft' | 'completed'>}`, subject: row.id, data: transferEventData(transfer, row.status) }]);
  return transfer;
}

/**
 * POST /api/warehouse/transfers/{id}/ship: takes every line of a draft out of the source (a
 * transfer_out movement per grain, picked as the line names or first expiry first out, at the
 * product's cost price or under FIFO at what their layers gave them; the line keeps the cost per
 * unit they left at, which its receipts and losses are valued at) into transit to the destination; status in_transit.
 * A bound actor ships only out of its warehouse.
 * Throws NOT_FOUND; INVALID_STATE unless draft; FORBIDDEN for another source
 * warehouse; VALIDATION_ERROR for an inactive warehouse; INSUFFICIENT_STOCK naming each
 * short product (nothing moves).
 */
export function shipTransfer(db: Db, id: string, actor: Actor): Promise<Transfer> {
  return db.transaction(async (tx) => {
    const row = await lockTransfer(tx, id, actor, 'ship', ['draft']);
    await requireActiveWarehouse(tx, row.fromWarehouseId, actor, 'fromWarehouseId');
    await otherSide(tx, row.toWarehouseId, actor, 'toWarehouseId');
    const items = await repo.itemsOf(tx, [id]);
    const found = await requireProducts(tx, items.map(({ item }) => item.productId), (i) => `items.${i}.productId`);
    const reference = { type: 'transfer', id };
    const changes: StockChange[] = [];
    for (const [i, { item }] of items.entries()) {
      const field = (name: string) => `items.${i}.${name}`;
      const line = { locationId: item.fromLocationId ?? undefined, lotId: item.lotId ?? undefined, serialNumbers: item.serialNumbers ?? undefined };
      const grain = await outboundGrain(tx, found[i]!, row.fromWarehouseId, item.quantity, line, field, actor, false);
      changes.push(
        { ...grain, kind: 'outbound', type: 'transfer_out', productId: item.productId, warehouseId: row.fromWarehouseId, quantity: item.quantity, reason: 'Transfer out', reference, note: row.note ?? undefined, unitCost: found[i]!.costPrice },
        { kind: 'dispatch', productId: item.productId, warehouseId: row.toWarehouseId, quantity: item.quantity },
      );
    }
    const { movements } = await applyStockChanges(tx, changes, actor.id);
    // Units in transit are valued at what they left at (decision 0023: under FIFO, their layers' value).
    for (const [i, { item }] of items.entries()) await repo.advanceItem(tx, id, item.productId, { shipped: item.quantity, unitCost: unitCostOf(movements[2 * i]!) });
    return moveTo(tx, row, 'in_transit', actor, true);
  });
}

/**
 * The changes that put `quantity` units of `item` still in transit down at the destination, off
 * its in-transit count: of the lot or serial numbers named, else earliest expiry first; at the
 * location named, else the line's destination location, else the DEFAULT one; at the cost recorded
 * when shipped. Undefined when the transit does not hold that many of the units named.
 */
async function arrivals(
  tx: Db,
  row: repo.TransferRow,
  item: ItemRow['item'],
  quantity: number,
  named: { lotId?: string | undefined; serialNumbers?: string[] | undefined; locationId?: string | undefined },
): Promise<Inbound[] | undefined> {
  const grains = (await repo.inTransitGrainsOf(tx, [row.id], item.productId)).filter(
    (grain) => (!named.lotId || grain.lotId === named.lotId) && (!named.serialNumbers || (grain.serialNumber !== null && named.serialNumbers.includes(grain.serialNumber))),
  );
  const picked: { lotId: string | null; serialNumber: string | null; quantity: number }[] = [];
  let missing = quantity;
  for (const grain of grains) {
    if (missing === 0) break;
    const take = Math.min(grain.quantity, missing);
    picked.push({ ...grain, quantity: take });
    missing -= take;
  }
  if (missing > 0) return undefined;
  const base = {
    kind: 'inbound' as const,
    type: 'transfer_in' as const,
    productId: item.productId,
    warehouseId: row.toWarehouseId,
    fromTransit: true,
    reason: 'Transfer in',
    reference: { type: 'transfer', id: row.id },
    unitCost: item.unitCost ?? undefined,
    locationId: named.locationId ?? item.toLocationId ?? undefined,
  };
  const serials = picked.filter((p) => p.serialNumber !== null);
  const changes: Inbound[] = picked.filter((p) => p.serialNumber === null).map((p) => ({ ...base, quantity: p.quantity, lotId: p.lotId ?? undefined }));
  if (serials.length) changes.push({ ...base, quantity: serials.length, serialNumbers: serials.map((p) => p.serialNumber!) });
  return changes;
}

const remaining = (item: ItemRow['item']) => item.shippedQuantity - item.receivedQuantity - item.lostQuantity;

/** received when every shipped unit is received or lost, else partially_received. */
async function afterArrival(tx: Db, row: repo.TransferRow, actor: Actor): Promise<Transfer> {
  const items = await repo.itemsOf(tx, [row.id]);
  return moveTo(tx, row, items.every(({ item }) => remaining(item) === 0) ? 'received' : 'partially_received', actor);
}

/**
 * POST /api/warehouse/transfers/{id}/receive: puts what arrived into the destination, per product:
 * a transfer_in movement per grain at the cost recorded when shipped, with the lots and serial
 * numbers shipped (named, else earliest expiry first), at the location named, else the line's
 * destination location, else the DEFAULT one. Partial receipts are allowed; status
 * partially_received, or received when nothing remains in transit. A bound actor receives only
 * into its warehouse. A line's quantity may be in any unit of its product (decision 0021; a unit
 * that does not convert is a VALIDATION_ERROR at `items.<i>.quantity`).
 * Throws NOT_FOUND; INVALID_STATE unless in_transit or partially_received; FORBIDDEN
 * for another destination; VALIDATION_ERROR naming `items.<i>.productId` for a product
 * not on the transfer or an unknown location; OVER_RECEIPT when a line asks for more than is
 * in transit (of the lot or serial numbers named), listing each such line (nothing received).
 */
export function receiveTransfer(db: Db, input: TransferReceive, actor: Actor): Promise<Transfer> {
  return db.transaction(async (tx) => {
    const row = await lockTransfer(tx, input.id, actor, 'receive', ['in_transit', 'partially_received']);
    await requireActiveWarehouse(tx, row.toWarehouseId, actor, 'toWarehouseId');
    const items = new Map((await repo.itemsOf(tx, [row.id])).map(({ item }) => [item.productId, item]));
    const changes: Inbound[] = [];
    const over: { productId: string; shipped: number; received: number; requested: number }[] = [];
    const entered = await inBaseUnits(tx, input.items, (i) => `items.${i}.quantity`);
    for (const [i, request] of input.items.map((item, i) => ({ ...item, quantity: entered[i]!.quantity })).entries()) {
      const item = items.get(request.productId);
      if (!item) throw AppError.validation('Invalid request data', { [`items.${i}.productId`]: ['The transfer has no such line'] });
      if (request.locationId) await requireLocation(tx, row.toWarehouseId, request.locationId, `items.${i}.locationId`, true);
      const arrived = await arrivals(tx, row, item, request.quantity, request);
      if (arrived) changes.push(...arrived);
      else over.push({ productId: item.productId, shipped: item.shippedQuantity, received: item.receivedQuantity + item.lostQuantity, requested: request.quantity });
    }
    if (over.length) throw new AppError('OVER_RECEIPT', 'Receiving more than is in transit', over);
    await applyStockChanges(tx, changes, actor.id);
    for (const change of changes) await repo.advanceItem(tx, row.id, change.productId, { received: change.quantity });
    return afterArrival(tx, row, actor);
  });
}

/**
 * POST /api/warehouse/transfers/{id}/close: records every unit still in transit as lost (put down
 * at the destination's DEFAULT location by a transfer_in movement and taken out again by an
 * adjustment "Lost in transit", both at the cost recorded when shipped); status closed. A bound
 * actor closes only transfers into its warehouse.
 * Throws NOT_FOUND; INVALID_STATE unless in_transit or partially_received.
 */
export function closeTransfer(db: Db, id: string, actor: Actor): Promise<Transfer> {
  return db.transaction(async (tx) => {
    const row = await lockTransfer(tx, id, actor, 'close', ['in_transit', 'partially_received']);
    assertWarehouseAccess(actor, row.toWarehouseId);
    const lostAt = await defaultLocationId(tx, row.toWarehouseId);
    const puts: Inbound[] = [];
    for (const { item } of await repo.itemsOf(tx, [id])) {
      if (remaining(item) > 0) puts.push(...(await arrivals(tx, row, item, remaining(item), { locationId: lostAt }))!);
    }
    if (puts.length) {
      await applyStockChanges(tx, puts.map((put) => ({ ...put, writtenOff: true })), actor.id);
      const losses = puts.map(({ kind: _, fromTransit: __, ...put }): Outbound => ({ ...put, kind: 'outbound', type: 'adjustment', reason: 'Lost in transit' }));
      await applyStockChanges(tx, losses, actor.id);
      for (const put of puts) await repo.advanceItem(tx, id, put.productId, { lost: put.quantity });
    }
    return moveTo(tx, row, 'closed', actor);
  });
}

/** POST /api/warehouse/transfers/{id}/cancel: a draft is cancelled (nothing had moved). Throws NOT_FOUND; INVALID_STATE unless draft. */
export function cancelTransfer(db: Db, id: string, actor: Actor): Promise<Transfer> {
  return db.transaction(async (tx) => {
    const row = await lockTransfer(tx, id, actor, 'cancel', ['draft']);
    assertWarehouseAccess(actor, row.fromWarehouseId);
    return moveTo(tx, row, 'cancelled', actor);
  });
}
