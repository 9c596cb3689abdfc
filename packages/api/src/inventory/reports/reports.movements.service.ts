/**
 * Reads of the stock ledger: the movements list and one movement, the grains documents moved, and
 * the trace of a lot or serial number (decision 0015). A bound actor sees its warehouse only.
 */
import type { Db, MovementType } from '@stockroom/db';
import { visibleWarehouse, type Actor } from '../../auth/index.js';
import { AppError } from '../../errors.js';
import { emptyPage, pageOf, pageResult } from '../../pagination.js';
import { findLot, findProducts } from '../inventory.repository.js';
import type { Movement, MovementListItem, MovementListQuery, Trace, TraceQuery } from '../inventory.schema.js';
import { toMovement } from '../ledger/ledger.records.js';
import * as repo from './reports.movements.repository.js';

/** An ISO date (YYYY-MM-DD) as a bound: the day's first instant, or with `endOfDay` its last. */
export function dateBound(value: string | undefined, endOfDay = false): Date | undefined {
  if (!value) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`) : new Date(value);
}

/**
 * GET /api/inventory/movements: the ledger, newest first by sequence (commit order, decision 0013), each
 * movement with its product's SKU and name and its warehouse's code; a bound actor sees its
 * warehouse only.
 */
export async function listMovements(db: Db, query: MovementListQuery, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total, last } = await repo.listMovements(
    db,
    { productId: query.productId, warehouseId, type: query.type, from: dateBound(query.from), to: dateBound(query.to, true) },
    page,
  );
  return pageResult(rows.map(({ movement, ...names }) => ({ ...toMovement(movement), ...names })), page, total, last);
}

/** GET /api/inventory/movements/{id}: one ledger entry with its names. Throws NOT_FOUND, also for another warehouse of a bound actor. */
export async function getMovement(db: Db, id: string, actor: Actor): Promise<MovementListItem> {
  const row = await repo.findMovement(db, id);
  if (!row || (actor.warehouseId && row.movement.warehouseId !== actor.warehouseId)) throw AppError.notFound('Stock movement');
  const { movement, ...names } = row;
  return { ...toMovement(movement), ...names };
}

/**
 * The stock movements of documents of one type summed per document, product and grain (see
 * repo.grainsOfReference), quantities as units moved (positive); `movedAt`: only those of the
 * transaction that started then (one shipment's).
 */
export async function grainsMovedBy(db: Db, referenceType: string, referenceIds: string[], movedAt?: Date) {
  if (!referenceIds.length) return [];
  const rows = await repo.grainsOfReference(db, referenceType, referenceIds, movedAt);
  return rows.map((row) => ({ ...row, quantity: Math.abs(row.quantity) }));
}

/** Units that came into the business: received, added by hand, or made by an assembly order (decision 0023 point 9). */
const INBOUND_TYPES = new Set<MovementType>(['receipt', 'manual_in', 'assembly_in']);

/**
 * GET /api/inventory/trace: every movement of one lot (by `lotNumber`) or one serial number of a
 * product, oldest first, each with its document (purchase order and supplier, sales order and
 * customer, transfer) and totals received, shipped and on hand (decision 0015: a recall in one
 * request). A bound actor sees its warehouse's movements only. Throws NOT_FOUND for an
 * unknown product or lot, or a serial number never moved.
 */
export async function trace(db: Db, query: TraceQuery, actor: Actor): Promise<Trace> {
  const [product] = await findProducts(db, [query.productId]);
  if (!product) throw AppError.notFound('Product');
  const lot = query.lotNumber !== undefined ? await findLot(db, product.id, { lotNumber: query.lotNumber }) : undefined;
  if (query.lotNumber !== undefined && !lot) throw AppError.notFound('Lot');
  const rows = await repo.traceMovements(db, product.id, lot ? { lotId: lot.id } : { serialNumber: query.serialNumber! }, actor.warehouseId ?? undefined);
  if (!lot && !rows.length) throw AppError.notFound('Serial number');
  const movements = rows.map(({ movement, warehouseCode, locationCode, lotNumber, documentNumber, partyType, partyId, partyName }) => {
    const base = toMovement(movement);
    return {
      ...base,
      warehouseCode,
      locationCode,
      lotNumber,
      document: base.reference && { ...base.reference, number: documentNumber, party: partyType && partyId && partyName ? { type: partyType, id: partyId, name: partyName } : null },
    };
  });
  const sum = (keep: (m: Movement) => boolean) => movements.filter(keep).reduce((total, m) => total + m.quantity, 0);
  return {
    productId: product.id,
    sku: product.sku,
    lot: lot ? { id: lot.id, lotNumber: lot.lotNumber, expiryDate: lot.expiryDate } : null,
    serialNumber: lot ? null : query.serialNumber!,
    received: sum((m) => INBOUND_TYPES.has(m.type)),
    shipped: -sum((m) => m.type === 'shipment'),
    onHand: sum(() => true),
    movements,
  };
}
