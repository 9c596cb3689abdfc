/**
 * Pick faces (decision 0022 point 4): per product and pick-face location of a warehouse, a min and a
 * max. The ledger makes a replenishment task when a write leaves the units at a face below its min
 * (pick-faces.repository.ts, replenishPickFaces); setting a face up, or changing its min or max,
 * runs the same statement for it at once, so a face set up empty is filled.
 */
import { uniqueViolation, type Db } from '@stockroom/db';
import { assertWarehouseAccess, type Actor } from '../../auth/index.js';
import { AppError } from '../../errors.js';
import { pageOf, pageResult, type Page } from '../../pagination.js';
import { findWarehouse } from '../../warehouses/index.js';
import { requireProducts } from '../inventory.service.js';
import * as repo from './pick-faces.repository.js';
import type { PickFace, PickFaceCreate, PickFaceListQuery, PickFaceUpdate } from './pick-faces.schema.js';

function toPickFace({ face, locationCode, sku, productName, unitsHere }: repo.PickFaceView): PickFace {
  return {
    id: face.id,
    warehouseId: face.warehouseId,
    location: { id: face.locationId, code: locationCode },
    product: { id: face.productId, sku, name: productName },
    min: face.minQuantity,
    max: face.maxQuantity,
    onHand: unitsHere,
    createdBy: face.createdBy,
    updatedBy: face.updatedBy,
    createdAt: face.createdAt.toISOString(),
    updatedAt: face.updatedAt.toISOString(),
  };
}

/** Checks `actor` may use warehouse `warehouseId` and that it exists. Throws FORBIDDEN for another warehouse of a bound actor, NOT_FOUND "Warehouse not found". */
async function requireWarehouse(db: Db, warehouseId: string, actor: Actor): Promise<void> {
  assertWarehouseAccess(actor, warehouseId);
  if (!(await findWarehouse(db, warehouseId))) throw AppError.notFound('Warehouse');
}

/** The face `id` of the warehouse. Throws NOT_FOUND "Pick face not found". */
async function requirePickFace(db: Db, warehouseId: string, id: string): Promise<repo.PickFaceView> {
  const row = await repo.findPickFace(db, warehouseId, id);
  if (!row) throw AppError.notFound('Pick face');
  return row;
}

/**
 * GET /api/warehouse/{id}/pick-faces: the faces of the warehouse in walking order of their location
 * (decision 0022 point 1), then by SKU, each with the units there now; one page (Page,
 * pagination.ts). Throws FORBIDDEN for another warehouse of a bound actor, NOT_FOUND for an unknown warehouse.
 */
export async function listPickFaces(db: Db, query: PickFaceListQuery, actor: Actor): Promise<Page<PickFace>> {
  await requireWarehouse(db, query.id, actor);
  const page = pageOf(query);
  const { rows, total } = await repo.listPickFaces(db, query.id, { productId: query.productId, locationId: query.locationId }, page);
  return pageResult(rows.map(toPickFace), page, total);
}

/** GET /api/warehouse/{id}/pick-faces/{pickFaceId}. Throws FORBIDDEN as listPickFaces, NOT_FOUND "Pick face not found". */
export async function getPickFace(db: Db, warehouseId: string, id: string, actor: Actor): Promise<PickFace> {
  assertWarehouseAccess(actor, warehouseId);
  return toPickFace(await requirePickFace(db, warehouseId, id));
}

/**
 * POST /api/warehouse/{id}/pick-faces (decision 0022 point 4): sets up the pick face of a product
 * at a location of type pick_face of the warehouse, min ≥ 0 and max > min (units); when the units
 * there are already below min, a replenishment task is made in the same transaction. Throws
 * FORBIDDEN / NOT_FOUND as listPickFaces; VALIDATION_ERROR on locationId ("Location not found",
 * "Location is not a pick face": its type is another) or productId ("Product not found");
 * DUPLICATE_ERROR when the product already has a face at that location.
 */
export async function createPickFace(db: Db, input: PickFaceCreate, actor: Actor): Promise<PickFace> {
  const { id: warehouseId, locationId, productId } = input;
  await requireWarehouse(db, warehouseId, actor);
  return db.transaction(async (tx) => {
    const [location] = await Promise.all([repo.findLocation(tx, warehouseId, locationId), requireProducts(tx, [productId], () => 'productId')]);
    if (!location) throw AppError.validation('Invalid request data', { locationId: ['Location not found'] });
    if (location.type !== 'pick_face') throw AppError.validation('Invalid request data', { locationId: ['Location is not a pick face'] });
    let face: repo.PickFaceRow;
    try {
      face = await repo.insertPickFace(tx, { warehouseId, locationId, productId, minQuantity: input.min, maxQuantity: input.max, createdBy: actor.id, updatedBy: actor.id });
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw AppError.duplicate();
      throw error;
    }
    await repo.replenishPickFaces(tx, [{ productId, warehouseId, locationId }], actor.id);
    return toPickFace((await repo.findPickFace(tx, warehouseId, face.id))!);
  });
}

/**
 * PUT /api/warehouse/{id}/pick-faces/{pickFaceId}: changes min, max or both; the result must keep
 * max > min. Units at the face now below the new min make a replenishment task (unless one is
 * open). Throws FORBIDDEN as listPickFaces, NOT_FOUND "Pick face not found", VALIDATION_ERROR
 * "Max must be greater than min" on max.
 */
export async function updatePickFace(db: Db, input: PickFaceUpdate, actor: Actor): Promise<PickFace> {
  const { id: warehouseId, pickFaceId } = input;
  assertWarehouseAccess(actor, warehouseId);
  return db.transaction(async (tx) => {
    const current = await requirePickFace(tx, warehouseId, pickFaceId);
    const min = input.min ?? current.face.minQuantity;
    const max = input.max ?? current.face.maxQuantity;
    if (max <= min) throw AppError.validation('Invalid request data', { max: ['Max must be greater than min'] });
    await repo.updatePickFace(tx, warehouseId, pickFaceId, { minQuantity: min, maxQuantity: max, updatedBy: actor.id });
    await repo.replenishPickFaces(tx, [{ productId: current.face.productId, warehouseId, locationId: current.face.locationId }], actor.id);
    return toPickFace((await repo.findPickFace(tx, warehouseId, pickFaceId))!);
  });
}

/**
 * DELETE /api/warehouse/{id}/pick-faces/{pickFaceId}: the location is no longer the product's face;
 * answers the face removed. A replenishment task already made stays. Throws FORBIDDEN as
 * listPickFaces, NOT_FOUND "Pick face not found".
 */
export async function deletePickFace(db: Db, warehouseId: string, id: string, actor: Actor): Promise<PickFace> {
  assertWarehouseAccess(actor, warehouseId);
  return db.transaction(async (tx) => {
    const face = toPickFace(await requirePickFace(tx, warehouseId, id));
    await repo.deletePickFace(tx, warehouseId, id);
    return face;
  });
}
