/**
 * The Stockroom schema (Drizzle). Money is numeric(12,2) read as JS numbers with at most two
 * decimals; quantities are integers; times are timestamptz; identifiers are UUIDv7 made in code.
 * Invariants the database enforces itself: unique SKU, unique category name, unique warehouse code,
 * unique e-mail (case-insensitive), and 0 <= reserved <= on hand on every inventory level.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { holdStatuses, locationTypes, purchaseOrderStatuses, salesOrderStatuses, taskStatuses, taskTypes, waveModes, waveStatuses, type TransferMode, type TransferStatus } from './statuses.js';

export * from './statuses.js';

export const roles = ['admin', 'manager', 'staff', 'viewer'] as const;
export type Role = (typeof roles)[number];
export const roleEnum = pgEnum('role', roles);

/** Who a users row stands for: a person who signs in, or the service principal of an API key (decision 0017). */
export const userKinds = ['person', 'service'] as const;
export type UserKind = (typeof userKinds)[number];
export const userKindEnum = pgEnum('user_kind', userKinds);

/**
 * The unit a product's stock, ledger and costs are kept in, in whole numbers: SPEC 2.1's six, and
 * the finer measures g, ml, cm and mm for products counted to the gram, millilitre or millimetre
 * (decision 0021).
 */
export const unitsOfMeasure = ['piece', 'kg', 'liter', 'meter', 'box', 'pack', 'g', 'ml', 'cm', 'mm'] as const;
export type UnitOfMeasure = (typeof unitsOfMeasure)[number];
export const unitOfMeasureEnum = pgEnum('unit_of_measure', unitsOfMeasure);

/** How a product's units are told apart in stock (decision 0015): not at all, by lot (batch), or one by one by serial number. */
export const trackingModes = ['none', 'lot', 'serial'] as const;
export type Tracking = (typeof trackingModes)[number];
export const trackingEnum = pgEnum('tracking', trackingModes);

/** How a product's stock is valued (decision 0023): at a moving weighted average, first in, first out from cost layers, or at a standard cost. */
export const costingMethods = ['average', 'fifo', 'standard'] as const;
export type CostingMethod = (typeof costingMethods)[number];
export const costingMethodEnum = pgEnum('costing_method', costingMethods);

const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
const audit = () => ({
  createdBy: uuid('created_by').references((): AnyPgColumn => users.id),
  updatedBy: uuid('updated_by').references((): AnyPgColumn => users.id),
});
/**
 * The transaction that last wrote the row (pg_current_xact_id(), 64-bit, never wrapping): set on
 * insert by default and on update by the trigger set_change_xid (migration 0030). Change feeds
 * (decision 0017) page in its order up to the oldest transaction still running, so a row committed
 * late is never skipped. Read as text.
 */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });
const changeXid = () =>
  xid8('change_xid')
    .notNull()
    .default(sql`pg_current_xact_id()`);

/** How a line's quantity was entered (decision 0021): a pack or measure and the quantity in it; both null when entered in the base unit. */
const enteredUnit = () => ({ unit: text('unit'), unitQuantity: integer('unit_quantity') });

/** The CHECK that a line's `unit` and `unitQuantity` are both set or both null, the quantity positive (0 too on a count: `zero`). */
const enteredUnitCheck = (table: string, t: { unit: AnyPgColumn; unitQuantity: AnyPgColumn }, zero = false) =>
  check(`${table}_entered_unit`, sql`(${t.unit} is null) = (${t.unitQuantity} is null) and (${t.unitQuantity} is null or ${zero ? sql`${t.unitQuantity} >= 0` : sql`${t.unitQuantity} > 0`})`);

/** Money in currency units, exact to the cent. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A postal address as stored in jsonb (warehouses, customers, suppliers). */
export interface Address {
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode?: string;
  country: string;
}

export const warehouses = pgTable('warehouses', {
  id: id(),
  code: text('code').notNull().unique('warehouses_code_unique'),
  name: text('name').notNull(),
  address: jsonb('address').$type<Address>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** 1: a receipt puts units away where they are received. 2: a receipt lands in a receiving location and makes a putaway task per line (decision 0022). */
  receivingSteps: smallint('receiving_steps').notNull().default(1),
  ...timestamps(),
  ...audit(),
}, (t) => [check('warehouses_receiving_steps', sql`${t.receivingSteps} in (1, 2)`)]);

/** The code of the location every warehouse has, used wherever a request names none (decision 0015). */
export const DEFAULT_LOCATION_CODE = 'DEFAULT';

