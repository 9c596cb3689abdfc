/** Warehouse use cases (issue 3). Codes are unique (the database decides); scoping per auth/warehouse-scope. */
import { uniqueViolation, type Db } from '@stockroom/db';
import { assertWarehouseAccess, visibleWarehouse, type Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { assertMatches } from '../preconditions.js';
import { isUuid } from '../validation.js';
import { pageOf, pageResult } from '../pagination.js';
import * as repo from './warehouses.repository.js';
import type { Warehouse, WarehouseCreate, WarehouseDetail, WarehouseListQuery } from './warehouses.schema.js';

function toWarehouse(row: repo.WarehouseRow): Warehouse {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** A warehouse the actor may see, with stock totals. Throws NOT_FOUND (404), also for another warehouse of a bound actor. */
export async function getWarehouse(db: Db, id: string, actor: Actor): Promise<WarehouseDetail> {
  const row = visibleWarehouse(actor, id) === id ? await repo.findWarehouseById(db, id) : undefined;
  if (!row) throw AppError.notFound('Warehouse');
  return { ...toWarehouse(row), stock: await repo.stockTotals(db, id) };
}

/** Lists warehouses by code (both list forms); a bound actor sees only its own. */
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

/** Creates a warehouse. Throws DUPLICATE_ERROR (409) "Record already exists" for a taken code. */
export async function createWarehouse(db: Db, input: WarehouseCreate, actor: Actor): Promise<Warehouse> {
  try {
    return toWarehouse(await repo.insertWarehouse(db, { ...input, createdBy: actor.id, updatedBy: actor.id }));
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw AppError.duplicate();
    throw error;
  }
}

/**
 * Updates the given fields and returns the warehouse as GET shows it, with `ifMatch` only while
 * the warehouse is as the client read it (preconditions.ts). Throws FORBIDDEN (403) for another
 * warehouse of a bound actor, NOT_FOUND (404), DUPLICATE_ERROR (409) for a taken code, CONFLICT
 * (409) "Warehouse still holds stock" when deactivating a warehouse with units on hand,
 * PRECONDITION_FAILED (412). A deactivation (or a conditional update) first locks the row, so it
 * waits for stock writes into the warehouse (which share-lock it) and then sees their stock.
 */
export function updateWarehouse(db: Db, id: string, input: Partial<WarehouseCreate>, actor: Actor, ifMatch?: string): Promise<WarehouseDetail> {
  assertWarehouseAccess(actor, id);
  return db.transaction(async (tx) => {
    if (input.isActive === false || ifMatch !== undefined) {
      if (!(await repo.lockWarehouse(tx, id, 'update'))) throw AppError.notFound('Warehouse');
      assertMatches(ifMatch, await getWarehouse(tx, id, actor));
    }
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
 * transaction, so the warehouse cannot be deactivated before the write commits. Throws FORBIDDEN
 * (403), or VALIDATION_ERROR (400) naming `field` ("Warehouse not found" / "Warehouse is inactive").
 */
export async function requireActiveWarehouse(db: Db, id: string, actor: Actor, field = 'warehouseId'): Promise<Warehouse> {
  assertWarehouseAccess(actor, id);
  const row = await repo.lockWarehouse(db, id, 'share');
  if (!row) throw AppError.validation('Invalid request data', { [field]: ['Warehouse not found'] });
  if (!row.isActive) throw AppError.validation('Invalid request data', { [field]: ['Warehouse is inactive'] });
  return toWarehouse(row);
}

/** The warehouse with this code or id (CLI, seed), or undefined. */
export async function findWarehouse(db: Db, codeOrId: string): Promise<Warehouse | undefined> {
  const row = isUuid(codeOrId) ? await repo.findWarehouseById(db, codeOrId) : await repo.findWarehouseByCode(db, codeOrId);
  return row && toWarehouse(row);
}
