/** The scan box's question (decision 0019): what does this code name? */
import type { Db } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import type { Permission } from '../auth/permissions.js';
import { findByCode } from './lookup.repository.js';
import type { LookupKind, LookupResult } from './lookup.schema.js';

/** The permission that reads each kind, as the kind's own GET does. */
const readPermission: Record<LookupKind, Permission> = {
  product: 'products:read',
  'purchase-order': 'orders:read',
  'sales-order': 'orders:read',
  transfer: 'inventory:read',
  count: 'inventory:read',
  location: 'warehouses:read',
};

/**
 * Every record `code` names that `actor` may read: `{code, matches: [{kind, id, label,
 * warehouseId}]}`, products first; a warehouse-bound actor sees only its warehouse's documents and
 * locations (decision 0003). An unknown code gives no matches, not an error. Throws nothing of its own.
 */
export async function lookupCode(db: Db, code: string, actor: Actor): Promise<LookupResult> {
  const kinds = new Set((Object.keys(readPermission) as LookupKind[]).filter((kind) => actor.permissions.includes(readPermission[kind])));
  const rows = await findByCode(db, code, { kinds, warehouseId: actor.warehouseId });
  return { code, matches: rows.map((row) => ({ kind: row.kind, id: row.id, label: row.label, warehouseId: row.warehouseId })) };
}