/** Places within a warehouse where stock lies: bins, shelves, zones (decision 0015). */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    code: text('code').notNull(),
    name: text('name'),
    isActive: boolean('is_active').notNull().default(true),
    /** Sellable stock lies here: false for quarantine, receiving and damaged bins, whose units are never allocated to orders (decision 0020). */
    isPickable: boolean('is_pickable').notNull().default(true),
    /** What the location is for (decision 0022); receiving and quarantine locations are never pickable. */
    type: text('type', { enum: locationTypes }).notNull().default('storage'),
    /** The zone it belongs to: putaway rules may name a zone, and zone picking splits a wave by it. */
    zone: text('zone'),
    /** Its place on the walk through the warehouse: tasks and pick lists go in this order, then by code. */
    sequence: integer('sequence'),
    /** Most units it holds, of all products together; none: no limit. */
    capacity: integer('capacity'),
    /** Most weight it holds, kg (products' `weight`); none: no limit. */
    maxWeight: numeric('max_weight', { precision: 12, scale: 3, mode: 'number' }),
    ...timestamps(),
    ...audit(),
  },
  (t) => [
    uniqueIndex('locations_warehouse_code_unique').on(t.warehouseId, t.code),
    unique('locations_id_warehouse_unique').on(t.id, t.warehouseId),
    index('locations_walk_idx').on(t.warehouseId, t.sequence, t.code),
    check('locations_code_format', sql`${t.code} ~ '^[A-Z0-9-]{1,50}$'`),
    check('locations_zone_format', sql`${t.zone} ~ '^[A-Z0-9-]{1,50}$'`),
    check('locations_type', sql`${t.type} in ('receiving', 'storage', 'pick_face', 'packing', 'shipping', 'quarantine')`),
    check('locations_never_pickable', sql`${t.type} not in ('receiving', 'quarantine') or not ${t.isPickable}`),
    check('locations_sequence', sql`${t.sequence} >= 0`),
    check('locations_capacity', sql`${t.capacity} > 0`),
    check('locations_max_weight', sql`${t.maxWeight} > 0`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    warehouseId: uuid('warehouse_id').references((): AnyPgColumn => warehouses.id),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Carried by every access token the user is issued; bumped, in the transaction of the change, by
     * a new password, a deactivation, another role or another warehouse, which revokes every token
     * issued before (decision 0013).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    kind: userKindEnum('kind').notNull().default('person'),
    ...timestamps(),
    ...audit(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/**
 * API keys (decision 0017): long-lived bearer tokens for other systems. Each key acts as its own
 * service principal (a users row of kind `service`, which stamps what the key writes) with the
 * key's permissions and warehouse binding. The token itself is never stored: it is a JWT whose
 * `jti` is the key's id, so revoking the row revokes the token.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: text('name').notNull(),
    principalId: uuid('principal_id')
      .notNull()
      .unique('api_keys_principal_unique')
      .references(() => users.id),
    permissions: text('permissions').array().notNull(),
    warehouseId: uuid('warehouse_id').references(() => warehouses.id),
    // SHA-256 (hex) of the key (`sr_live_…`/`sr_test_…`, decision 0017), never the key; null for a key
    // issued as a JWT before such keys, authenticated by its `jti` until it is rolled.
    secretHash: text('secret_hash').unique('api_keys_secret_hash_unique'),
    // What tells the key apart in a list: its prefix and last 4 characters (`sr_live_…abcd`); null for a JWT key.
    keyHint: text('key_hint'),
    // The secret a roll replaced, valid until previous_expires_at: its SHA-256, or null (with
    // previous_expires_at set) when it was the key's JWT.
    previousSecretHash: text('previous_secret_hash').unique('api_keys_previous_secret_hash_unique'),
    previousExpiresAt: timestamp('previous_expires_at', { withTimezone: true }),
    rolledAt: timestamp('rolled_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // The dated API version the key's requests follow unless they name another (docs/API.md, Versions); set at creation.
    apiVersion: text('api_version').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id),
    // Why: 'revoked' (by an admin) or 'creator-deactivated' (its creator was deactivated).
    revokedReason: text('revoked_reason'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedFrom: text('last_used_from'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A reason exactly when revoked, and one of the two.
    check(
      'api_keys_revoked_reason_known',
      sql`(${t.revokedAt} is null and ${t.revokedReason} is null) or (${t.revokedAt} is not null and ${t.revokedReason} is not null and ${t.revokedReason} in ('revoked', 'creator-deactivated'))`,
    ),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id),
    ...timestamps(),
    ...audit(),
  },
  (t) => [uniqueIndex('categories_name_unique').on(t.name)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    brand: text('brand'),
    unitOfMeasure: unitOfMeasureEnum('unit_of_measure').notNull().default('piece'),
    costPrice: money('cost_price').notNull().default(0),
    sellingPrice: money('selling_price').notNull(),
    minStockLevel: integer('min_stock_level'),
    maxStockLevel: integer('max_stock_level'),
    isActive: boolean('is_active').notNull().default(true),
    weight: numeric('weight', { precision: 12, scale: 3, mode: 'number' }),
    barcode: text('barcode'),
    tracking: trackingEnum('tracking').notNull().default('none'),
    /** Decision 0023: once the product has stock movements, changed only by a revaluation (PUT /products/{id}/costing-method). */
    costingMethod: costingMethodEnum('costing_method').notNull().default('average'),
    /** When its costing method or standard cost last changed by a revaluation (decision 0023 point 6): no entry may be backdated before it (point 8). */
    costingSince: timestamp('costing_since', { withTimezone: true }),
    /**
     * A kit (decision 0023 point 9): its bill of materials is of type `kit`, kept by the bill's
     * routes. The ledger refuses its units: a kit has no stock of its own.
     */
    kit: boolean('kit').notNull().default(false),
    /** Days from receipt to expiry, the default expiry date of a received lot (decision 0015). */
    shelfLifeDays: integer('shelf_life_days'),
    /** Fewest days of shelf life a lot must have left to be allocated to an order (decision 0020); null: any unexpired lot. */
    minRemainingShelfLifeDays: integer('min_remaining_shelf_life_days'),
    changeXid: changeXid(),
    ...timestamps(),
    ...audit(),
  },
  (t) => [
    uniqueIndex('products_sku_unique').on(t.sku),
    index('products_change_idx').on(t.changeXid, t.id),
    index('products_category_idx').on(t.categoryId),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_name_idx').on(t.name, t.id),
    index('products_selling_price_idx').on(t.sellingPrice, t.id),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_sku_trgm_idx').using('gin', sql`${t.sku} gin_trgm_ops`),
    index('products_barcode_idx').on(t.barcode),
    check('products_prices_non_negative', sql`${t.costPrice} >= 0 and ${t.sellingPrice} >= 0`),
    check('products_shelf_life_positive', sql`${t.shelfLifeDays} is null or ${t.shelfLifeDays} between 1 and 36500`),
    check('products_min_remaining_shelf_life', sql`${t.minRemainingShelfLifeDays} is null or ${t.minRemainingShelfLifeDays} between 0 and 36500`),
    check(
      'products_stock_levels_ordered',
      sql`${t.minStockLevel} is null or ${t.maxStockLevel} is null or ${t.minStockLevel} <= ${t.maxStockLevel}`,
    ),
  ],
);

/**
 * The packs a product is bought, stored or sold in (decision 0021): a case of 12, a pallet of 40
 * cases. `quantity` counts the unit named `contains` (null: the product's base unit) and
 * `baseQuantity` is the pack in base units, kept with it; a product's list is written as a whole.
 * `gtin` is the pack's barcode as a GTIN-14, one pack per GTIN.
 */
export const packagingUnits = pgTable(
  'packaging_units',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    contains: text('contains'),
    baseQuantity: integer('base_quantity').notNull(),
    gtin: text('gtin'),
    /** Gross weight of one pack, kg, 3 decimals. */
    weight: numeric('weight', { precision: 12, scale: 3, mode: 'number' }),
    /** Outer dimensions of one pack, cm, 1 decimal. */
    length: numeric('length', { precision: 8, scale: 1, mode: 'number' }),
    width: numeric('width', { precision: 8, scale: 1, mode: 'number' }),
    height: numeric('height', { precision: 8, scale: 1, mode: 'number' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('packaging_units_name_unique').on(t.productId, sql`lower(${t.name})`),
    uniqueIndex('packaging_units_gtin_unique').on(t.gtin),
    check('packaging_units_quantities', sql`${t.quantity} >= 1 and ${t.baseQuantity} between 2 and 100000000`),
    check('packaging_units_gtin_digits', sql`${t.gtin} ~ '^[0-9]{14}$'`),
  ],
);

/**
 * The materialized stock balance per product and warehouse. Only the inventory service writes it,
 * together with a stock movement in one transaction; the CHECK refuses overselling.
 */
export const inventoryLevels = pgTable(
  'inventory_levels',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    /** Units shipped to this warehouse on two-step transfers and not yet received or closed (decision 0016); not on hand, not available. */
    inTransit: integer('in_transit').notNull().default(0),
    /** When units last left (any negative movement); dead-stock reports read it instead of the ledger. */
    lastOutboundAt: timestamp('last_outbound_at', { withTimezone: true }),
    changeXid: changeXid(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_levels_change_idx').on(t.changeXid, t.productId, t.warehouseId),
    primaryKey({ columns: [t.productId, t.warehouseId] }),
    index('inventory_levels_warehouse_idx').on(t.warehouseId, t.productId),
    check('inventory_levels_reserved_within_on_hand', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
    check('inventory_levels_in_transit_non_negative', sql`${t.inTransit} >= 0`),
  ],
);

/**
 * Lots (batches) of a lot-tracked product (decision 0015): the number is unique per product; expiry and
 * manufacture are calendar dates. A lot is expired from the day after its expiry date (UTC).
 */
export const lots = pgTable(
  'lots',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    lotNumber: text('lot_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    manufacturedDate: date('manufactured_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lots_product_lot_number_unique').on(t.productId, t.lotNumber),
    unique('lots_id_product_unique').on(t.id, t.productId),
    index('lots_expiry_idx').on(t.expiryDate),
  ],
);

/**
 * Stock at the finest grain a warehouse tracks (decision 0015): per product, warehouse, location, lot
 * and serial number. Per product and warehouse the balances sum to the level's on hand and
 * reserved; a balance's reserved is the sum of its allocations (decision 0020). Written only by the inventory service while it holds the level's row lock,
 * with a ledger row per change in the same transaction. The database has the last word: on hand is
 * never negative, a serial balance holds at most one unit, a serial is in stock at most once per
 * product (a serial's balance is deleted when its unit leaves, so one row per serial is enough; no
 * index reads on_hand, so the updates of every balance stay heap-only), the location belongs to the
 * warehouse and the lot to the product.
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    locationId: uuid('location_id').notNull(),
    lotId: uuid('lot_id'),
    serialNumber: text('serial_number'),
    onHand: integer('on_hand').notNull().default(0),
    /** Units allocated to orders and holds (decision 0020): the sum of the balance's allocations. */
    reserved: integer('reserved').notNull().default(0),
    changeXid: changeXid(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_balances_change_idx').on(t.changeXid, t.id),
    unique('stock_balances_grain_unique').on(t.productId, t.warehouseId, t.locationId, t.lotId, t.serialNumber).nullsNotDistinct(),
    uniqueIndex('stock_balances_serial_unique')
      .on(t.productId, t.serialNumber)
      .where(sql`${t.serialNumber} is not null`),
    foreignKey({ columns: [t.locationId, t.warehouseId], foreignColumns: [locations.id, locations.warehouseId], name: 'stock_balances_location_fk' }),
    foreignKey({ columns: [t.lotId, t.productId], foreignColumns: [lots.id, lots.productId], name: 'stock_balances_lot_fk' }),
    index('stock_balances_warehouse_location_idx').on(t.warehouseId, t.locationId),
    index('stock_balances_lot_idx').on(t.lotId),
    check('stock_balances_on_hand_non_negative', sql`${t.onHand} >= 0`),
    check('stock_balances_reserved_within_on_hand', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
    check('stock_balances_serial_single_unit', sql`${t.serialNumber} is null or ${t.onHand} <= 1`),
  ],
);

export const movementTypes = [
  'receipt',
  'shipment',
  'adjustment',
  'transfer_out',
  'transfer_in',
  'manual_in',
  'manual_out',
  'relocation_out',
  'relocation_in',
  'return_in',
  'return_out',
  'revaluation',
  'assembly_out',
  'assembly_in',
  'disassembly_out',
  'disassembly_in',
] as const;
export type MovementType = (typeof movementTypes)[number];
export const movementTypeEnum = pgEnum('movement_type', movementTypes);

/**
 * The stock ledger: append-only (a trigger refuses UPDATE and DELETE), one row per change of on
 * hand in one warehouse, or of value alone. `quantity` is signed and never 0 but on a `revaluation` (decision
 * 0023 point 4: value without units); `onHandAfter` is the balance after it.
 * `unitCost` (currency units, 4 decimals) is the cost per unit moved, and `value` the value moved
 * (decision 0023), which valuation and COGS read.
 * `sequence` orders the ledger (decision 0013): assigned at insert from an identity, after the movement's
 * level row is locked, so the movements of one level are numbered in commit order and each one's
 * onHandAfter is the previous one's plus its quantity (created_at is the transaction's start).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    sequence: bigint('sequence', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    type: movementTypeEnum('type').notNull(),
    /** The grain the movement changed (decision 0015): location, lot and serial of its stock balance. */
    locationId: uuid('location_id').references(() => locations.id),
    /** A receipt's: where the putaway rules suggested the units go, when the receiver put them elsewhere (decision 0022). */
    suggestedLocationId: uuid('suggested_location_id').references(() => locations.id),
    lotId: uuid('lot_id').references(() => lots.id),
    serialNumber: text('serial_number'),
    quantity: integer('quantity').notNull(),
    onHandAfter: integer('on_hand_after').notNull(),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4, mode: 'number' }),
    reason: text('reason').notNull(),
    referenceType: text('reference_type'),
    referenceId: uuid('reference_id'),
    note: text('note'),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id),
    changeXid: changeXid(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the movement counts for valuation and reports (decision 0023 point 8): its transaction's
     * start unless posted with an earlier date (a backdated receipt or adjustment); a backdated
     * entry's corrections carry the time of the movement they correct. `sequence` stays the commit order.
     */
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Ledger value of the movement, currency units to the cent (unbounded numeric, so no quantity and
     * cost overflow it), written by the ledger (decision 0023 point 1): quantity × unit cost (at
     * standard cost, the standard), or under FIFO what the units took from their cost layers; a
     * revaluation's is the change of value it records.
     */
    value: numeric('value', { mode: 'number' }).notNull(),
    /**
     * A receipt's or supplier return's of a product at standard cost (decision 0023 point 5): its
     * purchase cost less its value at the standard, currency units to the cent (signed as the
     * quantity); null on every other movement.
     */
    purchasePriceVariance: numeric('purchase_price_variance', { mode: 'number' }),
  },
  (t) => [
    index('stock_movements_change_idx').on(t.changeXid, t.id),
    index('stock_movements_type_created_idx').on(t.type, t.createdAt),
    uniqueIndex('stock_movements_sequence_unique').on(t.sequence),
    index('stock_movements_product_warehouse_sequence_idx').on(t.productId, t.warehouseId, t.sequence),
    index('stock_movements_product_effective_idx').on(t.productId, t.effectiveAt, t.sequence),
    index('stock_movements_warehouse_sequence_idx').on(t.warehouseId, t.sequence),
    index('stock_movements_warehouse_created_idx').on(t.warehouseId, t.createdAt),
    index('stock_movements_created_idx').on(t.createdAt),
    index('stock_movements_reference_idx').on(t.referenceType, t.referenceId),
    index('stock_movements_lot_idx').on(t.lotId).where(sql`${t.lotId} is not null`),
    index('stock_movements_serial_idx').on(t.productId, t.serialNumber).where(sql`${t.serialNumber} is not null`),
    // A revaluation (decision 0023 point 4) moves value, no units; the enum is compared as text so that the migration adding it can build the CHECK.
    check('stock_movements_quantity_non_zero', sql`${t.quantity} <> 0 or ${t.type}::text = 'revaluation'`),
    check('stock_movements_on_hand_after_non_negative', sql`${t.onHandAfter} >= 0`),
  ],
);

