/** Supplier use cases (decision 0004). Codes are unique (the database decides). */
import { suppliers, type Db } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { ifMatching } from '../preconditions.js';
import { pageOf, pageResult } from '../pagination.js';
import { listParties, partyTimes, partyWriteError, type PartyListQuery } from '../parties.js';
import * as repo from './suppliers.repository.js';
import type { Supplier, SupplierCreate } from './suppliers.schema.js';

const toSupplier = (row: repo.SupplierRow): Supplier => partyTimes(row);

/** Throws NOT_FOUND. */
export async function getSupplier(db: Db, id: string): Promise<Supplier> {
  const row = await repo.findSupplierById(db, id);
  if (!row) throw AppError.notFound('Supplier');
  return toSupplier(row);
}

/** Lists suppliers by name, one page (Page, pagination.ts), searchable by name, code or e-mail. */
export async function listSuppliers(db: Db, query: PartyListQuery) {
  const page = pageOf(query);
  const { rows, total, last } = await listParties(db, suppliers, query, page);
  return pageResult(rows.map(toSupplier), page, total, last);
}

/** Creates a supplier (payment terms default 30 days, currency USD). Throws DUPLICATE_ERROR for a taken code. */
export async function createSupplier(db: Db, input: SupplierCreate, actor: Actor): Promise<Supplier> {
  try {
    return toSupplier(await repo.insertSupplier(db, { ...input, createdBy: actor.id, updatedBy: actor.id }));
  } catch (error) {
    partyWriteError(error);
  }
}

/** Updates the given fields. Throws NOT_FOUND, DUPLICATE_ERROR. */
export function updateSupplier(db: Db, id: string, input: Partial<SupplierCreate>, actor: Actor, ifMatch?: string): Promise<Supplier> {
  const current = async (tx: Db) => {
    await repo.lockSupplier(tx, id);
    return getSupplier(tx, id);
  };
  return ifMatching(db, ifMatch, current, async (tx) => {
    let row: repo.SupplierRow | undefined;
    try {
      row = await repo.updateSupplier(tx, id, { ...input, updatedBy: actor.id });
    } catch (error) {
      partyWriteError(error);
    }
    if (!row) throw AppError.notFound('Supplier');
    return toSupplier(row);
  });
}

/** For a new purchase order: the supplier, which must exist and be active, else VALIDATION_ERROR on supplierId. */
export async function requireActiveSupplier(db: Db, id: string): Promise<Supplier> {
  const row = await repo.findSupplierById(db, id);
  if (!row?.isActive) throw AppError.validation('Invalid request data', { supplierId: [row ? 'Supplier is inactive' : 'Supplier not found'] });
  return toSupplier(row);
}
