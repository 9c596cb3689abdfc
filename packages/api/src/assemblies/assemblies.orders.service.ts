/**
 * Assembly orders (decision 0023 point 9): build units of an assembly from its components, or take
 * them apart, in one warehouse. Completing one is a single ledger transaction: the components go
 * out and the units come in (assembly_out, assembly_in), or the reverse (disassembly_out,
 * disassembly_in), at the value the units out took.
 */
import type { Db } from '@stockroom/db';
import { visibleWarehouse, type Actor } from '../auth/index.js';
import { nextDocumentNumber } from '../documents.js';
import { AppError } from '../errors.js';
import { applyStockChanges, inboundGrain, lockStockLevels, outboundGrain, requireProducts, type Inbound, type Outbound } from '../inventory/index.js';
import { lineTotal, Money, perUnit, spread, sumAmounts } from '../money.js';
import { emptyPage, pageOf, pageResult } from '../pagination.js';
import { applyReceiptCosts, lockProductCosts } from '../products/index.js';
import { MAX_LINE_QUANTITY } from '../units.js';
import { requireActiveWarehouse } from '../warehouses/index.js';
import { MAX_COST, type AssemblyOrder, type AssemblyOrderComplete, type AssemblyOrderCreate, type AssemblyOrderListQuery } from './assemblies.schema.js';
import * as repo from './assemblies.repository.js';

type Line = Awaited<ReturnType<typeof repo.linesOf>>[number];

const invalid = (field: string, message: string) => AppError.validation('Invalid request data', { [field]: [message] });

/** The API shape of `rows`, with their lines. */
async function toOrders(db: Db, rows: repo.OrderWithNames[]): Promise<AssemblyOrder[]> {
  const lines = new Map<string, Line[]>();
  for (const line of await repo.linesOf(db, rows.map((row) => row.order.id))) lines.set(line.line.assemblyOrderId, [...(lines.get(line.line.assemblyOrderId) ?? []), line]);
  return rows.map(({ order, ...names }) => ({
    id: order.id,
    number: order.number,
    type: order.type,
    status: order.status,
    productId: order.productId,
    warehouseId: order.warehouseId,
    ...names,
    quantity: order.quantity,
    labourCost: order.labourCost,
    value: order.value,
    lines: (lines.get(order.id) ?? []).map(({ line, sku, name, available }) => ({ componentId: line.componentId, sku, name, quantity: line.quantity, available, value: line.value })),
    note: order.note,
    createdBy: order.createdBy,
    createdAt: order.createdAt.toISOString(),
    closedBy: order.closedBy,
    closedAt: order.closedAt?.toISOString() ?? null,
  }));
}

/** GET /api/assembly-orders/{id}: one order with its components and what is available of each. Throws NOT_FOUND, also for an order of another warehouse than a bound actor's. */
export async function getOrder(db: Db, id: string, actor: Actor): Promise<AssemblyOrder> {
  const row = await repo.findOrder(db, id);
  if (!row || (actor.warehouseId && actor.warehouseId !== row.order.warehouseId)) throw AppError.notFound('Assembly order');
  return (await toOrders(db, [row]))[0]!;
}

/** GET /api/assembly-orders: a page of orders newest first, by status, type, warehouse, product and a part of the number; a bound actor sees its warehouse's. */
export async function listOrders(db: Db, query: AssemblyOrderListQuery, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total } = await repo.listOrders(db, { ...query, warehouseId }, page);
  return pageResult(await toOrders(db, rows), page, total);
}

/**
 * POST /api/assembly-orders: an open order AO-000001 to build (or take apart) `input.quantity` units
 * of a product in a warehouse, with its bill of materials' components × quantity as its lines and
 * the labour given (default: the bill's per unit × quantity; none on a disassembly). Nothing moves
 * until it is completed. Throws FORBIDDEN for another warehouse of a bound actor; VALIDATION_ERROR
 * for an unknown warehouse or product, a product without a bill of materials or a kit, a component's total
 * past the line maximum, labour on a disassembly; CONFLICT for a disassembly into components
 * tracked by lot or serial number (which lot they return to is not known).
 */