/**
 * FIFO cost layers (decision 0023 point 3): the units one inbound movement brought of a FIFO
 * product into one warehouse and lot, with their value (currency units), and what of both is left.
 * Outbound movements take layers oldest first (`sequence`) within their lot; taking q of r units
 * left takes round(remaining value × q / r, 2), the last unit the rest, so the remaining layers
 * always sum to the ledger's value. Written by the ledger under the level's row lock, by a landed
 * cost under the same locks, by a change of costing method under the product's row lock FOR UPDATE
 * (which no stock write of the product passes), and by the one-time currency conversion of receipts
 * (decision 0016) under its lock on the ledger.
 */
export const costLayers = pgTable(
  'cost_layers',
  {
    id: id(),
    sequence: bigint('sequence', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    lotId: uuid('lot_id').references(() => lots.id),
    /** The inbound movement that brought the units. */
    movementId: uuid('movement_id')
      .notNull()
      .references(() => stockMovements.id),
    quantity: integer('quantity').notNull(),
    value: numeric('value', { mode: 'number' }).notNull(),
    remaining: integer('remaining').notNull(),
    remainingValue: numeric('remaining_value', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its movement's effective time: units out take layers in this order, then by sequence (decision 0023 point 8). */
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cost_layers_open_idx').on(t.productId, t.warehouseId, t.lotId, t.effectiveAt, t.sequence).where(sql`${t.remaining} > 0`),
    index('cost_layers_movement_idx').on(t.movementId),
    check('cost_layers_quantities', sql`${t.quantity} > 0 and ${t.remaining} between 0 and ${t.quantity}`),
    check('cost_layers_values', sql`${t.value} >= 0 and ${t.remainingValue} between 0 and ${t.value} and (${t.remaining} > 0 or ${t.remainingValue} = 0)`),
  ],
);

/**
 * The ledger summed per UTC day, warehouse, product and movement type, written with the movements
 * in the same transaction. Reports over days read it instead of every movement. `quantity` is a
 * bigint and `value` an unbounded numeric (decision 0013): a day's sum passes what one movement holds.
 */
export const stockMovementDaily = pgTable(
  'stock_movement_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    type: movementTypeEnum('type').notNull(),
    movements: integer('movements').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    value: numeric('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.warehouseId, t.productId, t.type] }), index('stock_movement_daily_product_idx').on(t.productId)],
);

export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    number: text('number').notNull(),
    fromWarehouseId: uuid('from_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    toWarehouseId: uuid('to_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    mode: text('mode').$type<TransferMode>().notNull().default('direct'),
    status: text('status').$type<TransferStatus>().notNull().default('completed'),
    note: text('note'),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('transfers_number_unique').on(t.number),
    index('transfers_open_idx').on(t.toWarehouseId).where(sql`${t.status} in ('in_transit', 'partially_received')`),
    check('transfers_distinct_warehouses', sql`${t.fromWarehouseId} <> ${t.toWarehouseId}`),
    check('transfers_mode', sql`${t.mode} in ('direct', 'two-step')`),
    check('transfers_status', sql`(${t.mode} = 'direct') = (${t.status} = 'completed') and ${t.status} in ('completed', 'draft', 'in_transit', 'partially_received', 'received', 'closed', 'cancelled')`),
  ],
);

/**
 * One product of a transfer: the quantity asked for with the grain to take (location, lot, serial
 * numbers) and where to put it; for two-step transfers the units shipped (at `unitCost`, the cost
 * price when shipped), received and lost in transit (decision 0016). The database keeps
 * received + lost ≤ shipped ≤ quantity.
 */
export const transferItems = pgTable(
  'transfer_items',
  {
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    ...enteredUnit(),
    fromLocationId: uuid('from_location_id').references(() => locations.id),
    toLocationId: uuid('to_location_id').references(() => locations.id),
    lotId: uuid('lot_id').references(() => lots.id),
    serialNumbers: text('serial_numbers').array(),
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    lostQuantity: integer('lost_quantity').notNull().default(0),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4, mode: 'number' }),
  },
  (t) => [
    enteredUnitCheck('transfer_items', t),
    primaryKey({ columns: [t.transferId, t.productId] }),
    check('transfer_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'transfer_items_progress',
      sql`${t.receivedQuantity} >= 0 and ${t.lostQuantity} >= 0 and ${t.receivedQuantity} + ${t.lostQuantity} <= ${t.shippedQuantity} and ${t.shippedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/** States of a stock count session (decision 0016): counted while open, then approved (variances posted) or cancelled. */
export const countStatuses = ['open', 'approved', 'cancelled'] as const;
export type CountStatus = (typeof countStatuses)[number];
export const countStatusEnum = pgEnum('count_status', countStatuses);

/**
 * Cycle counts (stocktakes, decision 0016): a session over the balances of one warehouse in its scope
 * (a location, a category, products), numbered CC-000001. Approving posts one adjustment per line
 * with a variance and records the totals; `varianceValue` is in currency units at cost.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: id(),
    number: text('number').notNull(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    locationId: uuid('location_id'),
    categoryId: uuid('category_id').references(() => categories.id),
    productIds: uuid('product_ids').array(),
    blind: boolean('blind').notNull().default(false),
    status: countStatusEnum('status').notNull().default('open'),
    note: text('note'),
    varianceQuantity: integer('variance_quantity'),
    varianceValue: numeric('variance_value', { mode: 'number' }),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid('closed_by').references((): AnyPgColumn => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_counts_number_unique').on(t.number),
    foreignKey({ columns: [t.locationId, t.warehouseId], foreignColumns: [locations.id, locations.warehouseId], name: 'stock_counts_location_fk' }),
    index('stock_counts_warehouse_created_idx').on(t.warehouseId, t.createdAt),
    index('stock_counts_closed_idx').on(t.closedAt).where(sql`${t.status} = 'approved'`),
    check('stock_counts_closed', sql`(${t.status} = 'open') = (${t.closedAt} is null)`),
  ],
);

/**
 * One balance of a count session: the quantity expected when the session opened, the last
 * quantity counted with the balance's on hand at that moment (`bookQuantity`), and once approved
 * the variance (counted − book) in units and at cost (currency units).
 */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: id(),
    countId: uuid('count_id')
      .notNull()
      .references(() => stockCounts.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    lotId: uuid('lot_id').references(() => lots.id),
    serialNumber: text('serial_number'),
    expectedQuantity: integer('expected_quantity').notNull(),
    countedQuantity: integer('counted_quantity'),
    bookQuantity: integer('book_quantity'),
    countedBy: uuid('counted_by').references((): AnyPgColumn => users.id),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    varianceQuantity: integer('variance_quantity'),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4, mode: 'number' }),
    varianceValue: numeric('variance_value', { mode: 'number' }),
  },
  (t) => [
    unique('stock_count_lines_grain_unique').on(t.countId, t.productId, t.locationId, t.lotId, t.serialNumber).nullsNotDistinct(),
    check('stock_count_lines_quantities', sql`${t.expectedQuantity} >= 0 and ${t.countedQuantity} >= 0 and ${t.bookQuantity} >= 0`),
    check('stock_count_lines_counted', sql`(${t.countedQuantity} is null) = (${t.countedAt} is null)`),
  ],
);

/** Every count recorded on a line, oldest first (the last one is the line's): decision 0016's count history. */
export const stockCountEntries = pgTable(
  'stock_count_entries',
  {
    id: id(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => stockCountLines.id),
    countedQuantity: integer('counted_quantity').notNull(),
    ...enteredUnit(),
    bookQuantity: integer('book_quantity').notNull(),
    countedBy: uuid('counted_by').references((): AnyPgColumn => users.id),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enteredUnitCheck('stock_count_entries', t, true),
    index('stock_count_entries_line_idx').on(t.lineId, t.countedAt),
  ],
);

/** Gapless document numbers (TR-000001, PO-000001, …): one counter row per prefix, bumped inside the writing transaction. */
export const documentCounters = pgTable('document_counters', {
  prefix: text('prefix').primaryKey(),
  last: integer('last').notNull().default(0),
});

/**
 * Responses of mutating requests sent with an `Idempotency-Key`, per user, kept at least 24 hours:
 * a retry with the same key and body gets the stored response instead of writing again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

const partyFields = () => ({
  id: id(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  isActive: boolean('is_active').notNull().default(true),
  notes: text('notes'),
  changeXid: changeXid(),
  ...timestamps(),
  ...audit(),
});

export const suppliers = pgTable(
  'suppliers',
  {
    ...partyFields(),
    contactName: text('contact_name'),
    address: jsonb('address').$type<Address>(),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    currency: text('currency').notNull().default('USD'),
    leadTimeDays: integer('lead_time_days'),
  },
  (t) => [uniqueIndex('suppliers_code_unique').on(t.code), index('suppliers_name_idx').on(t.name), index('suppliers_change_idx').on(t.changeXid, t.id)],
);

export const customers = pgTable(
  'customers',
  {
    ...partyFields(),
    billingAddress: jsonb('billing_address').$type<Address>(),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    /** The customer's orders ship complete by default: nothing ships while a line is backordered (decision 0020). */
    shipComplete: boolean('ship_complete').notNull().default(false),
    /** Fewest days of shelf life a lot must have left to be allocated to this customer's orders (decision 0020). */
    minRemainingShelfLifeDays: integer('min_remaining_shelf_life_days'),
  },
  (t) => [
    uniqueIndex('customers_code_unique').on(t.code),
    index('customers_name_idx').on(t.name),
    index('customers_change_idx').on(t.changeXid, t.id),
    check('customers_min_remaining_shelf_life', sql`${t.minRemainingShelfLifeDays} is null or ${t.minRemainingShelfLifeDays} between 0 and 36500`),
  ],
);

/**
 * What a supplier sells (decision 0016's replenishment): its SKU, unit cost in `currency` (currency
 * units, 4 decimals), lead time in days and minimum order quantity per product. A product has at
 * most one preferred supplier, whose offer reorder suggestions use (a partial unique index).
 */
export const supplierProducts = pgTable(
  'supplier_products',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    supplierSku: text('supplier_sku'),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    leadTimeDays: integer('lead_time_days').notNull().default(0),
    minimumOrderQuantity: integer('minimum_order_quantity').notNull().default(1),
    /** The pack the supplier sells in (decision 0021): a packaging unit's name and its size in base units when the offer was written; orders are whole packs. */
    packUnit: text('pack_unit'),
    packQuantity: integer('pack_quantity'),
    isPreferred: boolean('is_preferred').notNull().default(false),
    ...timestamps(),
    ...audit(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.productId] }),
    uniqueIndex('supplier_products_preferred_unique').on(t.productId).where(sql`${t.isPreferred}`),
    index('supplier_products_product_idx').on(t.productId),
    check('supplier_products_terms', sql`${t.unitCost} >= 0 and ${t.leadTimeDays} >= 0 and ${t.minimumOrderQuantity} >= 1`),
    check('supplier_products_pack', sql`(${t.packUnit} is null) = (${t.packQuantity} is null) and ${t.packQuantity} >= 2`),
  ],
);

/**
 * Exchange rates into the base currency (decision 0016): `rate` base-currency units per unit of
 * `currency`, in force from `validFrom` until the currency's next rate.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id),
  },
  (t) => [unique('exchange_rates_currency_valid_from_unique').on(t.currency, t.validFrom), check('exchange_rates_rate_positive', sql`${t.rate} > 0`)],
);

export const purchaseOrderStatusEnum = pgEnum('purchase_order_status', purchaseOrderStatuses);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    number: text('number').notNull(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    status: purchaseOrderStatusEnum('status').notNull().default('draft'),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    expectedDate: date('expected_date', { mode: 'string' }),
    currency: text('currency').notNull(),
    /**
     * Base-currency units per unit of `currency` (decision 0016), fixed when the order is approved (at
     * its first receipt or return for an order approved before rates existed, at
     * `exchangeRateFixedAt`); receipts and returns value their units at it.
     */
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 8, mode: 'number' }),
    exchangeRateFixedAt: timestamp('exchange_rate_fixed_at', { withTimezone: true }),
    notes: text('notes'),
    approvedBy: uuid('approved_by').references((): AnyPgColumn => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    changeXid: changeXid(),
    ...timestamps(),
    ...audit(),
  },
  (t) => [
    index('purchase_orders_change_idx').on(t.changeXid, t.id),
    uniqueIndex('purchase_orders_number_unique').on(t.number),
    index('purchase_orders_supplier_idx').on(t.supplierId),
    index('purchase_orders_warehouse_idx').on(t.warehouseId, t.orderDate),
    index('purchase_orders_status_idx').on(t.status),
  ],
);

/** Lines of a purchase order; `receivedQuantity` never exceeds `quantity` (CHECK). Unit cost: currency units, 4 decimals. */
export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    id: id(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    ...enteredUnit(),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    /** Units sent back to the supplier (decision 0016); never more than received (CHECK). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).generatedAlwaysAs(
      (): SQL => sql`round(${purchaseOrderItems.quantity} * ${purchaseOrderItems.unitCost}, 2)`,
    ),
  },
  (t) => [
    enteredUnitCheck('purchase_order_items', t),
    index('purchase_order_items_order_idx').on(t.purchaseOrderId),
    index('purchase_order_items_product_idx').on(t.productId),
    check('purchase_order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('purchase_order_items_unit_cost_non_negative', sql`${t.unitCost} >= 0`),
    check('purchase_order_items_received_within_ordered', sql`${t.receivedQuantity} >= 0 and ${t.receivedQuantity} <= ${t.quantity}`),
    check('purchase_order_items_returned_within_received', sql`${t.returnedQuantity} >= 0 and ${t.returnedQuantity} <= ${t.receivedQuantity}`),
  ],
);

export const salesOrderStatusEnum = pgEnum('sales_order_status', salesOrderStatuses);

export const salesOrders = pgTable(
  'sales_orders',
  {
    id: id(),
    number: text('number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    status: salesOrderStatusEnum('status').notNull().default('draft'),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    /** 0 to 9, higher first: the first key of the order in which waiting lines receive stock (decision 0020). */
    priority: integer('priority').notNull().default(0),
    /** The day promised to the customer: the second key of that order. */
    promisedDate: date('promised_date', { mode: 'string' }),
    /** Nothing ships while a line is backordered (decision 0020). */
    shipComplete: boolean('ship_complete').notNull().default(false),
    changeXid: changeXid(),
    ...timestamps(),
    ...audit(),
  },
  (t) => [
    check('sales_orders_priority_range', sql`${t.priority} between 0 and 9`),
    index('sales_orders_change_idx').on(t.changeXid, t.id),
    uniqueIndex('sales_orders_number_unique').on(t.number),
    index('sales_orders_customer_idx').on(t.customerId),
    index('sales_orders_warehouse_idx').on(t.warehouseId, t.orderDate),
    index('sales_orders_status_idx').on(t.status),
  ],
);

/** Lines of a sales order; `shippedQuantity` never exceeds `quantity` (CHECK). Discount in percent. */
export const salesOrderItems = pgTable(
  'sales_order_items',
  {
    id: id(),
    salesOrderId: uuid('sales_order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    ...enteredUnit(),
    unitPrice: money('unit_price').notNull(),
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    /** Units the customer sent back (decision 0016); never more than shipped (CHECK). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    /** Units allocated to the line (decision 0020): the sum of its allocations, never more than remain to ship (CHECK). */
    allocatedQuantity: integer('allocated_quantity').notNull().default(0),
    /**
     * A kit's line (decision 0023 point 9): fulfilled by its component lines, never allocated itself;
     * its shipped and returned quantities are the whole kits its components' make.
     */
    kit: boolean('kit').notNull().default(false),
    /** On a component line of a kit, the kit's line (price 0: the kit's line carries the price). */
    kitItemId: uuid('kit_item_id').references((): AnyPgColumn => salesOrderItems.id, { onDelete: 'cascade' }),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).generatedAlwaysAs(
      (): SQL => sql`round(${salesOrderItems.quantity} * ${salesOrderItems.unitPrice} * (100 - ${salesOrderItems.discount}) / 100, 2)`,
    ),
  },
  (t) => [
    enteredUnitCheck('sales_order_items', t),
    index('sales_order_items_order_idx').on(t.salesOrderId),
    index('sales_order_items_product_idx').on(t.productId),
    check('sales_order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('sales_order_items_unit_price_non_negative', sql`${t.unitPrice} >= 0`),
    check('sales_order_items_discount_percent', sql`${t.discount} >= 0 and ${t.discount} <= 100`),
    check('sales_order_items_shipped_within_ordered', sql`${t.shippedQuantity} >= 0 and ${t.shippedQuantity} <= ${t.quantity}`),
    check('sales_order_items_returned_within_shipped', sql`${t.returnedQuantity} >= 0 and ${t.returnedQuantity} <= ${t.shippedQuantity}`),
    check('sales_order_items_allocated_within_open', sql`${t.allocatedQuantity} >= 0 and ${t.shippedQuantity} + ${t.allocatedQuantity} <= ${t.quantity}`),
    check('sales_order_items_kit', sql`not ${t.kit} or (${t.allocatedQuantity} = 0 and ${t.kitItemId} is null)`),
    index('sales_order_items_kit_idx').on(t.kitItemId),
    // The lines still waiting for stock, which arrivals read (decision 0020).
    index('sales_order_items_waiting_idx')
      .on(t.productId)
      .where(sql`${t.quantity} > ${t.shippedQuantity} + ${t.allocatedQuantity}`),
  ],
);

/** Shipments of a sales order (the stock movements reference them). */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    salesOrderId: uuid('sales_order_id')
      .notNull()
      .references(() => salesOrders.id),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    /** Units shipped in place of the ones allocated (decision 0020): what was allocated, what left instead. */
    substitutions: jsonb('substitutions').$type<Substitution[]>().notNull().default([]),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_sales_order_idx').on(t.salesOrderId)],
);

/** A grain as a substitution names it. */
export interface SubstitutedGrain {
  locationId: string;
  lotId: string | null;
  serialNumber: string | null;
}

/** Units of a product shipped from another grain than the one allocated to the line (decision 0020). */
export interface Substitution {
  productId: string;
  quantity: number;
  allocated: SubstitutedGrain;
  shipped: SubstitutedGrain;
}

export const holdStatusEnum = pgEnum('hold_status', holdStatuses);

/** What a hold asked for: units of a product. */
export interface HoldLine {
  productId: string;
  quantity: number;
}

/**
 * Units set aside in one warehouse for a cart or a quote until `expiresAt` (decision 0020): its
 * allocations hold them while it is active; converting it into an order moves them to the order's
 * lines, and releasing or expiring it ends them.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: id(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    reference: text('reference'),
    lines: jsonb('lines').$type<HoldLine[]>().notNull(),
    status: holdStatusEnum('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The order the hold was converted into. */
    salesOrderId: uuid('sales_order_id').references(() => salesOrders.id),
    ...timestamps(),
    ...audit(),
  },
  (t) => [index('stock_holds_active_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`)],
);

