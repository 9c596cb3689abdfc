/** Customer use cases (decision 0004). Codes are unique (the database decides). */
import { customers, type Db } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { ifMatching } from '../preconditions.js';
import { pageOf, pageResult } from '../pagination.js';
import { listParties, partyTimes, partyWriteError, type PartyListQuery } from '../parties.js';
import * as repo from './customers.repository.js';
import type { Customer, CustomerCreate } from './customers.schema.js';

const toCustomer = (row: repo.CustomerRow): Customer => partyTimes(row);

/** Throws NOT_FOUND. */
export async function getCustomer(db: Db, id: string): Promise<Customer> {
  const row = await repo.findCustomerById(db, id);
  if (!row) throw AppError.notFound('Customer');
  return toCustomer(row);
}

/** Lists customers by name, one page (Page, pagination.ts), searchable by name, code or e-mail. */
export async function listCustomers(db: Db, query: PartyListQuery) {
  const page = pageOf(query);
  const { rows, total, last } = await listParties(db, customers, query, page);
  return pageResult(rows.map(toCustomer), page, total, last);
}

/** Creates a customer. Throws DUPLICATE_ERROR for a taken code. */
export async function createCustomer(db: Db, input: CustomerCreate, actor: Actor): Promise<Customer> {
  try {
    return toCustomer(await repo.insertCustomer(db, { ...input, createdBy: actor.id, updatedBy: actor.id }));
  } catch (error) {
    partyWriteError(error);
  }
}

/** Updates the given fields. Throws NOT_FOUND, DUPLICATE_ERROR. */
export function updateCustomer(db: Db, id: string, input: Partial<CustomerCreate>, actor: Actor, ifMatch?: string): Promise<Customer> {
  const current = async (tx: Db) => {
    await repo.lockCustomer(tx, id);
    return getCustomer(tx, id);
  };
  return ifMatching(db, ifMatch, current, async (tx) => {
    let row: repo.CustomerRow | undefined;
    try {
      row = await repo.updateCustomer(tx, id, { ...input, updatedBy: actor.id });
    } catch (error) {
      partyWriteError(error);
    }
    if (!row) throw AppError.notFound('Customer');
    return toCustomer(row);
  });
}

/** For a new sales order: the customer, which must exist and be active, else VALIDATION_ERROR on customerId. */
export async function requireActiveCustomer(db: Db, id: string): Promise<Customer> {
  const row = await repo.findCustomerById(db, id);
  if (!row?.isActive) throw AppError.validation('Invalid request data', { customerId: [row ? 'Customer is inactive' : 'Customer not found'] });
  return toCustomer(row);
}
