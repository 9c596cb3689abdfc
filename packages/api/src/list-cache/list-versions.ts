/**
 * The list versions (table list_versions; decision 0018): what each one covers, the database
 * triggers that bump it, and how a statement reads it. Every write that can change what a cached
 * result of a list holds bumps the versions covering it in the same transaction, by deferred
 * triggers that run once per transaction at commit (so concurrent writers neither queue behind the
 * version row for their whole transaction nor deadlock on it), and only when a value really
 * changes. Stock units are read live by every list and bump nothing. The triggers are made by the
 * migrations named below; apps/server/test/list-cache/versions.test.ts checks that the database
 * holds exactly the triggers listed here.
 */
import { listVersions } from '@stockroom/db';
import { sql } from 'drizzle-orm';

/** Each list version: what moves it, and the triggers (`table.trigger`) that bump it. */
export const LIST_VERSIONS = {
  /** Any product write (a cost price re-averaged on receipt included) or category rename; each product written is logged in product_changes at the version reached (migrations 0008, 0026). */
  products: { triggers: ['products.products_list_version', 'categories.categories_products_list_version'] },
  /** A product created or deleted, renamed, re-coded, given another barcode, moved to another category, archived or restored; a category renamed or deleted (migrations 0025, 0027). */
  products_membership: { triggers: ['products.products_membership_list_version', 'products.products_membership_list_version_on_update', 'categories.categories_products_membership_list_version'] },
  /** A selling price changed (migration 0025). */
  products_price: { triggers: ['products.products_price_list_version'] },
  /** The newest 'products' version whose product_changes entries were pruned (every 1,000 versions the log keeps the last 1,000; migration 0026). */
  products_changes_pruned: { triggers: [] },
  /** A stock level created or deleted; a product's SKU, name, category or stock limits or a warehouse's code changed (migration 0024). */
  levels: { triggers: ['inventory_levels.inventory_levels_list_version', 'products.products_levels_list_version', 'warehouses.warehouses_levels_list_version'] },
} as const satisfies Record<string, { triggers: readonly string[] }>;

export type ListVersionName = keyof typeof LIST_VERSIONS;

/** The current number of the list version `name`, as a column of a statement: read in that statement's snapshot. */
export const listVersion = (name: ListVersionName) => sql<number>`(select ${listVersions.version} from ${listVersions} where ${listVersions.name} = ${name})`.mapWith(Number);