export function createOrder(db: Db, input: AssemblyOrderCreate, actor: Actor): Promise<AssemblyOrder> {
  return db.transaction(async (tx) => {
    const type = input.type ?? 'assembly';
    await requireActiveWarehouse(tx, input.warehouseId, actor);
    await requireProducts(tx, [input.productId], () => 'productId', true);
    const found = await repo.findBill(tx, input.productId);
    if (!found) throw invalid('productId', 'Product has no bill of materials');
    if (found.bill.type === 'kit') throw invalid('productId', 'A kit is not assembled: it is sold and shipped as its components');
    if (type === 'disassembly' && input.labourCost) throw invalid('labourCost', 'A disassembly adds no labour cost');
    if (type === 'disassembly') refuseTrackedComponents(found.components);
    const lines = found.components.map((component) => ({ componentId: component.productId, quantity: component.quantity * input.quantity }));
    if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) throw invalid('quantity', 'Too many units of a component for one order');
    const labourCost = input.labourCost ?? (type === 'assembly' ? lineTotal(input.quantity, found.bill.labourCost) : 0);
    if (labourCost > MAX_COST) throw invalid(input.labourCost === undefined ? 'quantity' : 'labourCost', 'Labour cost is too high');
    const number = await nextDocumentNumber(tx, 'AO');
    const id = await repo.insertOrder(tx, { number, type, productId: input.productId, warehouseId: input.warehouseId, quantity: input.quantity, labourCost, note: input.note ?? null }, lines, actor.id);
    return getOrder(tx, id, actor);
  });
}

/** CONFLICT when a disassembly would return components tracked by lot or serial number: which lot or serials they are is not known. */
function refuseTrackedComponents(components: readonly { sku: string; tracking: string }[]): void {
  const tracked = components.filter((component) => component.tracking !== 'none');
  if (tracked.length) throw new AppError('CONFLICT', `Components tracked by lot or serial number cannot be returned to stock by a disassembly: ${tracked.map((component) => component.sku).join(', ')}`);
}

/** The order `id`, locked, when it is open and visible to `actor`. Throws NOT_FOUND; INVALID_STATE "Cannot {action} a {status} assembly order". */
async function openOrder(tx: Db, id: string, actor: Actor, action: string): Promise<repo.AssemblyOrderRow> {
  const order = await repo.lockOrder(tx, id);
  if (!order || (actor.warehouseId && actor.warehouseId !== order.warehouseId)) throw AppError.notFound('Assembly order');
  if (order.status !== 'open') throw new AppError('INVALID_STATE', `Cannot ${action} a ${order.status} assembly order`, { currentStatus: order.status });
  return order;
}

/** The value the movements of each change took or gave, currency units, positive. */
const valuesOf = (movements: { value: number }[][]) => movements.map((moved) => new Money(sumAmounts(moved.map((movement) => movement.value))).abs());

/**
 * POST /api/assembly-orders/{id}/complete: in one transaction under the levels' locks of the product
 * and its components, then their product rows (each in the one lock order, so that an assembly and
 * a disassembly, or any other write of these products, cannot deadlock, and the cost prices read are
 * those the units leave at):
 * - an assembly takes its components out (first expiry first out, from pickable locations only, never
 *   expired lots, never units allocated to orders) and brings the units in at the components' value plus the labour, where
 *   `input` says (location, lot, serials: as a receipt);
 * - a disassembly takes the units out (from the grain `input` names: as a shipment) and brings the
 *   components in at the units' value, shared by their cost prices × quantities (by quantities when
 *   those are all 0), to the cent.
 * Products costed at the average take the new units into their cost price (reason assembly); FIFO
 * products open layers at that value; products at standard cost come in at the standard. Returns the
 * completed order with the value of its units and of each line. Throws NOT_FOUND; INVALID_STATE
 * unless open (NOT_FOUND too for an order of another warehouse than a bound actor's); VALIDATION_ERROR
 * for grain fields that do not fit the order's direction or the product's tracking; INSUFFICIENT_STOCK
 * listing each component (or the product) short, nothing written; CONFLICT for a serial number
 * already in stock, or units that would cost more each than a cost price holds.
 */
export function completeOrder(db: Db, input: AssemblyOrderComplete, actor: Actor): Promise<AssemblyOrder> {
  return db.transaction(async (tx) => {
    const order = await openOrder(tx, input.id, actor, 'complete');
    await requireActiveWarehouse(tx, order.warehouseId, actor);
    const [[product], lines] = await Promise.all([requireProducts(tx, [order.productId], () => 'productId'), repo.linesOf(tx, [order.id])]);
    const warehouseId = order.warehouseId;
    const ids = [order.productId, ...lines.map(({ line }) => line.componentId)];
    await lockStockLevels(tx, ids.map((productId) => ({ productId, warehouseId })));
    const costs = await lockProductCosts(tx, ids);
    const posting = { warehouseId, reference: { type: 'assembly_order', id: order.id }, reason: order.type === 'assembly' ? 'Assembly' : 'Disassembly' };
    const work = { order, product: product!, lines, costs, input, posting, actor };
    const completed = order.type === 'assembly' ? await assemble(tx, work) : await disassemble(tx, work);
    await repo.closeOrder(tx, order.id, 'completed', actor.id, completed);
    return getOrder(tx, order.id, actor);
  });
}

