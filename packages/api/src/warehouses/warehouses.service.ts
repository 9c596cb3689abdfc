/** Warehouse use cases (decision 0003). Codes are unique (the database decides); scoping per auth/warehouse-scope. */
import { uniqueViolation, type Db } from '@stockroom/db';
import { assertWarehouseAccess, visibleWarehouse, type Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { assertMatches } from '../preconditions.js';
import { isUuid } from '../validation.js';
import { pageOf, pageResult } from '../pagination.js';
import * as repo from './warehouses.repository.js';
import { neverPickable, type Location, type LocationCreate, type LocationListQuery, type Warehouse, type WarehouseCreate, type WarehouseDetail, type WarehouseListQuery } from './warehouses.schema.js';
import { DEFAULT_LOCATION_CODE } from '@stockroom/db';

function toWarehouse(row: repo.WarehouseRow): Warehouse {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** A warehouse the actor may see, with stock totals. Throws NOT_FOUND, also for another warehouse of a bound actor. */
export async function getWarehouse(db: Db, id: string, actor: Actor): Promise<WarehouseDetail> {
  const row = visibleWarehouse(actor, id) === id ? await repo.findWarehouseById(db, id) : undefined;
  if (!row) throw AppError.notFound('Warehouse');
  return { ...toWarehouse(row), stock: await repo.stockTotals(db, id) };
}

/** Lists warehouses by code, one page (Page, pagination.ts); a bound actor sees only its own. */
export async function listWarehouses(db: Db, query: WarehouseListQuery, actor: Actor) {
  const page = pageOf(query);
  const onlyId = visibleWarehouse(actor, undefined);
  const { rows, total } = await repo.listWarehouses(
    db,
    { search: query.search || undefined, isActive: query.isActive === undefined ? undefined : query.isActive === 'true', onlyId: onlyId || undefined },
    page,
  );
  return pageResult(rows.map(toWarehouse), page, total);
}

/** A warehouse that receives in two steps lands receipts in a receiving location (decision 0022 point 3): it keeps one. */
const receivingNeeded = () => new AppError('CONFLICT', 'A warehouse receiving in two steps needs an active receiving location: create one (type receiving) first');

/**
 * Creates a warehouse with its default location (code DEFAULT, decision 0015), in one transaction.
 * Throws DUPLICATE_ERROR "Record already exists" for a taken code.
 */
export async function createWarehouse(db: Db, input: WarehouseCreate, actor: Actor): Promise<Warehouse> {
  // A new warehouse has only its default location, so it starts receiving in one step.
  if (input.receivingSteps === 2) throw receivingNeeded();
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.insertWarehouse(tx, { ...input, createdBy: actor.id, updatedBy: actor.id });
      await repo.insertDefaultLocation(tx, row.id, actor.id);
      return toWarehouse(row);
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw AppError.duplicate();
    throw error;
  }
}

/**
 * Updates the given fields and returns the warehouse as GET shows it, with `ifMatch` only while
 * the warehouse is as the client read it (preconditions.ts). Throws FORBIDDEN for another
 * warehouse of a bound actor, NOT_FOUND, DUPLICATE_ERROR for a taken code, CONFLICT
 * "Warehouse still holds stock" when deactivating a warehouse with units on hand,
 * PRECONDITION_FAILED. A deactivation (or a conditional update) first locks the row, so it
 * waits for stock writes into the warehouse (which share-lock it) and then sees their stock.
 */
export function updateWarehouse(db: Db, id: string, input: Partial<WarehouseCreate>, actor: Actor, ifMatch?: string): Promise<WarehouseDetail> {
  assertWarehouseAccess(actor, id);
  return db.transaction(async (tx) => {
    // Turning two-step receiving on also locks first: a retyping of its last receiving location waits, then is refused.
    if (input.isActive === false || ifMatch !== undefined || input.receivingSteps === 2) {
      if (!(await repo.lockWarehouse(tx, id, 'update'))) throw AppError.notFound('Warehouse');
      assertMatches(ifMatch, await getWarehouse(tx, id, actor));
    }
    if (input.receivingSteps === 2 && !(await repo.hasReceivingLocation(tx, id))) throw receivingNeeded();
    let result: Awaited<ReturnType<typeof repo.updateWarehouse>>;
    try {
      result = await repo.updateWarehouse(tx, id, { ...input, updatedBy: actor.id });
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw AppError.duplicate();
      throw error;
    }
    if (result === undefined) throw AppError.notFound('Warehouse');
    if (result === 'holds-stock') throw new AppError('CONFLICT', 'Warehouse still holds stock');
    return getWarehouse(tx, id, actor);
  });
}

/**
 * For writes that name a warehouse (movements, transfers, orders): checks the actor may act on it
 * and that it exists and is active, and share-locks its row for the rest of the caller's
 * transaction, so the warehouse cannot be deactivated before the write commits. Throws FORBIDDEN,
 * or VALIDATION_ERROR naming `field` ("Warehouse not found" / "Warehouse is inactive").
 */
export async function requireActiveWarehouse(db: Db, id: string, actor: Actor, field = 'warehouseId'): Promise<Warehouse> {
  assertWarehouseAccess(actor, id);
  const row = await repo.lockWarehouse(db, id, 'share');
  if (!row) throw AppError.validation('Invalid request data', { [field]: ['Warehouse not found'] });
  if (!row.isActive) throw AppError.validation('Invalid request data', { [field]: ['Warehouse is inactive'] });
  return toWarehouse(row);
}

/**
 * For stock writes that name a location (decision 0015): the location must belong to `warehouseId`, and
 * be active when `activeOnly` (units going in; units may still leave an inactive one). Throws
 * VALIDATION_ERROR naming `field` ("Location not found" / "Location is inactive").
 */
export async function requireLocation(db: Db, warehouseId: string, id: string, field: string, activeOnly: boolean): Promise<void> {
  const row = await repo.findLocation(db, warehouseId, id);
  if (!row) throw AppError.validation('Invalid request data', { [field]: ['Location not found'] });
  if (activeOnly && !row.isActive) throw AppError.validation('Invalid request data', { [field]: ['Location is inactive'] });
}

/** True when the location exists and is pickable: its units are sellable (decision 0020). */
export async function isPickableLocation(db: Db, id: string): Promise<boolean> {
  return (await repo.findLocationById(db, id))?.isPickable ?? false;
}

/** The id of the location of `warehouseId` with this code (bulk imports name locations by code, decision 0017), or undefined. */
export async function findLocationId(db: Db, warehouseId: string, code: string): Promise<string | undefined> {
  return (await repo.findLocationByCode(db, warehouseId, code))?.id;
}

/** The warehouse with this code or id (CLI, seed), or undefined. */
export async function findWarehouse(db: Db, codeOrId: string): Promise<Warehouse | undefined> {
  const row = isUuid(codeOrId) ? await repo.findWarehouseById(db, codeOrId) : await repo.findWarehouseByCode(db, codeOrId);
  return row && toWarehouse(row);
}

function toLocation(row: repo.LocationRow): Location {
  return { ...row, isDefault: row.code === DEFAULT_LOCATION_CODE, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** Checks `actor` may use warehouse `id` and that it exists. Throws FORBIDDEN for another warehouse of a bound actor, NOT_FOUND. */
async function requireWarehouse(db: Db, id: string, actor: Actor): Promise<void> {
  assertWarehouseAccess(actor, id);
  if (!(await repo.findWarehouseById(db, id))) throw AppError.notFound('Warehouse');
}

/**
 * Lists the locations of warehouse `warehouseId` in walking order (sequence, none last, then code;
 * decisions 0015 and 0022), filtered by search, active flag, type and zone, one page (Page,
 * pagination.ts). Throws FORBIDDEN for another warehouse of a bound actor, NOT_FOUND for an unknown
 * warehouse.
 */
export async function listLocations(db: Db, warehouseId: string, query: Omit<LocationListQuery, 'id'>, actor: Actor) {
  await requireWarehouse(db, warehouseId, actor);
  const page = pageOf(query);
  const filter = { search: query.search || undefined, isActive: query.isActive === undefined ? undefined : query.isActive === 'true', type: query.type, zone: query.zone };
  const { rows, total } = await repo.listLocations(db, warehouseId, filter, page);
  return pageResult(rows.map(toLocation), page, total);
}

/** One location of a warehouse. Throws FORBIDDEN as listLocations, NOT_FOUND "Location not found". */
export async function getLocation(db: Db, warehouseId: string, id: string, actor: Actor): Promise<Location> {
  assertWarehouseAccess(actor, warehouseId);
  const row = await repo.findLocation(db, warehouseId, id);
  if (!row) throw AppError.notFound('Location');
  return toLocation(row);
}

/**
 * Creates a location in warehouse `warehouseId` (decision 0015). Throws FORBIDDEN / NOT_FOUND
 * as listLocations, DUPLICATE_ERROR when the warehouse already has the code.
 */
export async function createLocation(db: Db, warehouseId: string, input: Omit<LocationCreate, 'id'>, actor: Actor): Promise<Location> {
  await requireWarehouse(db, warehouseId, actor);
  try {
    const isPickable = input.isPickable ?? !neverPickable(input.type);
    return toLocation(await repo.insertLocation(db, { ...input, isPickable, warehouseId, createdBy: actor.id, updatedBy: actor.id }));
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw AppError.duplicate();
    throw error;
  }
}

/**
 * Updates a location's code, name or active flag, with `ifMatch` only while it is as the client
 * read it. The default location keeps its code and stays active, and a location holding stock
 * stays active until its stock is moved out (as Odoo refuses to archive one): CONFLICT. When the
 * location becomes pickable, `madePickable` runs in the same transaction (inventory's
 * allocateWaitingAt: its units go to the lines waiting, decision 0020). Throws FORBIDDEN,
 * NOT_FOUND "Location not found", DUPLICATE_ERROR for a taken code, PRECONDITION_FAILED.
 */
export function updateLocation(
  db: Db,
  warehouseId: string,
  id: string,
  input: Partial<Omit<LocationCreate, 'id'>>,
  actor: Actor,
  ifMatch: string | undefined,
  madePickable: (tx: Db, locationId: string) => Promise<void>,
): Promise<Location> {
  assertWarehouseAccess(actor, warehouseId);
  return db.transaction(async (tx) => {
    const current = await repo.findLocation(tx, warehouseId, id, true);
    if (!current) throw AppError.notFound('Location');
    assertMatches(ifMatch, toLocation(current));
    const renamesOrDeactivates = (input.code !== undefined && input.code !== current.code) || input.isActive === false;
    if (current.code === DEFAULT_LOCATION_CODE && renamesOrDeactivates) {
      throw new AppError('CONFLICT', 'The default location cannot be renamed or deactivated');
    }
    if (current.isActive && input.isActive === false && (await repo.locationHoldsStock(tx, id))) {
      throw new AppError('CONFLICT', 'A location holding stock cannot be deactivated: move its stock out first');
    }
    // A receiving or quarantine location is never pickable (decision 0022 point 1): retyping one makes it so.
    const type = input.type ?? current.type;
    if (neverPickable(type) && input.isPickable === true) throw AppError.validation('Invalid request data', { isPickable: ['Receiving and quarantine locations are never pickable'] });
    const leavesReceiving = current.type === 'receiving' && current.isActive && (type !== 'receiving' || input.isActive === false);
    // The warehouse's row is locked so that turning two-step receiving on, and retyping its other receiving locations, wait for this.
    if (leavesReceiving && (await repo.lockWarehouse(tx, warehouseId, 'update'))!.receivingSteps === 2 && !(await repo.hasReceivingLocation(tx, warehouseId, id))) throw receivingNeeded();
    let updated;
    try {
      updated = (await repo.updateLocation(tx, warehouseId, id, { ...input, ...(neverPickable(type) && { isPickable: false }), updatedBy: actor.id }))!;
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw AppError.duplicate();
      throw error;
    }
    if (updated.isPickable && !current.isPickable) await madePickable(tx, id);
    return toLocation(updated);
  });
}