/**
 * Units of one stock balance promised to a sales-order line or a hold (decision 0020): exactly
 * one of the two. Written only under the level's row lock, with the balance's reserved, the line's
 * allocated quantity and the level's reserved in the same statement batch; a balance with
 * allocations cannot be deleted (its serial cannot leave unallocated).
 */
export const allocations = pgTable(
  'allocations',
  {
    id: id(),
    balanceId: uuid('balance_id')
      .notNull()
      .references(() => stockBalances.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    salesOrderItemId: uuid('sales_order_item_id').references(() => salesOrderItems.id),
    holdId: uuid('hold_id').references(() => stockHolds.id),
    quantity: integer('quantity').notNull(),
    /** When the units were first allocated: the clock under the level's lock, so a level's allocations sort in the order made. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('allocations_balance_item_unique').on(t.balanceId, t.salesOrderItemId).where(sql`${t.salesOrderItemId} is not null`),
    uniqueIndex('allocations_balance_hold_unique').on(t.balanceId, t.holdId).where(sql`${t.holdId} is not null`),
    index('allocations_item_idx').on(t.salesOrderItemId),
    index('allocations_hold_idx').on(t.holdId),
    index('allocations_level_idx').on(t.productId, t.warehouseId),
    check('allocations_quantity_positive', sql`${t.quantity} > 0`),
    check('allocations_one_owner', sql`num_nonnulls(${t.salesOrderItemId}, ${t.holdId}) = 1`),
  ],
);

/** What a customer return finds (decision 0016): resellable units go back into stock, damaged ones are written off. */
export const returnConditions = ['resellable', 'damaged'] as const;
export type ReturnCondition = (typeof returnConditions)[number];
export const returnConditionEnum = pgEnum('return_condition', returnConditions);

/** A customer return (RMA-000001) of units shipped on a sales order (decision 0016). */
export const customerReturns = pgTable(
  'customer_returns',
  {
    id: id(),
    number: text('number').notNull(),
    salesOrderId: uuid('sales_order_id')
      .notNull()
      .references(() => salesOrders.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    reason: text('reason').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_returns_number_unique').on(t.number),
    index('customer_returns_sales_order_idx').on(t.salesOrderId),
    index('customer_returns_warehouse_created_idx').on(t.warehouseId, t.createdAt),
    index('customer_returns_created_idx').on(t.createdAt),
  ],
);

/**
 * One grain of a customer return: units of one order line with one lot, serial number and the unit
 * cost recorded when they were shipped (currency units, 4 decimals), resellable (back into stock
 * at `locationId`) or damaged (written off at that cost).
 */
export const customerReturnItems = pgTable(
  'customer_return_items',
  {
    id: id(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => customerReturns.id, { onDelete: 'cascade' }),
    salesOrderItemId: uuid('sales_order_item_id')
      .notNull()
      .references(() => salesOrderItems.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    condition: returnConditionEnum('condition').notNull(),
    quantity: integer('quantity').notNull(),
    ...enteredUnit(),
    locationId: uuid('location_id').references(() => locations.id),
    lotId: uuid('lot_id').references(() => lots.id),
    serialNumber: text('serial_number'),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  },
  (t) => [
    enteredUnitCheck('customer_return_items', t),
    index('customer_return_items_return_idx').on(t.returnId),
    index('customer_return_items_order_item_idx').on(t.salesOrderItemId),
    check('customer_return_items_quantity', sql`${t.quantity} > 0 and (${t.serialNumber} is null or ${t.quantity} = 1)`),
  ],
);

/** A return to the supplier (RTS-000001) of units received on a purchase order (decision 0016). */
export const supplierReturns = pgTable(
  'supplier_returns',
  {
    id: id(),
    number: text('number').notNull(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    reason: text('reason').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_returns_number_unique').on(t.number),
    index('supplier_returns_purchase_order_idx').on(t.purchaseOrderId),
    index('supplier_returns_warehouse_created_idx').on(t.warehouseId, t.createdAt),
  ],
);

/** One line of a supplier return: units of one order line at the order's unit cost (currency units, 4 decimals). */
export const supplierReturnItems = pgTable(
  'supplier_return_items',
  {
    id: id(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => supplierReturns.id, { onDelete: 'cascade' }),
    purchaseOrderItemId: uuid('purchase_order_item_id')
      .notNull()
      .references(() => purchaseOrderItems.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    ...enteredUnit(),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  },
  (t) => [index('supplier_return_items_return_idx').on(t.returnId), enteredUnitCheck('supplier_return_items', t), check('supplier_return_items_quantity_positive', sql`${t.quantity} > 0`)],
);

export const orderTypes = ['purchase_order', 'sales_order'] as const;
export type OrderType = (typeof orderTypes)[number];

/** Every status change of an order: {from, to, by, at}; `from` is null for creation. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderType: text('order_type').$type<OrderType>().notNull(),
    orderId: uuid('order_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references((): AnyPgColumn => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderType, t.orderId, t.changedAt)],
);

/**
 * A counter per list that every write to its rows bumps in the same transaction (by trigger, see
 * the migrations). A cached list total is valid while the version it was counted at is current, so
 * several server processes agree on exact totals without counting on every request.
 */
export const listVersions = pgTable('list_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The products each product list version changed (decision 0018, migration 0026): a cached page whose
 * members and order still hold re-reads only its rows named here since its version. Written at
 * commit by the trigger that bumps the 'products' version; entries up to the
 * 'products_changes_pruned' version are deleted as the log grows.
 */
export const productChanges = pgTable(
  'product_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    productId: uuid('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.version, t.productId] })],
);

/**
 * The transactional outbox (decision 0017): one row per state change other systems integrate on, written
 * in the transaction of the change. `sequence` is null until the sequencer numbers committed events
 * (gapless, in the order they became visible); the feed and webhooks serve numbered events only.
 * `subject` is what the event is about (the product of a stock change, the order, the transfer):
 * deliveries of one subject keep their order.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    sequence: bigint('sequence', { mode: 'number' }),
    // The order events were written in, from a database sequence (one clock for every process): a
    // level's later change always writes after its earlier one committed, so it comes later here.
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    subject: uuid('subject').notNull(),
    data: jsonb('data').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_sequence_unique').on(t.sequence),
    index('events_unsequenced').on(t.position).where(sql`${t.sequence} is null`),
    index('events_occurred_at').on(t.occurredAt),
  ],
);

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];
export const webhookDeliveryStatusEnum = pgEnum('webhook_delivery_status', webhookDeliveryStatuses);

/**
 * Webhook subscriptions (decision 0017): where to POST which event types, signed with `secret`
 * (in plain text: the server signs every delivery with it). After a rotation, deliveries are also
 * signed with `previousSecret` until `previousSecretExpiresAt`. A subscription whose every delivery
 * failed for the retry period is switched off with `disabledReason`; `failingSince` is the first
 * failure after the last success.
 */
export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  id: id(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  /** The secret a rotation replaced, still signing deliveries (beside `secret`) until `previousSecretExpiresAt`; null when none. */
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  disabledReason: text('disabled_reason'),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  /** The feed's head when the subscription was created or switched back on: events numbered after it are sent. */
  startSequence: bigint('start_sequence', { mode: 'number' }).notNull(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One event to send to one subscription (once by the dispatcher, again for each redelivery asked
 * for). A subscription's deliveries of one `lane` (the event's subject) are sent one at a time in `eventSequence` order: only the lane's oldest pending delivery
 * is attempted. `lockedUntil` is the lease of the worker attempting it, so no two workers (of any
 * process) attempt one delivery at once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    eventSequence: bigint('event_sequence', { mode: 'number' }).notNull(),
    lane: uuid('lane').notNull(),
    /** A redelivery (its own lane, outside its subject's order): the delivery it repeats. */
    redeliveryOf: uuid('redelivery_of'),
    status: webhookDeliveryStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    retryUntil: timestamp('retry_until', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastResponseCode: integer('last_response_code'),
    lastLatencyMs: integer('last_latency_ms'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_unique').on(t.subscriptionId, t.eventId).where(sql`${t.redeliveryOf} is null`),
    index('webhook_deliveries_pending').on(t.subscriptionId, t.lane, t.eventSequence).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_recent').on(t.subscriptionId, t.createdAt),
  ],
);

/** How far the webhook dispatcher has read the event feed: one row. */
export const webhookDispatchCursor = pgTable('webhook_dispatch_cursor', {
  id: integer('id').primaryKey().default(1),
  lastSequence: bigint('last_sequence', { mode: 'number' }).notNull().default(0),
});

/**
 * Where received units belong (decision 0022): units of a product, of a category's products, or
 * received in a pack go to a location, or to the first location of a zone with room. The lowest
 * `priority` is tried first.
 */
export const putawayRules = pgTable(
  'putaway_rules',
  {
    id: id(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    productId: uuid('product_id').references(() => products.id),
    categoryId: uuid('category_id').references(() => categories.id),
    /** A packaging unit's name (decision 0021): the rule applies to units received in that pack. */
    unit: text('unit'),
    locationId: uuid('location_id'),
    zone: text('zone'),
    priority: integer('priority').notNull().default(0),
    ...timestamps(),
    ...audit(),
  },
  (t) => [
    index('putaway_rules_warehouse_idx').on(t.warehouseId, t.priority),
    foreignKey({ columns: [t.locationId, t.warehouseId], foreignColumns: [locations.id, locations.warehouseId] }).onDelete('cascade'),
    check('putaway_rules_matches', sql`num_nonnulls(${t.productId}, ${t.categoryId}, ${t.unit}) >= 1 and num_nonnulls(${t.productId}, ${t.categoryId}) <= 1`),
    check('putaway_rules_destination', sql`num_nonnulls(${t.locationId}, ${t.zone}) = 1`),
    check('putaway_rules_priority', sql`${t.priority} between 0 and 1000`),
  ],
);

/** A product's pick face (decision 0022): when its units there fall below `min`, a replenishment task refills it to `max`. */
export const pickFaces = pgTable(
  'pick_faces',
  {
    id: id(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    locationId: uuid('location_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    minQuantity: integer('min_quantity').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    ...timestamps(),
    ...audit(),
  },
  (t) => [
    uniqueIndex('pick_faces_location_product_unique').on(t.locationId, t.productId),
    index('pick_faces_product_idx').on(t.productId, t.warehouseId),
    foreignKey({ columns: [t.locationId, t.warehouseId], foreignColumns: [locations.id, locations.warehouseId] }),
    check('pick_faces_min_max', sql`${t.minQuantity} >= 0 and ${t.maxQuantity} > ${t.minQuantity}`),
  ],
);

/** Sales orders picked together (decision 0022). */
export const waves = pgTable(
  'waves',
  {
    id: id(),
    number: text('number').notNull().unique('waves_number_unique'),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    mode: text('mode', { enum: waveModes }).notNull(),
    status: text('status', { enum: waveStatuses }).notNull().default('open'),
    /** Where picked units are taken, and the orders ship from. */
    packingLocationId: uuid('packing_location_id').notNull(),
    ...timestamps(),
    ...audit(),
  },
  (t) => [
    index('waves_warehouse_status_idx').on(t.warehouseId, t.status),
    foreignKey({ columns: [t.packingLocationId, t.warehouseId], foreignColumns: [locations.id, locations.warehouseId] }),
    check('waves_mode', sql`${t.mode} in ('batch', 'zone')`),
    check('waves_status', sql`${t.status} in ('open', 'picking', 'picked', 'cancelled')`),
  ],
);

/** The orders of a wave, each in its cart slot (1, 2, …). */
export const waveOrders = pgTable(
  'wave_orders',
  {
    waveId: uuid('wave_id')
      .notNull()
      .references(() => waves.id),
    salesOrderId: uuid('sales_order_id')
      .notNull()
      .references(() => salesOrders.id),
    cartSlot: integer('cart_slot').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.waveId, t.salesOrderId] }),
    unique('wave_orders_slot_unique').on(t.waveId, t.cartSlot),
    index('wave_orders_order_idx').on(t.salesOrderId),
    check('wave_orders_slot', sql`${t.cartSlot} > 0`),
  ],
);

/**
 * One unit of directed work (decision 0022): move `quantity` of a product (of a lot, a serial) from
 * one location to another (putaway, replenishment, move, pick), or count a location. Completing it
 * writes the ledger as the manual operation does.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    type: text('type', { enum: taskTypes }).notNull(),
    status: text('status', { enum: taskStatuses }).notNull().default('open'),
    /** 0 to 9, highest first. */
    priority: smallint('priority').notNull().default(5),
    dueAt: timestamp('due_at', { withTimezone: true }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    lotId: uuid('lot_id').references(() => lots.id),
    serialNumber: text('serial_number'),
    /** Units to move (a count task: units expected, or null for a blind count). */
    quantity: integer('quantity'),
    /** Units moved or counted when done. */
    doneQuantity: integer('done_quantity'),
    fromLocationId: uuid('from_location_id'),
    toLocationId: uuid('to_location_id'),
    assigneeId: uuid('assignee_id').references(() => users.id),
    waveId: uuid('wave_id').references(() => waves.id),
    salesOrderItemId: uuid('sales_order_item_id').references(() => salesOrderItems.id),
    cartSlot: integer('cart_slot'),
    purchaseOrderId: uuid('purchase_order_id').references(() => purchaseOrders.id),
    note: text('note'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id),
    ...timestamps(),
    ...audit(),
  },
  (t) => [
    index('tasks_queue_idx').on(t.warehouseId, t.status, t.priority).where(sql`${t.status} in ('open', 'assigned', 'in_progress')`),
    index('tasks_assignee_idx').on(t.assigneeId).where(sql`${t.status} in ('assigned', 'in_progress')`),
    index('tasks_wave_idx').on(t.waveId),
    index('tasks_item_idx').on(t.salesOrderItemId),
    uniqueIndex('tasks_one_open_replenishment').on(t.toLocationId, t.productId).where(sql`${t.type} = 'replenishment' and ${t.status} in ('open', 'assigned', 'in_progress')`),
    foreignKey({ columns: [t.fromLocationId, t.warehouseId], foreignColumns: [locations.id, locations.warehouseId] }),
    foreignKey({ columns: [t.toLocationId, t.warehouseId], foreignColumns: [locations.id, locations.warehouseId] }),
    check('tasks_type', sql`${t.type} in ('putaway', 'replenishment', 'pick', 'count', 'move')`),
    check('tasks_status', sql`${t.status} in ('open', 'assigned', 'in_progress', 'done', 'cancelled')`),
    check('tasks_priority', sql`${t.priority} between 0 and 9`),
    check('tasks_quantity', sql`${t.quantity} > 0 and ${t.doneQuantity} >= 0`),
    check('tasks_moves', sql`${t.type} = 'count' or (${t.quantity} is not null and ${t.fromLocationId} is not null and ${t.toLocationId} is not null)`),
    check('tasks_count', sql`${t.type} <> 'count' or ${t.fromLocationId} is not null`),
    check('tasks_assigned', sql`(${t.status} in ('assigned', 'in_progress')) <= (${t.assigneeId} is not null)`),
    check('tasks_done', sql`(${t.status} = 'done') = (${t.completedAt} is not null)`),
  ],
);

/** How a landed cost spreads its charges over the receipt lines (decision 0023 point 7). */
export const landedCostAllocations = ['value', 'quantity', 'weight', 'volume'] as const;
export type LandedCostAllocation = (typeof landedCostAllocations)[number];
export const landedCostChargeTypes = ['freight', 'duty', 'insurance', 'other'] as const;
export type LandedCostChargeType = (typeof landedCostChargeTypes)[number];

/**
 * Landed costs (decision 0023 point 7): charges (freight, duty, insurance) added to what the units
 * of purchase orders' receipt lines cost, numbered LC-000001. `total`, `capitalized` and `expensed`
 * are base currency units to the cent: total = capitalized (into the stock still held) + expensed
 * (the share of units already gone).
 */
export const landedCosts = pgTable(
  'landed_costs',
  {
    id: id(),
    number: text('number').notNull(),
    allocation: text('allocation').$type<LandedCostAllocation>().notNull(),
    total: numeric('total', { mode: 'number' }).notNull(),
    capitalized: numeric('capitalized', { mode: 'number' }).notNull(),
    expensed: numeric('expensed', { mode: 'number' }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('landed_costs_number_unique').on(t.number),
    index('landed_costs_created_idx').on(t.createdAt),
    check('landed_costs_allocation', sql`${t.allocation} in ('value', 'quantity', 'weight', 'volume')`),
    check('landed_costs_split', sql`${t.total} > 0 and ${t.capitalized} >= 0 and ${t.expensed} >= 0 and ${t.capitalized} + ${t.expensed} = ${t.total}`),
  ],
);

/** A landed cost's charges: an amount in a currency, and its rate to the base currency (base units per unit). */
export const landedCostCharges = pgTable(
  'landed_cost_charges',
  {
    id: id(),
    landedCostId: uuid('landed_cost_id')
      .notNull()
      .references(() => landedCosts.id),
    type: text('type').$type<LandedCostChargeType>().notNull(),
    description: text('description'),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    /** amount × rate, base currency units to the cent. */
    baseAmount: numeric('base_amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('landed_cost_charges_landed_cost_idx').on(t.landedCostId),
    check('landed_cost_charges_type', sql`${t.type} in ('freight', 'duty', 'insurance', 'other')`),
    check('landed_cost_charges_amount', sql`${t.amount} > 0 and ${t.rate} > 0`),
  ],
);

/**
 * A landed cost's share of one purchase order line: its basis (the line's value, units, weight or
 * volume received and kept), its amount, and the split between the units still in stock
 * (`capitalized`, a revaluation movement) and those gone (`expensed`), currency units to the cent.
 */
export const landedCostLines = pgTable(
  'landed_cost_lines',
  {
    id: id(),
    landedCostId: uuid('landed_cost_id')
      .notNull()
      .references(() => landedCosts.id),
    purchaseOrderItemId: uuid('purchase_order_item_id')
      .notNull()
      .references(() => purchaseOrderItems.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    units: integer('units').notNull(),
    basis: numeric('basis', { mode: 'number' }).notNull(),
    amount: numeric('amount', { mode: 'number' }).notNull(),
    unitsInStock: integer('units_in_stock').notNull(),
    capitalized: numeric('capitalized', { mode: 'number' }).notNull(),
    expensed: numeric('expensed', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('landed_cost_lines_landed_cost_idx').on(t.landedCostId),
    index('landed_cost_lines_item_idx').on(t.purchaseOrderItemId),
    check('landed_cost_lines_units', sql`${t.units} > 0 and ${t.unitsInStock} between 0 and ${t.units}`),
    check('landed_cost_lines_split', sql`${t.amount} >= 0 and ${t.capitalized} >= 0 and ${t.expensed} >= 0 and ${t.capitalized} + ${t.expensed} = ${t.amount}`),
  ],
);

/**
 * What a bill of materials makes (decision 0023 point 9): an assembly is built from its components in
 * the warehouse; a kit is sold as one product and picked and shipped as its components, with no stock
 * of its own.
 */
export const billOfMaterialsTypes = ['assembly', 'kit'] as const;
export type BillOfMaterialsType = (typeof billOfMaterialsTypes)[number];

/**
 * A product's bill of materials (decision 0023 point 9): what one unit is made of
 * (bill_of_materials_components) and the labour and overhead one unit adds by default, currency units.
 */
export const billsOfMaterials = pgTable(
  'bills_of_materials',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id),
    type: text('type').$type<BillOfMaterialsType>().notNull(),
    labourCost: money('labour_cost').notNull().default(0),
    ...audit(),
    ...timestamps(),
  },
  (t) => [check('bills_of_materials_type', sql`${t.type} in ('assembly', 'kit')`), check('bills_of_materials_labour_cost', sql`${t.labourCost} >= 0`)],
);

/** One component of a bill of materials: whole base units of `componentId` per unit of the product. */
export const billOfMaterialsComponents = pgTable(
  'bill_of_materials_components',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => billsOfMaterials.productId, { onDelete: 'cascade' }),
    componentId: uuid('component_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** The component's place in the list, from 0. */
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.componentId] }),
    index('bill_of_materials_components_component_idx').on(t.componentId),
    check('bill_of_materials_components_quantity', sql`${t.quantity} > 0`),
    check('bill_of_materials_components_not_itself', sql`${t.productId} <> ${t.componentId}`),
  ],
);

export const assemblyOrderTypes = ['assembly', 'disassembly'] as const;
export type AssemblyOrderType = (typeof assemblyOrderTypes)[number];
export const assemblyOrderStatuses = ['open', 'completed', 'cancelled'] as const;
export type AssemblyOrderStatus = (typeof assemblyOrderStatuses)[number];

/**
 * Assembly orders (decision 0023 point 9), numbered AO-000001: build `quantity` units of an assembly
 * from its components in one warehouse, or take them apart (`disassembly`). `labourCost` is the
 * order's labour and overhead, currency units, added to the assembled units' value; `value` is the
 * value of the units made or taken apart, set on completion.
 */
export const assemblyOrders = pgTable(
  'assembly_orders',
  {
    id: id(),
    number: text('number').notNull(),
    type: text('type').$type<AssemblyOrderType>().notNull(),
    status: text('status').$type<AssemblyOrderStatus>().notNull().default('open'),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    quantity: integer('quantity').notNull(),
    labourCost: numeric('labour_cost', { mode: 'number' }).notNull(),
    value: numeric('value', { mode: 'number' }),
    note: text('note'),
    ...audit(),
    ...timestamps(),
    closedBy: uuid('closed_by').references((): AnyPgColumn => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('assembly_orders_number_unique').on(t.number),
    index('assembly_orders_status_created_idx').on(t.status, t.createdAt),
    index('assembly_orders_product_idx').on(t.productId),
    check('assembly_orders_type', sql`${t.type} in ('assembly', 'disassembly')`),
    check('assembly_orders_status', sql`${t.status} in ('open', 'completed', 'cancelled')`),
    check('assembly_orders_quantity', sql`${t.quantity} > 0 and ${t.labourCost} >= 0`),
    check('assembly_orders_closed', sql`(${t.status} = 'open') = (${t.closedAt} is null) and (${t.status} = 'completed') = (${t.value} is not null)`),
  ],
);

/**
 * An assembly order's components, as its bill of materials listed them when the order was made:
 * `quantity` whole base units in all; `value` what they took (assembly) or were given (disassembly)
 * on completion, currency units.
 */
export const assemblyOrderLines = pgTable(
  'assembly_order_lines',
  {
    id: id(),
    assemblyOrderId: uuid('assembly_order_id')
      .notNull()
      .references(() => assemblyOrders.id),
    componentId: uuid('component_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    value: numeric('value', { mode: 'number' }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('assembly_order_lines_component_unique').on(t.assemblyOrderId, t.componentId),
    index('assembly_order_lines_component_idx').on(t.componentId),
    check('assembly_order_lines_quantity', sql`${t.quantity} > 0`),
  ],
);