/** What completing one order works on: the order, its product and lines, the locked cost prices by product id, the request, what every movement names, and who completes it. */
interface Work {
  order: repo.AssemblyOrderRow;
  product: Awaited<ReturnType<typeof requireProducts>>[number];
  lines: Line[];
  costs: Map<string, number>;
  input: AssemblyOrderComplete;
  posting: Pick<Inbound, 'warehouseId' | 'reference' | 'reason'>;
  actor: Actor;
}

/** An assembly's movements (completeOrder): components out, then the units in at their value plus the labour. Returns the value of the units and of each component. */
async function assemble(tx: Db, { order, product, lines, costs, input, posting, actor }: Work) {
  if (input.lotId !== undefined || input.allowExpired !== undefined) throw invalid(input.lotId !== undefined ? 'lotId' : 'allowExpired', 'An assembly names the lot its units go to by lotNumber');
  const grain = await inboundGrain(tx, product, order.warehouseId, order.quantity, input, (name) => name);
  const out: Outbound[] = lines.map(({ line }) => ({ ...posting, kind: 'outbound', type: 'assembly_out', productId: line.componentId, quantity: line.quantity, unitCost: costs.get(line.componentId)!, sellable: true, pickableOnly: true }));
  const taken = valuesOf((await applyStockChanges(tx, out, actor.id)).movements);
  const value = taken.reduce((sum, part) => sum.plus(part), new Money(order.labourCost)).toNumber();
  const unitCost = perUnit(value, order.quantity);
  if (unitCost > MAX_COST) throw new AppError('CONFLICT', 'The units would cost more each than a cost price holds');
  const made = await applyStockChanges(tx, [{ ...posting, ...grain, kind: 'inbound', type: 'assembly_in', productId: product.id, quantity: order.quantity, value, unitCost }], actor.id);
  await applyReceiptCosts(tx, [{ productId: product.id, quantity: order.quantity, unitCost }], 'assembly');
  return { value: valuesOf(made.movements)[0]!.toNumber(), lines: new Map(lines.map(({ line }, i) => [line.componentId, taken[i]!.toNumber()])) };
}

/** A disassembly's movements (completeOrder): the units out, then the components in at the units' value. Returns the value of the units and of each component. */
async function disassemble(tx: Db, { order, product, lines, costs, input, posting, actor }: Work) {
  const received = (['lotNumber', 'expiryDate', 'manufacturedDate'] as const).find((field) => input[field] !== undefined);
  if (received) throw invalid(received, 'A disassembly names the lot its units come from by lotId');
  refuseTrackedComponents(lines);
  const grain = await outboundGrain(tx, product, order.warehouseId, order.quantity, input, (name) => name, actor, false);
  const gone = await applyStockChanges(tx, [{ ...posting, ...grain, kind: 'outbound', type: 'disassembly_out', productId: product.id, quantity: order.quantity, unitCost: costs.get(product.id)! }], actor.id);
  const value = valuesOf(gone.movements)[0]!;
  const atCost = lines.map(({ line }) => new Money(costs.get(line.componentId)!).times(line.quantity));
  const shares = spread(value, atCost.every((weight) => weight.isZero()) ? lines.map(({ line }) => new Money(line.quantity)) : atCost);
  const components = lines.map(({ line }, i) => ({ productId: line.componentId, quantity: line.quantity, value: shares[i]!.toNumber(), unitCost: perUnit(shares[i]!, line.quantity) }));
  const back = await applyStockChanges(tx, components.map((component): Inbound => ({ ...posting, ...component, kind: 'inbound', type: 'disassembly_in' })), actor.id);
  await applyReceiptCosts(tx, components, 'assembly');
  // What the ledger gave each component: its share, or at standard cost the standard.
  const given = valuesOf(back.movements);
  return { value: value.toNumber(), lines: new Map(components.map((component, i) => [component.productId, given[i]!.toNumber()])) };
}

/** POST /api/assembly-orders/{id}/cancel: closes an open order; nothing moves. Throws NOT_FOUND; INVALID_STATE unless open. */
export function cancelOrder(db: Db, id: string, actor: Actor): Promise<AssemblyOrder> {
  return db.transaction(async (tx) => {
    const order = await openOrder(tx, id, actor, 'cancel');
    await repo.closeOrder(tx, order.id, 'cancelled', actor.id);
    return getOrder(tx, order.id, actor);
  });
}
