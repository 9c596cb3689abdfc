export type Event = BaseEvent &
  (
    | BaseEventTypeMapping<"stock.changed", StockChangedEvent>
    | BaseEventTypeMapping<"product.created", ProductCreatedEvent>
    | BaseEventTypeMapping<"product.updated", ProductUpdatedEvent>
    | BaseEventTypeMapping<"product.archived", ProductArchivedEvent>
    | BaseEventTypeMapping<"product.cost_changed", ProductCostChangedEvent>
    | BaseEventTypeMapping<"purchase_order.created", PurchaseOrderCreatedEvent>
    | BaseEventTypeMapping<
        "purchase_order.approved",
        PurchaseOrderApprovedEvent
      >
    | BaseEventTypeMapping<
        "purchase_order.partially_received",
        PurchaseOrderPartiallyReceivedEvent
      >
    | BaseEventTypeMapping<
        "purchase_order.received",
        PurchaseOrderReceivedEvent
      >
    | BaseEventTypeMapping<
        "purchase_order.cancelled",
        PurchaseOrderCancelledEvent
      >
    | BaseEventTypeMapping<"sales_order.created", SalesOrderCreatedEvent>
    | BaseEventTypeMapping<"sales_order.confirmed", SalesOrderConfirmedEvent>
    | BaseEventTypeMapping<
        "sales_order.partially_shipped",
        SalesOrderPartiallyShippedEvent
      >
    | BaseEventTypeMapping<"sales_order.shipped", SalesOrderShippedEvent>
    | BaseEventTypeMapping<"sales_order.cancelled", SalesOrderCancelledEvent>
    | BaseEventTypeMapping<"sales_order.allocated", SalesOrderAllocatedEvent>
    | BaseEventTypeMapping<"transfer.created", TransferCreatedEvent>
    | BaseEventTypeMapping<"transfer.in_transit", TransferInTransitEvent>
    | BaseEventTypeMapping<
        "transfer.partially_received",
        TransferPartiallyReceivedEvent
      >
    | BaseEventTypeMapping<"transfer.received", TransferReceivedEvent>
    | BaseEventTypeMapping<"transfer.closed", TransferClosedEvent>
    | BaseEventTypeMapping<"transfer.cancelled", TransferCancelledEvent>
    | BaseEventTypeMapping<"receipt.created", ReceiptCreatedEvent>
    | BaseEventTypeMapping<"shipment.created", ShipmentCreatedEvent>
    | BaseEventTypeMapping<
        "customer_return.created",
        CustomerReturnCreatedEvent
      >
    | BaseEventTypeMapping<
        "supplier_return.created",
        SupplierReturnCreatedEvent
      >
    | BaseEventTypeMapping<"count.approved", CountApprovedEvent>
  );

export interface Address {
  /**
   * Street and number
   * @minLength 1
   * @maxLength 200
   */
  line1: string;
  /**
   * Further address line (building, floor)
   * @maxLength 200
   */
  line2?: string;
  /**
   * City
   * @minLength 1
   * @maxLength 100
   */
  city: string;
  /**
   * State, province or region
   * @maxLength 100
   */
  region?: string;
  /**
   * Postal code
   * @maxLength 20
   */
  postalCode?: string;
  /** Country (ISO 3166-1 alpha-2, e.g. DE) */
  country: string;
}

export interface Session {
  /** Bearer token (JWT, HS256) to send as `Authorization: Bearer <token>` */
  accessToken: string;
  /** Always Bearer */
  tokenType: "Bearer";
  /**
   * Seconds until the token expires
   * @min -9007199254740991
   * @max 9007199254740991
   */
  expiresIn: number;
  user: User;
}

export interface User {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * E-mail address
   * @format email
   * @pattern ^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$
   */
  email: string;
  /** Display name */
  name: string;
  /** admin, manager, staff or viewer (SPEC 5) */
  role: "admin" | "manager" | "staff" | "viewer";
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive: boolean;
  /** Warehouse (UUID) */
  warehouseId: string | null;
  /** The permissions the user's role grants (SPEC 5) */
  permissions: (
    | "products:read"
    | "products:create"
    | "products:update"
    | "products:delete"
    | "inventory:read"
    | "inventory:adjust"
    | "inventory:transfer"
    | "orders:read"
    | "orders:create"
    | "orders:approve"
    | "users:read"
    | "users:create"
    | "users:update"
    | "users:delete"
    | "categories:read"
    | "categories:manage"
    | "warehouses:read"
    | "warehouses:manage"
    | "suppliers:read"
    | "suppliers:manage"
    | "customers:read"
    | "customers:manage"
    | "orders:fulfil"
    | "orders:allocate"
    | "analytics:read"
    | "inventory:ship-expired"
    | "inventory:count"
    | "finance:manage"
    | "api-keys:manage"
    | "events:read"
    | "webhooks:manage"
    | "tasks:manage"
    | "tasks:work"
    | "assemblies:manage"
    | "assemblies:build"
  )[];
  /** When the user last signed in */
  lastLoginAt: string | null;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** User who last changed the record */
  updatedBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

export interface Me {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * E-mail address
   * @format email
   * @pattern ^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$
   */
  email: string;
  /** Display name */
  name: string;
  /** admin, manager, staff or viewer (SPEC 5) */
  role: "admin" | "manager" | "staff" | "viewer";
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive: boolean;
  /** Warehouse (UUID) */
  warehouseId: string | null;
  /** The permissions the user's role grants (SPEC 5) */
  permissions: (
    | "products:read"
    | "products:create"
    | "products:update"
    | "products:delete"
    | "inventory:read"
    | "inventory:adjust"
    | "inventory:transfer"
    | "orders:read"
    | "orders:create"
    | "orders:approve"
    | "users:read"
    | "users:create"
    | "users:update"
    | "users:delete"
    | "categories:read"
    | "categories:manage"
    | "warehouses:read"
    | "warehouses:manage"
    | "suppliers:read"
    | "suppliers:manage"
    | "customers:read"
    | "customers:manage"
    | "orders:fulfil"
    | "orders:allocate"
    | "analytics:read"
    | "inventory:ship-expired"
    | "inventory:count"
    | "finance:manage"
    | "api-keys:manage"
    | "events:read"
    | "webhooks:manage"
    | "tasks:manage"
    | "tasks:work"
    | "assemblies:manage"
    | "assemblies:build"
  )[];
}

export interface Settings {
  /** BASE_CURRENCY (ISO 4217): the currency of cost and selling prices, sales orders, stock values and every report; purchase orders name their own */
  baseCurrency: string;
  /** COSTING_METHOD: the costing method of a product created without one (decision 0023) */
  costingMethod: "average" | "fifo" | "standard";
}

export interface Category {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** Display name */
  name: string;
  /** Free text describing the record */
  description: string | null;
  /** Parent category (UUID), null at the top level */
  parentId: string | null;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** User who last changed the record */
  updatedBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

export interface Product {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** Display name */
  name: string;
  /** Free text describing the record */
  description: string | null;
  /** Stock keeping unit: the product code, unique */
  sku: string;
  /**
   * Category (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  categoryId: string;
  /** The product category */
  category: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Display name */
    name: string;
  };
  /** Brand or manufacturer */
  brand: string | null;
  /** Unit quantities of the product are counted in */
  unitOfMeasure:
    | "piece"
    | "kg"
    | "liter"
    | "meter"
    | "box"
    | "pack"
    | "g"
    | "ml"
    | "cm"
    | "mm";
  /** Cost of one unit, in the base currency: the moving average of receipts, or under FIFO the value of the remaining cost layers over their units (decision 0023) */
  costPrice: number;
  /** Price of one unit to customers, in currency units */
  sellingPrice: number;
  /** Same as sellingPrice */
  price: number;
  /** ISO 4217 code of costPrice, sellingPrice and price: the base currency (BASE_CURRENCY) */
  currency: string;
  /** Reorder point: stock at or below it is low */
  minStockLevel: number | null;
  /** Most units the warehouse should hold */
  maxStockLevel: number | null;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive: boolean;
  /** Weight of one unit in kg (3 decimals) */
  weight: number | null;
  /** Barcode (EAN/UPC digits) */
  barcode: string | null;
  /** none, lot or serial */
  tracking: "none" | "lot" | "serial";
  /** average or fifo (decision 0023); costPrice is the moving average, or under fifo the value of the remaining cost layers over their units */
  costingMethod: "average" | "fifo" | "standard";
  /** Days from receipt to expiry of a received lot, if set */
  shelfLifeDays: number | null;
  /** Fewest days of shelf life a lot must have left to be allocated to a sales order (decision 0020); null: any lot not expired */
  minRemainingShelfLifeDays: number | null;
  /** Across all warehouses, or the caller's warehouse when the caller is bound to one */
  stock: {
    /** Units on hand. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    onHand: number | string;
    /** Units reserved. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    reserved: number | string;
    /** On hand − reserved. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    available: number | string;
  };
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** Name of the user or API key that created the product (GET by id and writes) */
  createdByName?: string | null;
  /** User who last changed the record */
  updatedBy: string | null;
  /** Name of the user or API key that last changed the product (GET by id and writes) */
  updatedByName?: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

export interface CostingMethodChange {
  product: Product;
  /** The revaluation movements written, one per warehouse and lot holding units or value: each the change of that stock's value (0 when it kept its value); none when nothing changed */
  movements: StockMovement[];
}

export interface StockMovement {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the ledger, increasing in commit order: a level's movements by sequence chain onHandAfter (each is the previous plus its quantity)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** The location (bin) whose stock moved */
  locationId: string | null;
  /** A receipt's: the location the putaway rules suggested (decision 0022) when the receiver put the units elsewhere; null otherwise */
  suggestedLocationId: string | null;
  /** The lot of the units moved (lot-tracked products) */
  lotId: string | null;
  /** The serial number of the unit moved (serial-tracked products) */
  serialNumber: string | null;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type:
    | "receipt"
    | "shipment"
    | "adjustment"
    | "transfer_out"
    | "transfer_in"
    | "manual_in"
    | "manual_out"
    | "relocation_out"
    | "relocation_in"
    | "return_in"
    | "return_out"
    | "revaluation"
    | "assembly_out"
    | "assembly_in"
    | "disassembly_out"
    | "disassembly_in";
  /**
   * Signed: positive into the warehouse, negative out; 0 on a revaluation, which moves value alone
   * @min -9007199254740991
   * @max 9007199254740991
   */
  quantity: number;
  /**
   * Units on hand at the level after this movement
   * @min -9007199254740991
   * @max 9007199254740991
   */
  onHandAfter: number;
  /** Cost per unit moved, currency units (under FIFO, value ÷ quantity to 4 decimals; at standard cost, the standard); null on a revaluation */
  unitCost: number | null;
  /** The value moved, currency units to the cent, signed as quantity: quantity × unitCost, or under FIFO what the units took from their cost layers; a revaluation's is the change of the stock's value (decision 0023) */
  value: number;
  /** At standard cost, a receipt's or supplier return's purchase cost less its value at the standard, currency units to the cent, signed as quantity (decision 0023); null otherwise */
  purchasePriceVariance: number | null;
  /** Why: free text, or for adjustments the reason code */
  reason: string;
  /** The document that caused the movement, e.g. {type: "purchase_order", id} */
  reference: {
    /**
     * Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out)
     * @minLength 1
     * @maxLength 50
     */
    type: string;
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
  } | null;
  /** Free text kept with the record */
  note: string | null;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When it counts for valuation and reports: createdAt, unless posted backdated (a receipt's or adjustment's effectiveAt), or, on a revaluation correcting a movement after a backdated entry, that movement's (decision 0023)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  effectiveAt: string;
}

export interface ProductUnits {
  /**
   * The product
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /** The unit stock, the ledger and costs are kept in (the product's unitOfMeasure) */
  baseUnit:
    | "piece"
    | "kg"
    | "liter"
    | "meter"
    | "box"
    | "pack"
    | "g"
    | "ml"
    | "cm"
    | "mm";
  /** Its packaging units, innermost first */
  units: PackagingUnit[];
}

export interface PackagingUnit {
  /** The pack's name */
  name: string;
  /**
   * How many of `contains` it holds
   * @min -9007199254740991
   * @max 9007199254740991
   */
  quantity: number;
  /** The unit it holds: the base unit's name or another pack's */
  contains: string;
  /**
   * Base units in one pack (a pallet of 40 cases of 12: 480)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  baseQuantity: number;
  /** Its GTIN as 14 digits (an EAN-13 with a leading 0), null when it has none */
  barcode: string | null;
  /** Gross weight of one pack, kg */
  weight: number | null;
  /** Outer size of one pack, cm */
  dimensions: {
    /** cm */
    length: number;
    /** cm */
    width: number;
    /** cm */
    height: number;
  } | null;
}

export interface ProductImportResult {
  /** true: nothing was written; the counts say what the import would do */
  dryRun: boolean;
  /**
   * Data rows read (the header not counted)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  rows: number;
  /**
   * Products created: rows whose SKU was new
   * @min -9007199254740991
   * @max 9007199254740991
   */
  created: number;
  /**
   * Products changed: rows whose SKU exists and whose values differ from the stored ones
   * @min -9007199254740991
   * @max 9007199254740991
   */
  updated: number;
  /**
   * Rows whose SKU exists with exactly these values: nothing written, no event
   * @min -9007199254740991
   * @max 9007199254740991
   */
  unchanged: number;
}

export interface InventoryLevel {
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /** Stock keeping unit: the product code, unique */
  sku: string;
  /** Product's name */
  productName: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** Warehouse's code */
  warehouseCode: string;
  /**
   * Units physically in stock
   * @min -9007199254740991
   * @max 9007199254740991
   */
  onHand: number;
  /**
   * Units on hand promised to confirmed sales orders
   * @min -9007199254740991
   * @max 9007199254740991
   */
  reserved: number;
  /**
   * Units on hand minus reserved
   * @min -9007199254740991
   * @max 9007199254740991
   */
  available: number;
  /**
   * Units shipped to this warehouse on two-step transfers, not yet received (not on hand, not available)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  inTransit: number;
  /** Reorder point: stock at or below it is low */
  minStockLevel: number | null;
  /** Most units the warehouse should hold */
  maxStockLevel: number | null;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

export interface StockMovementListItem {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the ledger, increasing in commit order: a level's movements by sequence chain onHandAfter (each is the previous plus its quantity)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** The location (bin) whose stock moved */
  locationId: string | null;
  /** A receipt's: the location the putaway rules suggested (decision 0022) when the receiver put the units elsewhere; null otherwise */
  suggestedLocationId: string | null;
  /** The lot of the units moved (lot-tracked products) */
  lotId: string | null;
  /** The serial number of the unit moved (serial-tracked products) */
  serialNumber: string | null;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type:
    | "receipt"
    | "shipment"
    | "adjustment"
    | "transfer_out"
    | "transfer_in"
    | "manual_in"
    | "manual_out"
    | "relocation_out"
    | "relocation_in"
    | "return_in"
    | "return_out"
    | "revaluation"
    | "assembly_out"
    | "assembly_in"
    | "disassembly_out"
    | "disassembly_in";
  /**
   * Signed: positive into the warehouse, negative out; 0 on a revaluation, which moves value alone
   * @min -9007199254740991
   * @max 9007199254740991
   */
  quantity: number;
  /**
   * Units on hand at the level after this movement
   * @min -9007199254740991
   * @max 9007199254740991
   */
  onHandAfter: number;
  /** Cost per unit moved, currency units (under FIFO, value ÷ quantity to 4 decimals; at standard cost, the standard); null on a revaluation */
  unitCost: number | null;
  /** The value moved, currency units to the cent, signed as quantity: quantity × unitCost, or under FIFO what the units took from their cost layers; a revaluation's is the change of the stock's value (decision 0023) */
  value: number;
  /** At standard cost, a receipt's or supplier return's purchase cost less its value at the standard, currency units to the cent, signed as quantity (decision 0023); null otherwise */
  purchasePriceVariance: number | null;
  /** Why: free text, or for adjustments the reason code */
  reason: string;
  /** The document that caused the movement, e.g. {type: "purchase_order", id} */
  reference: {
    /**
     * Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out)
     * @minLength 1
     * @maxLength 50
     */
    type: string;
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
  } | null;
  /** Free text kept with the record */
  note: string | null;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When it counts for valuation and reports: createdAt, unless posted backdated (a receipt's or adjustment's effectiveAt), or, on a revaluation correcting a movement after a backdated entry, that movement's (decision 0023)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  effectiveAt: string;
  /** Stock keeping unit: the product code, unique */
  sku: string;
  /** Product's name */
  productName: string;
  /** Warehouse's code */
  warehouseCode: string;
  /** Name of the user or API key that wrote the movement; null when unknown */
  createdByName: string | null;
}

/** Stock at the finest grain: one product in one location, lot and serial number. */
export interface StockBalance {
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /** Stock keeping unit: the product code, unique */
  sku: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** Warehouse's code */
  warehouseCode: string;
  /**
   * Location (bin) within the warehouse (UUID); the default location when left out
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  locationId: string;
  /** Location's code */
  locationCode: string;
  /** Lot (UUID) */
  lotId: string | null;
  /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
  lotNumber: string | null;
  /** Date the lot expires (YYYY-MM-DD) */
  expiryDate: string | null;
  /** Serial number of one unit */
  serialNumber: string | null;
  /**
   * Units physically in stock
   * @min -9007199254740991
   * @max 9007199254740991
   */
  onHand: number;
  /**
   * Units allocated from this balance to sales orders and holds
   * @min -9007199254740991
   * @max 9007199254740991
   */
  reserved: number;
  /**
   * Units that can still be allocated from this balance: on hand − reserved, or 0 when its lot has expired or its location is not pickable
   * @min -9007199254740991
   * @max 9007199254740991
   */
  available: number;
}

/** Lots with stock expiring within the window, or already expired, soonest first, per warehouse. */
export interface ExpiringLots {
  /**
   * The last day of the window
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  until: string;
  /** Units on hand in the lots listed. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
  units: number | string;
  /** Their value at cost, currency units */
  costValue: number;
  /** Lots */
  lots: {
    /**
     * Lot (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    lotId: string;
    /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
    lotNumber: string;
    /**
     * Date the lot expires (YYYY-MM-DD)
     * @format date
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
     */
    expiryDate: string;
    /** Already past its expiry date */
    expired: boolean;
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Product's name */
    productName: string;
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /** Warehouse's code */
    warehouseCode: string;
    /**
     * Units physically in stock
     * @min -9007199254740991
     * @max 9007199254740991
     */
    onHand: number;
    /** onHand at cost, currency units: × the product's cost price, or under FIFO the lot's remaining cost layers in the warehouse (decision 0023) */
    costValue: number;
  }[];
}

/** Every movement of one lot or serial number, oldest first, with the document and party behind each: a recall in one request. */
export interface Trace {
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /** Stock keeping unit: the product code, unique */
  sku: string;
  /** The lot traced, when traced by lotNumber */
  lot: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
    lotNumber: string;
    /** Date the lot expires (YYYY-MM-DD) */
    expiryDate: string | null;
  } | null;
  /** The serial number traced, when traced by serialNumber */
  serialNumber: string | null;
  /** Units that came into the business: receipts, manual ins and units assembled. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
  received: number | string;
  /** Units shipped on sales orders. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
  shipped: number | string;
  /** Units of it on hand now (the sum of every movement). Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
  onHand: number | string;
  /** Stock movements (ledger entries) */
  movements: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /**
     * Position in the ledger, increasing in commit order: a level's movements by sequence chain onHandAfter (each is the previous plus its quantity)
     * @min -9007199254740991
     * @max 9007199254740991
     */
    sequence: number;
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /** The location (bin) whose stock moved */
    locationId: string | null;
    /** A receipt's: the location the putaway rules suggested (decision 0022) when the receiver put the units elsewhere; null otherwise */
    suggestedLocationId: string | null;
    /** The lot of the units moved (lot-tracked products) */
    lotId: string | null;
    /** The serial number of the unit moved (serial-tracked products) */
    serialNumber: string | null;
    /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
    type:
      | "receipt"
      | "shipment"
      | "adjustment"
      | "transfer_out"
      | "transfer_in"
      | "manual_in"
      | "manual_out"
      | "relocation_out"
      | "relocation_in"
      | "return_in"
      | "return_out"
      | "revaluation"
      | "assembly_out"
      | "assembly_in"
      | "disassembly_out"
      | "disassembly_in";
    /**
     * Signed: positive into the warehouse, negative out; 0 on a revaluation, which moves value alone
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
    /**
     * Units on hand at the level after this movement
     * @min -9007199254740991
     * @max 9007199254740991
     */
    onHandAfter: number;
    /** Cost per unit moved, currency units (under FIFO, value ÷ quantity to 4 decimals; at standard cost, the standard); null on a revaluation */
    unitCost: number | null;
    /** The value moved, currency units to the cent, signed as quantity: quantity × unitCost, or under FIFO what the units took from their cost layers; a revaluation's is the change of the stock's value (decision 0023) */
    value: number;
    /** At standard cost, a receipt's or supplier return's purchase cost less its value at the standard, currency units to the cent, signed as quantity (decision 0023); null otherwise */
    purchasePriceVariance: number | null;
    /** Why: free text, or for adjustments the reason code */
    reason: string;
    /** The document that caused the movement, e.g. {type: "purchase_order", id} */
    reference: {
      /**
       * Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out)
       * @minLength 1
       * @maxLength 50
       */
      type: string;
      /**
       * Identifier (UUID v7)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      id: string;
    } | null;
    /** Free text kept with the record */
    note: string | null;
    /** User who created the record (null for records made by the system or a migration) */
    createdBy: string | null;
    /**
     * When the record was created (ISO 8601, UTC)
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    createdAt: string;
    /**
     * When it counts for valuation and reports: createdAt, unless posted backdated (a receipt's or adjustment's effectiveAt), or, on a revaluation correcting a movement after a backdated entry, that movement's (decision 0023)
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    effectiveAt: string;
    /** Warehouse's code */
    warehouseCode: string;
    /** Location's code */
    locationCode: string | null;
    /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
    lotNumber: string | null;
    /** The document the movement belongs to */
    document: {
      /** purchase_order, sales_order, transfer, … */
      type: string;
      /**
       * Identifier (UUID v7)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      id: string;
      /** Document number (PO-000001, SO-000001, TR-000001, RMA-000001, RTS-000001: gapless per kind) */
      number: string | null;
      /** The supplier of a purchase order, the customer of a sales order */
      party: {
        /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
        type: "supplier" | "customer";
        /**
         * Identifier (UUID v7)
         * @format uuid
         * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
         */
        id: string;
        /** Display name */
        name: string;
      } | null;
    } | null;
  }[];
}

export interface Lot {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
  lotNumber: string;
  /** Date the lot expires (YYYY-MM-DD) */
  expiryDate: string | null;
  /** Date the lot was made (YYYY-MM-DD) */
  manufacturedDate: string | null;
  /** The expiry date has passed (UTC) */
  expired: boolean;
  /**
   * Units on hand in the warehouses listed
   * @min -9007199254740991
   * @max 9007199254740991
   */
  onHand: number;
  /** Units on hand per warehouse; warehouses without stock of the lot are left out */
  warehouses: {
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /** Warehouse's code */
    warehouseCode: string;
    /**
     * Units physically in stock
     * @min -9007199254740991
     * @max 9007199254740991
     */
    onHand: number;
  }[];
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
}

export interface CostLayer {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** Warehouse's code */
  warehouseCode: string;
  /** Lot (UUID) */
  lotId: string | null;
  /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
  lotNumber: string | null;
  /**
   * The movement that opened the layer: a receipt, a return, a transfer's arrival, units found, or the revaluation of a change to FIFO
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  movementId: string;
  /** The type of the movement that opened it */
  movementType:
    | "receipt"
    | "shipment"
    | "adjustment"
    | "transfer_out"
    | "transfer_in"
    | "manual_in"
    | "manual_out"
    | "relocation_out"
    | "relocation_in"
    | "return_in"
    | "return_out"
    | "revaluation"
    | "assembly_out"
    | "assembly_in"
    | "disassembly_out"
    | "disassembly_in";
  /** The reason of that movement */
  reason: string;
  /**
   * When the movement that opened it was written
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  openedAt: string;
  /**
   * Units the layer opened with
   * @min -9007199254740991
   * @max 9007199254740991
   */
  quantity: number;
  /**
   * Units left, which the next units out of its warehouse and lot take first when it is the oldest
   * @min -9007199254740991
   * @max 9007199254740991
   */
  remaining: number;
  /** Value it opened with, currency units */
  value: number;
  /** Value of the units left, currency units to the cent */
  remainingValue: number;
  /** remainingValue ÷ remaining, 4 decimals */
  unitCost: number;
}

export interface Relocation {
  /** A relocation_out and a relocation_in movement per lot and serial number moved */
  movements: StockMovement[];
  /** The level, unchanged: a relocation moves units within the warehouse */
  level: InventoryLevel;
}

/** Available-to-promise of a product in a warehouse (decision 0020). */
export interface Availability {
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /** Stock keeping unit: the product code, unique */
  sku: string;
  /** Product's name */
  productName: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** Warehouse's code */
  warehouseCode: string;
  /**
   * Units physically in stock
   * @min -9007199254740991
   * @max 9007199254740991
   */
  onHand: number;
  /**
   * Units allocated to sales orders
   * @min -9007199254740991
   * @max 9007199254740991
   */
  allocated: number;
  /**
   * Units set aside by active holds
   * @min -9007199254740991
   * @max 9007199254740991
   */
  held: number;
  /**
   * onHand − allocated − held
   * @min -9007199254740991
   * @max 9007199254740991
   */
  available: number;
  /**
   * Of the available units, those in bins that are not pickable or in expired lots: never allocated
   * @min -9007199254740991
   * @max 9007199254740991
   */
  unsellable: number;
  /**
   * Units of confirmed orders waiting for stock
   * @min -9007199254740991
   * @max 9007199254740991
   */
  backordered: number;
  /** Units on open purchase orders and on transfers in transit to the warehouse, by date (undated last) */
  incoming: {
    /** Expected date: the purchase order's expected date; null when none is given and for transfers in transit */
    date: string | null;
    /**
     * Units, in the product's unit of measure
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
    /** Where the units come from: an open purchase order or a transfer in transit */
    source: "purchase_order" | "transfer";
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Document number (PO-000001, SO-000001, TR-000001, RMA-000001, RTS-000001: gapless per kind) */
    number: string;
  }[];
  /** Today (available − unsellable − backordered), then after each incoming date; undated incoming last (date null) */
  availableToPromise: {
    /** The day (YYYY-MM-DD) */
    date: string | null;
    /**
     * Units that can be promised by then
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
  }[];
}

/** Units set aside in one warehouse until an expiry (decision 0020). */
export interface Hold {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** Your reference given on creation: a cart or quote id */
  reference: string | null;
  /** active until converted into an order, released (DELETE) or expired */
  status: "active" | "converted" | "released" | "expired";
  /**
   * When the hold ends and its units are free again, unless converted or released first
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  expiresAt: string;
  /** The order the hold was converted into */
  salesOrderId: string | null;
  /** Per product: the units asked for and held */
  lines: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /**
     * Units asked for
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
    /**
     * Units held now: the quantity while active, 0 once ended
     * @min -9007199254740991
     * @max 9007199254740991
     */
    heldQuantity: number;
    /** Where the held units lie */
    allocations: {
      /**
       * Location (bin) within the warehouse (UUID); the default location when left out
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      locationId: string;
      /** Location's code */
      locationCode: string;
      /** Lot (UUID) */
      lotId: string | null;
      /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
      lotNumber: string | null;
      /** Date the lot expires (YYYY-MM-DD) */
      expiryDate: string | null;
      /** Serial number of one unit */
      serialNumber: string | null;
      /**
       * Units, in the product's unit of measure
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
    }[];
  }[];
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

export interface LowStockLevel {
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /** Stock keeping unit: the product code, unique */
  sku: string;
  /** Product's name */
  productName: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** Warehouse's code */
  warehouseCode: string;
  /**
   * Units physically in stock
   * @min -9007199254740991
   * @max 9007199254740991
   */
  onHand: number;
  /**
   * Units on hand promised to confirmed sales orders
   * @min -9007199254740991
   * @max 9007199254740991
   */
  reserved: number;
  /**
   * Units on hand minus reserved
   * @min -9007199254740991
   * @max 9007199254740991
   */
  available: number;
  /**
   * Units shipped to this warehouse on two-step transfers, not yet received (not on hand, not available)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  inTransit: number;
  /** Reorder point: stock at or below it is low */
  minStockLevel: number | null;
  /** Most units the warehouse should hold */
  maxStockLevel: number | null;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
  /**
   * minStockLevel − available
   * @min -9007199254740991
   * @max 9007199254740991
   */
  shortfall: number;
  /**
   * Up to maxStockLevel when set, else to 2 × minStockLevel
   * @min -9007199254740991
   * @max 9007199254740991
   */
  suggestedOrderQuantity: number;
}

export interface InventoryAnalytics {
  /**
   * First day (inclusive)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  from: string;
  /**
   * Last day (inclusive)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  to: string;
  /** Stock value at cost and at selling price */
  valuation: {
    /** Units on hand. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    totalUnits: number | string;
    /** Value at cost price, in the base currency */
    totalCostValue: number;
    /** Value at selling price, in currency units */
    totalRetailValue: number;
    /** Units in transit on two-step transfers (to the warehouse, when one is named). Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    inTransitUnits: number | string;
    /** Their value at cost; the inventory value with them is totalCostValue + inTransitCostValue */
    inTransitCostValue: number;
    /** The figures per warehouse */
    byWarehouse: {
      /**
       * Warehouse (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      warehouseId: string;
      /** Warehouse's code */
      warehouseCode: string;
      /** Units on hand. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
      units: number | string;
      /** Value at cost price, in the base currency */
      costValue: number;
      /** Value at selling price, in currency units */
      retailValue: number;
    }[];
    /** The figures per category */
    byCategory: {
      /**
       * Category (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      categoryId: string;
      /** Category's name */
      categoryName: string;
      /** Units on hand. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
      units: number | string;
      /** Value at cost price, in the base currency */
      costValue: number;
      /** Value at selling price, in currency units */
      retailValue: number;
    }[];
  };
  /** Stock movements (ledger entries) */
  movements: {
    /** Units moved in within the range. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    in: number | string;
    /** Units moved out within the range (positive). Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    out: number | string;
    /** The figures per movement type */
    byType: {
      /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
      type:
        | "receipt"
        | "shipment"
        | "adjustment"
        | "transfer_out"
        | "transfer_in"
        | "manual_in"
        | "manual_out"
        | "relocation_out"
        | "relocation_in"
        | "return_in"
        | "return_out"
        | "revaluation"
        | "assembly_out"
        | "assembly_in"
        | "disassembly_out"
        | "disassembly_in";
      /**
       * How many
       * @min -9007199254740991
       * @max 9007199254740991
       */
      count: number;
      /** Signed sum of the quantities. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
      quantity: number | string;
    }[];
    /** The figures per day */
    byDay: {
      /**
       * The day (YYYY-MM-DD)
       * @format date
       * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
       */
      date: string;
      /** Units moved in. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
      in: number | string;
      /** Units moved out (positive). Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
      out: number | string;
    }[];
  };
  /**
   * Products at or below their reorder point
   * @min -9007199254740991
   * @max 9007199254740991
   */
  lowStockCount: number;
  /**
   * Products with no units available
   * @min -9007199254740991
   * @max 9007199254740991
   */
  outOfStockCount: number;
  /** Products with stock and no outbound movement in the last 90 days (largest value first, at most 100) */
  deadStock: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Product's name */
    productName: string;
    /** Units on hand. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    onHand: number | string;
    /** Value at cost price, in the base currency */
    costValue: number;
  }[];
}

export interface InventoryImportResult {
  /** true: nothing was written; the counts say what the import would do */
  dryRun: boolean;
  /**
   * Data rows read (the header not counted)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  rows: number;
  /**
   * Rows whose counted quantity differs from the units on hand at their grain: each posts adjustment movements
   * @min -9007199254740991
   * @max 9007199254740991
   */
  changed: number;
  /**
   * Rows whose counted quantity equals the units on hand: nothing written
   * @min -9007199254740991
   * @max 9007199254740991
   */
  unchanged: number;
  /**
   * Ledger movements written (one per location, lot and serial number moved)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  movements: number;
}

export interface StockCount {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** CC-000001, gapless */
  number: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** Warehouse's code */
  warehouseCode: string;
  /** Warehouse's name */
  warehouseName: string;
  /** Location (bin) within the warehouse (UUID); the default location when left out */
  locationId: string | null;
  /** Category (UUID) */
  categoryId: string | null;
  /** Products (UUIDs) */
  productIds: string[] | null;
  /** Counters do not see the expected quantities */
  blind: boolean;
  /** open: being counted; approved: variances posted; cancelled: closed without posting */
  status: "open" | "approved" | "cancelled";
  /** Free text kept with the record */
  note: string | null;
  /** How many lines the session has, has counted, and found with a variance */
  lines: {
    /**
     * Balances in scope when the session opened
     * @min -9007199254740991
     * @max 9007199254740991
     */
    total: number;
    /**
     * Lines counted at least once
     * @min -9007199254740991
     * @max 9007199254740991
     */
    counted: number;
    /** Approved: lines whose count differed from the book quantity; null before */
    withVariance: number | null;
  };
  /** Approved: units found (+) or lost (−) over all lines; null before */
  varianceQuantity: number | null;
  /** Approved: the variance at cost, currency units; null before */
  varianceValue: number | null;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** Name of the user or API key that opened the session; null when unknown */
  createdByName: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /** User who approved or cancelled the count */
  closedBy: string | null;
  /** Name of the user or API key that approved or cancelled the session; null when unknown */
  closedByName: string | null;
  /** When it was approved or cancelled */
  closedAt: string | null;
}

export interface StockCountLine {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /** Stock keeping unit: the product code, unique */
  sku: string;
  /** Product's name */
  productName: string;
  /** The product's barcode, to match a scan */
  barcode: string | null;
  /**
   * Location (bin) within the warehouse (UUID); the default location when left out
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  locationId: string;
  /** Location's code */
  locationCode: string;
  /** Lot (UUID) */
  lotId: string | null;
  /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
  lotNumber: string | null;
  /** Serial number of one unit */
  serialNumber: string | null;
  /** On hand of the balance when the session opened; null while a blind count is open, for counters without inventory:adjust */
  expectedQuantity: number | null;
  /** The last count; null until counted */
  countedQuantity: number | null;
  /** On hand of the balance when the last count was recorded, what the count is compared with; null while a blind count is open, for counters without inventory:adjust */
  bookQuantity: number | null;
  /** User who counted */
  countedBy: string | null;
  /** Name of the user or API key that recorded the last count; null when unknown */
  countedByName: string | null;
  /** When the units were counted */
  countedAt: string | null;
  /** Approved: counted − book, the adjustment posted; null before */
  varianceQuantity: number | null;
  /** Approved: the cost per unit the variance is valued at, currency units: the cost price, or under FIFO what its adjustment took or opened per unit (4 decimals) */
  unitCost: number | null;
  /** Approved: the variance at cost, currency units */
  varianceValue: number | null;
  /** Every count recorded on the line, oldest first; the last one wins */
  history: {
    /**
     * Units counted, in the base unit
     * @min -9007199254740991
     * @max 9007199254740991
     */
    countedQuantity: number;
    /** The packaging unit or measure the quantity was entered in; null when it was entered in the base unit */
    unit: string | null;
    /** The quantity in `unit` (3 cases); null when `unit` is */
    unitQuantity: number | null;
    /** User who counted */
    countedBy: string | null;
    /** Name of the user or API key that recorded the count; null when unknown */
    countedByName: string | null;
    /**
     * When the units were counted
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    countedAt: string;
  }[];
}

export interface Transfer {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** TR-000001, gapless */
  number: string;
  /**
   * Warehouse the stock leaves
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  fromWarehouseId: string;
  /** The source warehouse's code */
  fromWarehouseCode: string;
  /** The source warehouse's name */
  fromWarehouseName: string;
  /**
   * Warehouse the stock arrives at
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  toWarehouseId: string;
  /** The destination warehouse's code */
  toWarehouseCode: string;
  /** The destination warehouse's name */
  toWarehouseName: string;
  /** direct (one step) or two-step (shipped, then received; in transit between) */
  mode: "direct" | "two-step";
  /** completed: a direct transfer. Two-step: draft → in_transit → partially_received → received | closed; cancelled from draft */
  status:
    | "completed"
    | "draft"
    | "in_transit"
    | "partially_received"
    | "received"
    | "closed"
    | "cancelled";
  /** The lines */
  items: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Product's name */
    productName: string;
    /** The product's barcode, to match a scan */
    barcode: string | null;
    /**
     * Units to move, in the base unit
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
    /** The packaging unit or measure the quantity was entered in; null when it was entered in the base unit */
    unit: string | null;
    /** The quantity in `unit` (3 cases); null when `unit` is */
    unitQuantity: number | null;
    /**
     * Units shipped so far
     * @min -9007199254740991
     * @max 9007199254740991
     */
    shippedQuantity: number;
    /**
     * Units received so far
     * @min -9007199254740991
     * @max 9007199254740991
     */
    receivedQuantity: number;
    /**
     * Recorded as lost in transit when the transfer was closed
     * @min -9007199254740991
     * @max 9007199254740991
     */
    lostQuantity: number;
    /**
     * Shipped − received − lost
     * @min -9007199254740991
     * @max 9007199254740991
     */
    inTransit: number;
    /** Cost per unit when shipped, currency units; what receipts and losses are valued at */
    unitCost: number | null;
    /** The units still in transit per lot and serial number, earliest expiry first (what a receipt may name); empty for untracked products */
    inTransitGrains: {
      /** Lot (UUID) */
      lotId: string | null;
      /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
      lotNumber: string | null;
      /** Date the lot expires (YYYY-MM-DD) */
      expiryDate: string | null;
      /** Serial number of one unit */
      serialNumber: string | null;
      /**
       * Units of this lot or serial number still in transit
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
    }[];
  }[];
  /** Free text kept with the record */
  note: string | null;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** Name of the user or API key that created the transfer; null when unknown */
  createdByName: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /** When a two-step transfer was shipped (a direct one: null) */
  shippedAt: string | null;
}

export interface Warehouse {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** Short unique code (uppercase letters, digits, hyphens) */
  code: string;
  /** Display name */
  name: string;
  address: AddressOutput;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive: boolean;
  /**
   * 1: units are put away where they are received; 2: received into the receiving location, then put away by tasks (decision 0022)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  receivingSteps: number;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** User who last changed the record */
  updatedBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

export interface WarehouseDetail {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** Short unique code (uppercase letters, digits, hyphens) */
  code: string;
  /** Display name */
  name: string;
  address: AddressOutput;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive: boolean;
  /**
   * 1: units are put away where they are received; 2: received into the receiving location, then put away by tasks (decision 0022)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  receivingSteps: number;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** User who last changed the record */
  updatedBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
  /** Stock figures */
  stock: {
    /**
     * Distinct products with stock on hand
     * @min -9007199254740991
     * @max 9007199254740991
     */
    products: number;
    /** Units on hand. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    unitsOnHand: number | string;
    /** Units on hand at cost, in currency units: at the cost price, or under FIFO their remaining cost layers (decision 0023) */
    stockValue: number;
  };
}

export interface Location {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** Unique within the warehouse; DEFAULT is the location every warehouse has */
  code: string;
  /** Display name */
  name: string | null;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive: boolean;
  /** Sellable stock lies here: false for quarantine, receiving or damaged bins, whose units are never allocated */
  isPickable: boolean;
  /** The location used wherever a request names none; it cannot be renamed or deactivated */
  isDefault: boolean;
  /** What the location is for (decision 0022): receiving, storage, pick_face, packing, shipping or quarantine */
  type:
    | "receiving"
    | "storage"
    | "pick_face"
    | "packing"
    | "shipping"
    | "quarantine";
  /** The zone it belongs to */
  zone: string | null;
  /** Its place on the walk through the warehouse (none: after those with one) */
  sequence: number | null;
  /** Most units it holds; null: no limit */
  capacity: number | null;
  /** Most weight it holds, kg; null: no limit */
  maxWeight: number | null;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** User who last changed the record */
  updatedBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

export interface Supplier {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** Short unique code (uppercase letters, digits, hyphens) */
  code: string;
  /** Display name */
  name: string;
  /** E-mail address */
  email: string | null;
  /** Phone number, free format */
  phone: string | null;
  /** Person to contact */
  contactName: string | null;
  /** Postal address */
  address: AddressOutput | null;
  /**
   * Days after invoice the supplier expects payment
   * @min -9007199254740991
   * @max 9007199254740991
   */
  paymentTermsDays: number;
  /** Currency (ISO 4217) */
  currency: string;
  /** Days from order to receipt */
  leadTimeDays: number | null;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive: boolean;
  /** Free text kept with the record */
  notes: string | null;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** User who last changed the record */
  updatedBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

export interface Customer {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** Short unique code (uppercase letters, digits, hyphens) */
  code: string;
  /** Display name */
  name: string;
  /** E-mail address */
  email: string | null;
  /** Phone number, free format */
  phone: string | null;
  /** Address invoices go to */
  billingAddress: AddressOutput | null;
  /** Address goods are shipped to */
  shippingAddress: AddressOutput | null;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive: boolean;
  /** The customer's orders ship complete by default: nothing ships while a line is backordered */
  shipComplete: boolean;
  /** Fewest days of shelf life a lot must have left to be allocated to this customer's orders (decision 0020); null: any lot not expired */
  minRemainingShelfLifeDays: number | null;
  /** Free text kept with the record */
  notes: string | null;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** User who last changed the record */
  updatedBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

export interface SupplierProduct {
  /**
   * Supplier (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  supplierId: string;
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /** Stock keeping unit: the product code, unique */
  sku: string;
  /** Product's name */
  productName: string;
  /** The supplier's code for the product */
  supplierSku: string | null;
  /** Currency units of `currency` */
  unitCost: number;
  /** Currency (ISO 4217) */
  currency: string;
  /**
   * Days from order to receipt
   * @min -9007199254740991
   * @max 9007199254740991
   */
  leadTimeDays: number;
  /**
   * Base units
   * @min -9007199254740991
   * @max 9007199254740991
   */
  minimumOrderQuantity: number;
  /** The pack the supplier sells in; null: single base units */
  pack: SupplierPack;
  /** The product's preferred supplier: reorder suggestions order from it */
  isPreferred: boolean;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

/** The pack the supplier sells in; null: single base units */
export type SupplierPack = {
  /** The packaging unit */
  unit: string;
  /**
   * Base units in one pack, as when the offer was written
   * @min -9007199254740991
   * @max 9007199254740991
   */
  quantity: number;
  /** unitCost × quantity: the price of one pack, currency units of `currency` */
  price: number;
  /**
   * The minimum order quantity in whole packs, rounded up
   * @min -9007199254740991
   * @max 9007199254740991
   */
  minimumOrderPacks: number;
} | null;

export interface ReorderSuggestion {
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /** Stock keeping unit: the product code, unique */
  sku: string;
  /** Product's name */
  productName: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** Warehouse's code */
  warehouseCode: string;
  /**
   * On hand − reserved in the warehouse
   * @min -9007199254740991
   * @max 9007199254740991
   */
  available: number;
  /**
   * Units not yet received on draft, approved and partially received purchase orders into the warehouse
   * @min -9007199254740991
   * @max 9007199254740991
   */
  onOrder: number;
  /**
   * Units shipped to the warehouse on two-step transfers and not yet received
   * @min -9007199254740991
   * @max 9007199254740991
   */
  inTransit: number;
  /**
   * Units open assembly orders in the warehouse will bring (the product built, components of a disassembly) less those they will consume (components of an assembly, the product taken apart)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  assemblyOrders: number;
  /**
   * The reorder point: suggested when available + on order + in transit + assemblyOrders ≤ it
   * @min -9007199254740991
   * @max 9007199254740991
   */
  minStockLevel: number;
  /** Most units the warehouse should hold */
  maxStockLevel: number | null;
  /**
   * Up to the maximum (else twice the minimum) from available + on order + in transit + assemblyOrders, at least the supplier minimum order quantity, rounded up to the supplier's whole packs
   * @min -9007199254740991
   * @max 9007199254740991
   */
  suggestedQuantity: number;
  /** The preferred supplier; null when the product has none */
  supplier: {
    /**
     * Supplier (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    supplierId: string;
    /** Short unique code (uppercase letters, digits, hyphens) */
    code: string;
    /** Display name */
    name: string;
    /** The supplier's code for the product */
    supplierSku: string | null;
    /** Cost of one unit, in the currency of the order or offer */
    unitCost: number;
    /** Currency (ISO 4217) */
    currency: string;
    /**
     * Days from order to receipt
     * @min -9007199254740991
     * @max 9007199254740991
     */
    leadTimeDays: number;
    /**
     * Fewest units the supplier sells in one order
     * @min -9007199254740991
     * @max 9007199254740991
     */
    minimumOrderQuantity: number;
    /** The pack the supplier sells in; null: single base units */
    pack: SupplierPack;
  } | null;
}

export interface PurchaseOrder {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** PO-000001, gapless */
  number: string;
  /**
   * Supplier (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  supplierId: string;
  /** The supplier's name */
  supplierName: string;
  /** The supplier's code */
  supplierCode: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** The warehouse's code */
  warehouseCode: string;
  /** The warehouse's name */
  warehouseName: string;
  /** Where the order is in its flow (see the tag's description) */
  status:
    | "draft"
    | "approved"
    | "partially_received"
    | "received"
    | "cancelled";
  /**
   * Date of the order (YYYY-MM-DD)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  orderDate: string;
  /** Date the goods are expected (YYYY-MM-DD) */
  expectedDate: string | null;
  /** ISO 4217: the order's amounts (unit costs, line totals, subtotal) are in it */
  currency: string;
  /** Units of the base currency per unit of `currency`, fixed when the order is approved (1 in the base currency); receipts and returns are valued at it. Null until then. */
  exchangeRate: number | null;
  /** When the rate was fixed */
  exchangeRateFixedAt: string | null;
  /** Free text kept with the record */
  notes: string | null;
  /** The lines */
  items: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Product's name */
    productName: string;
    /** The product's barcode, for scanning */
    barcode: string | null;
    /**
     * Units ordered, in the base unit
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
    /** The packaging unit or measure the quantity was entered in; null when it was entered in the base unit */
    unit: string | null;
    /** The quantity in `unit` (3 cases); null when `unit` is */
    unitQuantity: number | null;
    /** Cost of one base unit in the order's `currency`, up to 4 decimals */
    unitCost: number;
    /**
     * Units received so far
     * @min -9007199254740991
     * @max 9007199254740991
     */
    receivedQuantity: number;
    /**
     * Units sent back to the supplier (returns to the supplier)
     * @min -9007199254740991
     * @max 9007199254740991
     */
    returnedQuantity: number;
    /** quantity × unitCost in the order's `currency`, rounded to the cent half away from zero */
    lineTotal: number;
    /** ISO 4217 code of unitCost and lineTotal: the order's `currency` */
    currency: string;
  }[];
  /** Sum of the line totals, currency units, exact (not rounded again) */
  subtotal: number;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** Name of the user or API key that created the order; null when unknown */
  createdByName: string | null;
  /** User who last changed the record */
  updatedBy: string | null;
  /** Name of the user or API key that last changed the order; null when unknown */
  updatedByName: string | null;
  /** User who approved the order */
  approvedBy: string | null;
  /** Name of the user or API key that approved the order; null when unknown */
  approvedByName: string | null;
  /** When the order was approved */
  approvedAt: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
  /** Status changes, oldest first (GET by id) */
  history?: {
    /** Status before the change; null when the order was created */
    from: string | null;
    /** Status after the change */
    to: string;
    /** User who made the change */
    by: string | null;
    /** Name of the user or API key that made the change; null when unknown */
    byName: string | null;
    /**
     * When the change was made
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    at: string;
  }[];
  /** Returns to the supplier (RTS) of the order, oldest first (GET by id) */
  returns?: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Document number (PO-000001, SO-000001, TR-000001, RMA-000001, RTS-000001: gapless per kind) */
    number: string;
    /** Why: free text, or for adjustments the reason code */
    reason: string;
    /**
     * When the record was created (ISO 8601, UTC)
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    createdAt: string;
  }[];
}

export interface PurchaseOrderPutaway {
  /**
   * The purchase order
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  purchaseOrderId: string;
  /**
   * The warehouse it is received into
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /**
   * The warehouse's receiving steps: 1, units go to their suggested location; 2, units land in the receiving location and a putaway task per line carries them to it
   * @min -9007199254740991
   * @max 9007199254740991
   */
  receivingSteps: number;
  /** With two steps: where a line naming no location lands (the first active receiving location in walking order); null with one step, or when there is none (the receipt is then refused) */
  receivingLocation: {
    /**
     * The location
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Its code */
    code: string;
  } | null;
  /** Each line not fully received, in line order, with its suggested location */
  lines: {
    /**
     * The order line
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    itemId: string;
    /**
     * Its product
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** The product's SKU */
    sku: string;
    /**
     * Units still to receive: ordered less received, base units
     * @min -9007199254740991
     * @max 9007199254740991
     */
    remaining: number;
    /** The pack the line was ordered in (putaway rules for that pack apply); null: base units */
    unit: string | null;
    /** Where the putaway rules send the remaining units: the first matching rule with room, else the location holding most of the product, else DEFAULT */
    location: {
      /**
       * The location
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      id: string;
      /** Its code */
      code: string;
    };
  }[];
}

export interface SalesOrder {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** SO-000001, gapless */
  number: string;
  /**
   * Customer (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  customerId: string;
  /** The customer's name */
  customerName: string;
  /** The customer's code */
  customerCode: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** The warehouse's code */
  warehouseCode: string;
  /** The warehouse's name */
  warehouseName: string;
  /** Where the order is in its flow (see the tag's description) */
  status: "draft" | "confirmed" | "partially_shipped" | "shipped" | "cancelled";
  /**
   * Date of the order (YYYY-MM-DD)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  orderDate: string;
  /**
   * 0 to 9: waiting orders with a higher priority get arriving stock first
   * @min -9007199254740991
   * @max 9007199254740991
   */
  priority: number;
  /** The day promised to the customer */
  promisedDate: string | null;
  /** Nothing ships while a line is backordered */
  shipComplete: boolean;
  /** Confirmed and partially shipped orders: allocated (every unit to ship is, ready to pick), partially_allocated or backordered (none is); null otherwise */
  allocationStatus: "allocated" | "partially_allocated" | "backordered" | null;
  /** ISO 4217 code of the order's amounts (unit prices, line totals, subtotal): the base currency (BASE_CURRENCY), as for every sales order */
  currency: string;
  /** Free text kept with the record */
  notes: string | null;
  /** Address goods are shipped to */
  shippingAddress: AddressOutput | null;
  /** The lines */
  items: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Product's name */
    productName: string;
    /** The product's barcode, for scanning */
    barcode: string | null;
    /**
     * Units ordered, in the base unit
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
    /** The packaging unit or measure the quantity was entered in; null when it was entered in the base unit */
    unit: string | null;
    /** The quantity in `unit` (3 cases); null when `unit` is */
    unitQuantity: number | null;
    /** Price of one base unit in currency units (the base currency), to the cent */
    unitPrice: number;
    /** Discount in percent (0 to 100), up to 2 decimals */
    discount: number;
    /**
     * Units shipped so far
     * @min -9007199254740991
     * @max 9007199254740991
     */
    shippedQuantity: number;
    /**
     * Units the customer sent back (customer returns)
     * @min -9007199254740991
     * @max 9007199254740991
     */
    returnedQuantity: number;
    /**
     * Units allocated to the line: promised from specific bins, lots and serials
     * @min -9007199254740991
     * @max 9007199254740991
     */
    allocatedQuantity: number;
    /**
     * Units of a confirmed or partially shipped order waiting for stock: neither shipped nor allocated
     * @min -9007199254740991
     * @max 9007199254740991
     */
    backorderedQuantity: number;
    /** A kit's line: its price and quantity as ordered, fulfilled by the component lines after it (never allocated or shipped itself); shippedQuantity and returnedQuantity are the whole kits its components make */
    kit: boolean;
    /** On a component line of a kit, the kit's line (price 0: the kit's line carries it); null on other lines */
    kitItemId: string | null;
    /** Where the allocated units lie, in walking order (GET by id; empty in lists) */
    allocations: {
      /**
       * Location (bin) within the warehouse (UUID); the default location when left out
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      locationId: string;
      /** Location's code */
      locationCode: string;
      /** Lot (UUID) */
      lotId: string | null;
      /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
      lotNumber: string | null;
      /** Date the lot expires (YYYY-MM-DD) */
      expiryDate: string | null;
      /** Serial number of one unit */
      serialNumber: string | null;
      /**
       * Units, in the product's unit of measure
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
    }[];
    /** quantity × unitPrice × (1 − discount/100), rounded to the cent half away from zero */
    lineTotal: number;
    /** ISO 4217 code of unitPrice and lineTotal: the order's currency, the base currency */
    currency: string;
    /** Where the shipped units came from, per location, lot and serial number */
    shippedFrom: {
      /** Location (bin) within the warehouse (UUID); the default location when left out */
      locationId: string | null;
      /** Location's code */
      locationCode: string | null;
      /** Lot (UUID) */
      lotId: string | null;
      /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
      lotNumber: string | null;
      /** Date the lot expires (YYYY-MM-DD) */
      expiryDate: string | null;
      /** Serial number of one unit */
      serialNumber: string | null;
      /**
       * Units shipped from this location, lot and serial
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
    }[];
  }[];
  /** Sum of the line totals in currency units, exact (not rounded again) */
  subtotal: number;
  /** Shipments of the order */
  shipments?: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Carrier's tracking number */
    trackingNumber: string | null;
    /** Carrier (UPS, DHL, …) */
    carrier: string | null;
    /** Units shipped in place of those allocated to the line (a lot, bin or serial scanned instead) */
    substitutions: {
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /**
       * Units, in the product's unit of measure
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /** Where the allocated units lay */
      allocated: {
        /**
         * Location (bin) within the warehouse (UUID); the default location when left out
         * @format uuid
         * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
         */
        locationId: string;
        /** Lot (UUID) */
        lotId: string | null;
        /** Serial number of one unit */
        serialNumber: string | null;
      };
      /** Where the units shipped in their place came from */
      shipped: {
        /**
         * Location (bin) within the warehouse (UUID); the default location when left out
         * @format uuid
         * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
         */
        locationId: string;
        /** Lot (UUID) */
        lotId: string | null;
        /** Serial number of one unit */
        serialNumber: string | null;
      };
    }[];
    /** User who created the record (null for records made by the system or a migration) */
    createdBy: string | null;
    /** Name of the user or API key that recorded the shipment; null when unknown */
    createdByName: string | null;
    /**
     * When the record was created (ISO 8601, UTC)
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    createdAt: string;
  }[];
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** Name of the user or API key that created the order; null when unknown */
  createdByName: string | null;
  /** User who last changed the record */
  updatedBy: string | null;
  /** Name of the user or API key that last changed the order; null when unknown */
  updatedByName: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
  /** Status changes, oldest first (GET by id) */
  history?: {
    /** Status before the change; null when the order was created */
    from: string | null;
    /** Status after the change */
    to: string;
    /** User who made the change */
    by: string | null;
    /** Name of the user or API key that made the change; null when unknown */
    byName: string | null;
    /**
     * When the change was made
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    at: string;
  }[];
  /** Customer returns (RMAs) of the order, oldest first (GET by id) */
  returns?: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Document number (PO-000001, SO-000001, TR-000001, RMA-000001, RTS-000001: gapless per kind) */
    number: string;
    /** Why: free text, or for adjustments the reason code */
    reason: string;
    /**
     * When the record was created (ISO 8601, UTC)
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    createdAt: string;
  }[];
}

export interface PickList {
  /**
   * When the proposal was read: stock moved later may change it
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  generatedAt: string;
  /** The orders covered, by number */
  orders: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Document number (PO-000001, SO-000001, TR-000001, RMA-000001, RTS-000001: gapless per kind) */
    number: string;
    /** Where the order is in its flow (see the tag's description) */
    status:
      | "draft"
      | "confirmed"
      | "partially_shipped"
      | "shipped"
      | "cancelled";
    /**
     * Date of the order (YYYY-MM-DD)
     * @format date
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
     */
    orderDate: string;
    /** Customer's name */
    customerName: string;
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /** Warehouse's code */
    warehouseCode: string;
    /**
     * Units ordered and not shipped yet
     * @min -9007199254740991
     * @max 9007199254740991
     */
    unitsToShip: number;
  }[];
  /** Stops in walking order: by warehouse code, then location code */
  locations: {
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /** Warehouse's code */
    warehouseCode: string;
    /**
     * Location (bin) within the warehouse (UUID); the default location when left out
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    locationId: string;
    /** Location's code */
    locationCode: string;
    /** Location's name, if it has one */
    locationName: string | null;
    /** By SKU, then expiry (first expiry first out), then order number */
    lines: {
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /** Stock keeping unit: the product code, unique */
      sku: string;
      /** Product's name */
      productName: string;
      /** Barcode (EAN/UPC digits) */
      barcode: string | null;
      /** Lot (UUID) */
      lotId: string | null;
      /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
      lotNumber: string | null;
      /** Date the lot expires (YYYY-MM-DD) */
      expiryDate: string | null;
      /** Serial-tracked products: the units to take */
      serialNumbers: string[];
      /**
       * Units to take from this location and lot
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /**
       * Sales order (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      salesOrderId: string;
      /** The sales order's number (SO-000001) */
      orderNumber: string;
    }[];
  }[];
  /** Units to ship that no stock covers (expired lots are never proposed) */
  shortages: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Product's name */
    productName: string;
    /**
     * Sales order (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    salesOrderId: string;
    /** The sales order's number (SO-000001) */
    orderNumber: string;
    /**
     * Units no fresh stock covers
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
  }[];
  /**
   * Units to take, shortages excluded
   * @min -9007199254740991
   * @max 9007199254740991
   */
  totalUnits: number;
}

export interface Shipment {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Sales order (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  salesOrderId: string;
  /** The sales order's number (SO-000001) */
  orderNumber: string;
  /**
   * Date of the order (YYYY-MM-DD)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  orderDate: string;
  /** Customer's name */
  customerName: string;
  /** Customer's code */
  customerCode: string;
  /** Address goods are shipped to */
  shippingAddress: AddressOutput | null;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** Carrier (UPS, DHL, …) */
  carrier: string | null;
  /** Carrier's tracking number */
  trackingNumber: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /** What the shipment took, per product, location, lot and serial number */
  lines: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Product's name */
    productName: string;
    /** Barcode (EAN/UPC digits) */
    barcode: string | null;
    /** Location's code */
    locationCode: string | null;
    /** Lot (UUID) */
    lotId: string | null;
    /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
    lotNumber: string | null;
    /** Date the lot expires (YYYY-MM-DD) */
    expiryDate: string | null;
    /** Serial number of one unit */
    serialNumber: string | null;
    /**
     * Units shipped of this product, lot and serial
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
  }[];
}

/** A customer return (RMA) of units shipped on a sales order */
export interface CustomerReturn {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** Warehouse's code */
  warehouseCode: string;
  /** Warehouse's name */
  warehouseName: string;
  /** Why: free text, or for adjustments the reason code */
  reason: string;
  /** Free text kept with the record */
  note: string | null;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** Name of the user or API key that recorded the return; null when unknown */
  createdByName: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /** RMA-000001, gapless */
  number: string;
  /**
   * Sales order (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  salesOrderId: string;
  /** Sales order number */
  salesOrderNumber: string;
  /**
   * Customer (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  customerId: string;
  /** Customer's name */
  customerName: string;
  /** ISO 4217 code of the return's amounts (unit costs, values, totals): the base currency (BASE_CURRENCY), as the sales order's and the ledger's */
  currency: string;
  /** The lines */
  items: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /**
     * The sales order line
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    itemId: string;
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Product's name */
    productName: string;
    /** resellable (back into stock) or damaged (written off) */
    condition: "resellable" | "damaged";
    /**
     * Units of this lot and serial number, in the base unit
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
    /** The packaging unit or measure the quantity was entered in; null when it was entered in the base unit */
    unit: string | null;
    /** The quantity in `unit` (3 cases); null when `unit` is */
    unitQuantity: number | null;
    /** Location (bin) within the warehouse (UUID); the default location when left out */
    locationId: string | null;
    /** Location's code */
    locationCode: string | null;
    /** Lot (UUID) */
    lotId: string | null;
    /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
    lotNumber: string | null;
    /** Serial number of one unit */
    serialNumber: string | null;
    /** Cost per unit recorded when the units were shipped (currency units) */
    unitCost: number;
    /** quantity × unitCost, to the cent: back in stock (resellable) or written off (damaged) */
    costValue: number;
    /** quantity × the line's net unit price (on a kit's component line, its share of the kit's line total), to the cent: netted out of revenue */
    refundValue: number;
    /** ISO 4217 code of unitCost, costValue and refundValue: the base currency */
    currency: string;
  }[];
  /** The sums */
  totals: {
    /**
     * Units
     * @min -9007199254740991
     * @max 9007199254740991
     */
    units: number;
    /** Revenue the return takes back */
    refundValue: number;
    /** Cost of the resellable units put back into stock */
    restockedValue: number;
    /** Cost of the damaged units written off (a loss) */
    writtenOffValue: number;
  };
}

/** A return to the supplier (RTS) of units received on a purchase order */
export interface SupplierReturn {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** Warehouse's code */
  warehouseCode: string;
  /** Warehouse's name */
  warehouseName: string;
  /** Why: free text, or for adjustments the reason code */
  reason: string;
  /** Free text kept with the record */
  note: string | null;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** Name of the user or API key that recorded the return; null when unknown */
  createdByName: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /** RTS-000001, gapless */
  number: string;
  /**
   * Purchase order (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  purchaseOrderId: string;
  /** Purchase order number */
  purchaseOrderNumber: string;
  /**
   * Supplier (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  supplierId: string;
  /** Supplier's name */
  supplierName: string;
  /** ISO 4217 code of the return's amounts (unit costs, values, totalValue): the purchase order's currency */
  currency: string;
  /** The lines */
  items: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /**
     * The purchase order line
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    itemId: string;
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Product's name */
    productName: string;
    /**
     * Units, in the base unit
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
    /** The packaging unit or measure the quantity was entered in; null when it was entered in the base unit */
    unit: string | null;
    /** The quantity in `unit` (3 cases); null when `unit` is */
    unitQuantity: number | null;
    /** The purchase order line's unit cost, at which the units were received */
    unitCost: number;
    /** quantity × unitCost, to the cent: netted out of purchases */
    value: number;
    /** ISO 4217 code of unitCost and value: the purchase order's currency */
    currency: string;
    /** Where the units left from, per location, lot and serial number */
    takenFrom: {
      /** Location (bin) within the warehouse (UUID); the default location when left out */
      locationId: string | null;
      /** Location's code */
      locationCode: string | null;
      /** Lot (UUID) */
      lotId: string | null;
      /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
      lotNumber: string | null;
      /** Serial number of one unit */
      serialNumber: string | null;
      /** Date the lot expires (YYYY-MM-DD) */
      expiryDate: string | null;
      /**
       * Units, in the product's unit of measure
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
    }[];
  }[];
  /** Value of the return at receipt cost */
  totalValue: number;
}

export interface ExchangeRate {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** ISO 4217 */
  currency: string;
  /** The base currency (BASE_CURRENCY) the rate converts into */
  baseCurrency: string;
  /** Units of the base currency per unit of `currency` */
  rate: number;
  /**
   * In force from this instant until the currency's next rate
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  validFrom: string;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
}

export interface LandedCost {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** LC-000001 */
  number: string;
  /** How the charges were spread over the lines: value, quantity, weight or volume */
  allocation: "value" | "quantity" | "weight" | "volume";
  /** The charges in the base currency */
  total: number;
  /** What went into the value of the units still in stock (revaluation movements) */
  capitalized: number;
  /** The share of units already gone (sold, issued, moved away), and all of the share of products at standard cost: a cost of the period */
  expensed: number;
  /** Free text kept with the record */
  note: string | null;
  /** The charges as recorded, each with the rate it was converted at */
  charges: {
    /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
    type: "freight" | "duty" | "insurance" | "other";
    /** Free text describing the record */
    description: string | null;
    /** In `currency` */
    amount: number;
    /** Currency (ISO 4217) */
    currency: string;
    /** Base currency units per unit of `currency`, as applied */
    rate: number;
    /** Base currency units to the cent */
    baseAmount: number;
  }[];
  /** One per order line received and kept */
  lines: {
    /**
     * Purchase order (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    purchaseOrderId: string;
    /** Purchase order number */
    purchaseOrderNumber: string;
    /**
     * Order line (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    itemId: string;
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /**
     * Units received and kept
     * @min -9007199254740991
     * @max 9007199254740991
     */
    units: number;
    /** The line's value (base currency), units, weight (kg) or volume (cm³), by the allocation */
    basis: number;
    /** Its share of the total */
    amount: number;
    /**
     * Of its units, those still in stock: under FIFO what its receipts' layers hold, under the average the warehouse's on hand (shared by its orders there, newest first), at most its units; 0 at standard cost
     * @min -9007199254740991
     * @max 9007199254740991
     */
    unitsInStock: number;
    /** Base currency units to the cent */
    capitalized: number;
    /** Base currency units to the cent */
    expensed: number;
  }[];
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
}

export interface BillOfMaterials {
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /** assembly or kit */
  type: "assembly" | "kit";
  /** Labour and overhead per unit, base currency units */
  labourCost: number;
  /** The components in the order given */
  components: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Display name */
    name: string;
    /** The component's base unit */
    unitOfMeasure: string;
    /**
     * Base units per unit of the product
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
    /** The component's cost price, base currency units per unit */
    costPrice: number;
  }[];
  /** What one unit's components cost at their cost prices today (an estimate: an assembly order takes the cost of the very units it consumes) */
  componentsCost: number;
  /** Per active warehouse holding any of the components (a bound caller's alone), by code */
  buildable: {
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /** Warehouse's code */
    warehouseCode: string;
    /**
     * Units the components' sellable units make (not reserved, in active pickable bins, of lots not expired), the scarcest deciding: for a kit, the kits available to sell
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
  }[];
  /** User who last changed the record */
  updatedBy: string | null;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

export interface AssemblyOrder {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** AO-000001 */
  number: string;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "assembly" | "disassembly";
  /** open until completed or cancelled */
  status: "open" | "completed" | "cancelled";
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /** Stock keeping unit: the product code, unique */
  sku: string;
  /** Product's name */
  productName: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** Warehouse's code */
  warehouseCode: string;
  /**
   * Units built or taken apart
   * @min -9007199254740991
   * @max 9007199254740991
   */
  quantity: number;
  /** Labour and overhead added to the units built */
  labourCost: number;
  /** Once completed: the value of the units built (their components' value and the labour; at standard cost, the standard) or taken apart */
  value: number | null;
  /** The components, as the bill of materials listed them when the order was made */
  lines: {
    /**
     * The component (a product)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    componentId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Display name */
    name: string;
    /**
     * Base units consumed or returned in all
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
    /**
     * The component's units available in the warehouse now
     * @min -9007199254740991
     * @max 9007199254740991
     */
    available: number;
    /** Once completed: what they took (assembly) or were given (disassembly) */
    value: number | null;
  }[];
  /** Free text kept with the record */
  note: string | null;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /** User who approved or cancelled the count */
  closedBy: string | null;
  /** When it was completed or cancelled */
  closedAt: string | null;
}

export interface ApiKey {
  /**
   * The key's id (the `jti` of a key issued as a JWT before `sr_` keys)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** Display name */
  name: string;
  /** The key's prefix and last 4 characters, e.g. `sr_live_…abcd`, to tell keys apart (never the key); null for a key issued as a JWT before `sr_` keys */
  keyHint: string | null;
  /**
   * The key's service principal: `createdBy` of what the key writes
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  principalId: string;
  /** The permissions the user's role grants (SPEC 5) */
  permissions: string[];
  /** Warehouse (UUID) */
  warehouseId: string | null;
  /** null for a key not bound to a warehouse */
  warehouseCode: string | null;
  /** Warehouse's name */
  warehouseName: string | null;
  /**
   * When the key stops working
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  expiresAt: string;
  /** The dated API version the key is pinned to: its requests follow it unless they send Stockroom-Version */
  apiVersion: string;
  /** When the key was last given a new secret (POST /api/api-keys/{id}/roll); null: never */
  rolledAt: string | null;
  /** Until when the secret the last roll replaced still works; null when it no longer does (or the key is revoked) */
  previousKeyExpiresAt: string | null;
  /** When the key was revoked; null while it works */
  revokedAt: string | null;
  /** Why the key was revoked: revoked by an admin, or its creator was deactivated (reactivating them does not bring the key back); null while it works */
  revokedReason: "revoked" | "creator-deactivated" | null;
  /** When the key was last used (recorded at most once a minute per client address) */
  lastUsedAt: string | null;
  /** Client address of that use */
  lastUsedFrom: string | null;
  /**
   * User who created the record (null for records made by the system or a migration)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  createdBy: string;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
}

export interface CreatedApiKey {
  /**
   * The key's id (the `jti` of a key issued as a JWT before `sr_` keys)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** Display name */
  name: string;
  /** The key's prefix and last 4 characters, e.g. `sr_live_…abcd`, to tell keys apart (never the key); null for a key issued as a JWT before `sr_` keys */
  keyHint: string | null;
  /**
   * The key's service principal: `createdBy` of what the key writes
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  principalId: string;
  /** The permissions the user's role grants (SPEC 5) */
  permissions: string[];
  /** Warehouse (UUID) */
  warehouseId: string | null;
  /** null for a key not bound to a warehouse */
  warehouseCode: string | null;
  /** Warehouse's name */
  warehouseName: string | null;
  /**
   * When the key stops working
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  expiresAt: string;
  /** The dated API version the key is pinned to: its requests follow it unless they send Stockroom-Version */
  apiVersion: string;
  /** When the key was last given a new secret (POST /api/api-keys/{id}/roll); null: never */
  rolledAt: string | null;
  /** Until when the secret the last roll replaced still works; null when it no longer does (or the key is revoked) */
  previousKeyExpiresAt: string | null;
  /** When the key was revoked; null while it works */
  revokedAt: string | null;
  /** Why the key was revoked: revoked by an admin, or its creator was deactivated (reactivating them does not bring the key back); null while it works */
  revokedReason: "revoked" | "creator-deactivated" | null;
  /** When the key was last used (recorded at most once a minute per client address) */
  lastUsedAt: string | null;
  /** Client address of that use */
  lastUsedFrom: string | null;
  /**
   * User who created the record (null for records made by the system or a migration)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  createdBy: string;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /** The key, `sr_live_…` or `sr_test_…` (send as `Authorization: Bearer <key>`): shown once, never again */
  key: string;
}

export interface EventFeed {
  /** The events after `after`, in sequence order */
  events: Event[];
  /**
   * Pass as `after` to read on; the last sequence examined, so events filtered out by `types` are not read again
   * @min -9007199254740991
   * @max 9007199254740991
   */
  next: number;
  /** true: more events are waiting; ask again at once */
  hasMore: boolean;
  /** true: events after `after` were deleted (kept EVENT_RETENTION_DAYS days) before this read, so some were missed: resynchronize from the lists, then read on from `next` */
  pruned: boolean;
}

/** On hand or reserved of a product in a warehouse changed: the level after it and the movements that made it (none for an allocation or its release) */
export interface StockChangedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "stock.changed";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /**
     * Units physically in stock
     * @min -9007199254740991
     * @max 9007199254740991
     */
    onHand: number;
    /**
     * Units on hand promised to confirmed sales orders
     * @min -9007199254740991
     * @max 9007199254740991
     */
    reserved: number;
    /**
     * onHand − reserved
     * @min -9007199254740991
     * @max 9007199254740991
     */
    available: number;
    /** The movements written: one per location, lot and serial number the units moved from or to */
    movements: {
      /**
       * Identifier (UUID v7)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      id: string;
      /**
       * Position in the ledger, increasing in commit order
       * @min -9007199254740991
       * @max 9007199254740991
       */
      sequence: number;
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /**
       * Warehouse (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      warehouseId: string;
      /** Location (bin) within the warehouse (UUID); the default location when left out */
      locationId: string | null;
      /** A receipt's: the location the putaway rules suggested (decision 0022) when the units were put elsewhere; null otherwise (absent from events published before it existed) */
      suggestedLocationId?: string | null;
      /** Lot (UUID) */
      lotId: string | null;
      /** Serial number of one unit */
      serialNumber: string | null;
      /** The movement type: receipt, shipment, adjustment, transfer_in, transfer_out, return_in, return_out, … */
      type: string;
      /**
       * Signed: positive into the warehouse, negative out
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /**
       * Units on hand at the level after this movement
       * @min -9007199254740991
       * @max 9007199254740991
       */
      onHandAfter: number;
      /** Cost per unit moved, base currency units */
      unitCost: number | null;
      /** The value moved, base currency units to the cent, signed as quantity (decision 0023; absent from events published before it existed) */
      value?: number;
      /** At standard cost, a receipt's or supplier return's purchase cost less its value at the standard (decision 0023); null otherwise, absent from events published before it existed */
      purchasePriceVariance?: number | null;
      /** Why: free text, or for adjustments the reason code */
      reason: string;
      /** The document that moved the stock */
      reference: {
        /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
        type: string;
        /**
         * Identifier (UUID v7)
         * @format uuid
         * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
         */
        id: string;
      } | null;
      /** Free text kept with the record */
      note: string | null;
      /** User who created the record (null for records made by the system or a migration) */
      createdBy: string | null;
      /**
       * When the record was created (ISO 8601, UTC)
       * @format date-time
       * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
       */
      createdAt: string;
      /**
       * When it counts for valuation and reports: createdAt unless posted backdated (decision 0023); absent from events published before it existed
       * @format date-time
       * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
       */
      effectiveAt?: string;
    }[];
  };
}

/** A product was created: its stored record */
export interface ProductCreatedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "product.created";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Display name */
    name: string;
    /** Free text describing the record */
    description: string | null;
    /**
     * Category (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    categoryId: string;
    /** Brand or manufacturer */
    brand: string | null;
    /** piece, kg, liter, meter, box or pack */
    unitOfMeasure: string;
    /** Base currency units */
    costPrice: number;
    /** Price of one unit to customers, in currency units */
    sellingPrice: number;
    /** Reorder point: stock at or below it is low */
    minStockLevel: number | null;
    /** Most units the warehouse should hold */
    maxStockLevel: number | null;
    /** False once deactivated or archived: kept for history, left out of new work */
    isActive: boolean;
    /** Weight of one unit in kg (3 decimals) */
    weight: number | null;
    /** Barcode (EAN/UPC digits) */
    barcode: string | null;
    /** none, lot or serial */
    tracking: string;
    /** Days from receipt to expiry: the default expiry date of a received lot */
    shelfLifeDays: number | null;
    /** Fewest days of shelf life a lot must have left to be allocated to a sales order (decision 0020); null: any lot not expired */
    minRemainingShelfLifeDays: number | null;
    /**
     * When the record was created (ISO 8601, UTC)
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    createdAt: string;
    /**
     * When the record last changed (ISO 8601, UTC)
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    updatedAt: string;
    /** User who created the record (null for records made by the system or a migration) */
    createdBy: string | null;
    /** User who last changed the record */
    updatedBy: string | null;
  };
}

/** A product changed: its stored record after the change */
export interface ProductUpdatedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "product.updated";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Display name */
    name: string;
    /** Free text describing the record */
    description: string | null;
    /**
     * Category (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    categoryId: string;
    /** Brand or manufacturer */
    brand: string | null;
    /** piece, kg, liter, meter, box or pack */
    unitOfMeasure: string;
    /** Base currency units */
    costPrice: number;
    /** Price of one unit to customers, in currency units */
    sellingPrice: number;
    /** Reorder point: stock at or below it is low */
    minStockLevel: number | null;
    /** Most units the warehouse should hold */
    maxStockLevel: number | null;
    /** False once deactivated or archived: kept for history, left out of new work */
    isActive: boolean;
    /** Weight of one unit in kg (3 decimals) */
    weight: number | null;
    /** Barcode (EAN/UPC digits) */
    barcode: string | null;
    /** none, lot or serial */
    tracking: string;
    /** Days from receipt to expiry: the default expiry date of a received lot */
    shelfLifeDays: number | null;
    /** Fewest days of shelf life a lot must have left to be allocated to a sales order (decision 0020); null: any lot not expired */
    minRemainingShelfLifeDays: number | null;
    /**
     * When the record was created (ISO 8601, UTC)
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    createdAt: string;
    /**
     * When the record last changed (ISO 8601, UTC)
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    updatedAt: string;
    /** User who created the record (null for records made by the system or a migration) */
    createdBy: string | null;
    /** User who last changed the record */
    updatedBy: string | null;
  };
}

/** A product was archived (isActive false): its stored record */
export interface ProductArchivedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "product.archived";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Display name */
    name: string;
    /** Free text describing the record */
    description: string | null;
    /**
     * Category (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    categoryId: string;
    /** Brand or manufacturer */
    brand: string | null;
    /** piece, kg, liter, meter, box or pack */
    unitOfMeasure: string;
    /** Base currency units */
    costPrice: number;
    /** Price of one unit to customers, in currency units */
    sellingPrice: number;
    /** Reorder point: stock at or below it is low */
    minStockLevel: number | null;
    /** Most units the warehouse should hold */
    maxStockLevel: number | null;
    /** False once deactivated or archived: kept for history, left out of new work */
    isActive: boolean;
    /** Weight of one unit in kg (3 decimals) */
    weight: number | null;
    /** Barcode (EAN/UPC digits) */
    barcode: string | null;
    /** none, lot or serial */
    tracking: string;
    /** Days from receipt to expiry: the default expiry date of a received lot */
    shelfLifeDays: number | null;
    /** Fewest days of shelf life a lot must have left to be allocated to a sales order (decision 0020); null: any lot not expired */
    minRemainingShelfLifeDays: number | null;
    /**
     * When the record was created (ISO 8601, UTC)
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    createdAt: string;
    /**
     * When the record last changed (ISO 8601, UTC)
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    updatedAt: string;
    /** User who created the record (null for records made by the system or a migration) */
    createdBy: string | null;
    /** User who last changed the record */
    updatedBy: string | null;
  };
}

/** A product's cost price changed: re-averaged by a receipt or a return to the supplier, set by a user or an import, restated from the ledger, or (costed FIFO) moved by the cost layers a stock movement opened or took (cost_layers), or set by a change of costing method or of the standard cost (costing_method), or raised by a landed cost (landed_cost) */
export interface ProductCostChangedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "product.cost_changed";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Base currency units */
    previousCostPrice: number;
    /** Base currency units */
    costPrice: number;
    /** Why: free text, or for adjustments the reason code */
    reason:
      | "receipt"
      | "supplier_return"
      | "update"
      | "import"
      | "restatement"
      | "cost_layers"
      | "costing_method"
      | "landed_cost"
      | "assembly";
  };
}

/** A purchase order was created */
export interface PurchaseOrderCreatedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "purchase_order.created";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * The order
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** The status before (null on creation) */
    from:
      | "draft"
      | "approved"
      | "partially_received"
      | "received"
      | "cancelled"
      | null;
    /** The status reached */
    to: "draft" | "approved" | "partially_received" | "received" | "cancelled";
    /**
     * The user or API key principal that changed it
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    by: string;
  };
}

/** A purchase order reached status approved */
export interface PurchaseOrderApprovedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "purchase_order.approved";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * The order
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** The status before (null on creation) */
    from:
      | "draft"
      | "approved"
      | "partially_received"
      | "received"
      | "cancelled"
      | null;
    /** The status reached */
    to: "draft" | "approved" | "partially_received" | "received" | "cancelled";
    /**
     * The user or API key principal that changed it
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    by: string;
  };
}

/** A purchase order reached status partially_received */
export interface PurchaseOrderPartiallyReceivedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "purchase_order.partially_received";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * The order
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** The status before (null on creation) */
    from:
      | "draft"
      | "approved"
      | "partially_received"
      | "received"
      | "cancelled"
      | null;
    /** The status reached */
    to: "draft" | "approved" | "partially_received" | "received" | "cancelled";
    /**
     * The user or API key principal that changed it
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    by: string;
  };
}

/** A purchase order reached status received */
export interface PurchaseOrderReceivedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "purchase_order.received";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * The order
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** The status before (null on creation) */
    from:
      | "draft"
      | "approved"
      | "partially_received"
      | "received"
      | "cancelled"
      | null;
    /** The status reached */
    to: "draft" | "approved" | "partially_received" | "received" | "cancelled";
    /**
     * The user or API key principal that changed it
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    by: string;
  };
}

/** A purchase order reached status cancelled */
export interface PurchaseOrderCancelledEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "purchase_order.cancelled";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * The order
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** The status before (null on creation) */
    from:
      | "draft"
      | "approved"
      | "partially_received"
      | "received"
      | "cancelled"
      | null;
    /** The status reached */
    to: "draft" | "approved" | "partially_received" | "received" | "cancelled";
    /**
     * The user or API key principal that changed it
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    by: string;
  };
}

/** A sales order was created */
export interface SalesOrderCreatedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "sales_order.created";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * The order
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** The status before (null on creation) */
    from:
      | "draft"
      | "confirmed"
      | "partially_shipped"
      | "shipped"
      | "cancelled"
      | null;
    /** The status reached */
    to: "draft" | "confirmed" | "partially_shipped" | "shipped" | "cancelled";
    /**
     * The user or API key principal that changed it
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    by: string;
  };
}

/** A sales order reached status confirmed */
export interface SalesOrderConfirmedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "sales_order.confirmed";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * The order
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** The status before (null on creation) */
    from:
      | "draft"
      | "confirmed"
      | "partially_shipped"
      | "shipped"
      | "cancelled"
      | null;
    /** The status reached */
    to: "draft" | "confirmed" | "partially_shipped" | "shipped" | "cancelled";
    /**
     * The user or API key principal that changed it
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    by: string;
  };
}

/** A sales order reached status partially_shipped */
export interface SalesOrderPartiallyShippedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "sales_order.partially_shipped";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * The order
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** The status before (null on creation) */
    from:
      | "draft"
      | "confirmed"
      | "partially_shipped"
      | "shipped"
      | "cancelled"
      | null;
    /** The status reached */
    to: "draft" | "confirmed" | "partially_shipped" | "shipped" | "cancelled";
    /**
     * The user or API key principal that changed it
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    by: string;
  };
}

/** A sales order reached status shipped */
export interface SalesOrderShippedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "sales_order.shipped";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * The order
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** The status before (null on creation) */
    from:
      | "draft"
      | "confirmed"
      | "partially_shipped"
      | "shipped"
      | "cancelled"
      | null;
    /** The status reached */
    to: "draft" | "confirmed" | "partially_shipped" | "shipped" | "cancelled";
    /**
     * The user or API key principal that changed it
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    by: string;
  };
}

/** A sales order reached status cancelled */
export interface SalesOrderCancelledEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "sales_order.cancelled";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * The order
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** The status before (null on creation) */
    from:
      | "draft"
      | "confirmed"
      | "partially_shipped"
      | "shipped"
      | "cancelled"
      | null;
    /** The status reached */
    to: "draft" | "confirmed" | "partially_shipped" | "shipped" | "cancelled";
    /**
     * The user or API key principal that changed it
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    by: string;
  };
}

/** Units arriving or given back (a receipt, a return, a transfer, a count gain, a cancelled order, an expired hold) or moved by hand were allocated to backordered lines of a sales order (decision 0020) */
export interface SalesOrderAllocatedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "sales_order.allocated";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Sales order (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    salesOrderId: string;
    /** The order number, SO-000001 */
    number: string;
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /** The lines that received units */
    lines: {
      /**
       * The sales order line (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      salesOrderItemId: string;
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /**
       * Units allocated now
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /**
       * Units of the line still waiting for stock after it
       * @min -9007199254740991
       * @max 9007199254740991
       */
      backorderedQuantity: number;
    }[];
  };
}

/** A transfer was created (a direct one completed at once) */
export interface TransferCreatedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "transfer.created";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** TR-000001 */
    number: string;
    /**
     * Warehouse the stock leaves
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    fromWarehouseId: string;
    /**
     * Warehouse the stock arrives at
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    toWarehouseId: string;
    /** direct (one step) or two-step (shipped, then received; in transit between) */
    mode: "direct" | "two-step";
    /** The status before (null on creation) */
    from:
      | "completed"
      | "draft"
      | "in_transit"
      | "partially_received"
      | "received"
      | "closed"
      | "cancelled"
      | null;
    /** The status reached */
    to:
      | "completed"
      | "draft"
      | "in_transit"
      | "partially_received"
      | "received"
      | "closed"
      | "cancelled";
    /** The lines */
    items: {
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /** Stock keeping unit: the product code, unique */
      sku: string;
      /** Product's name */
      productName: string;
      /** Barcode (EAN/UPC digits) */
      barcode: string | null;
      /**
       * Units to move, in the base unit
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /** The packaging unit or measure the quantity was entered in (decision 0021); null: the base unit */
      unit: string | null;
      /** The quantity in `unit`; null when `unit` is */
      unitQuantity: number | null;
      /**
       * Units shipped so far
       * @min -9007199254740991
       * @max 9007199254740991
       */
      shippedQuantity: number;
      /**
       * Units received so far
       * @min -9007199254740991
       * @max 9007199254740991
       */
      receivedQuantity: number;
      /**
       * Units closed as lost in transit
       * @min -9007199254740991
       * @max 9007199254740991
       */
      lostQuantity: number;
      /**
       * Units shipped to the warehouse on two-step transfers and not yet received or closed
       * @min -9007199254740991
       * @max 9007199254740991
       */
      inTransit: number;
      /** Cost of one unit, in the currency of the order or offer */
      unitCost: number | null;
      /** Units of a two-step transfer line still in transit, per lot and serial number */
      inTransitGrains: {
        /** Lot (UUID) */
        lotId: string | null;
        /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
        lotNumber: string | null;
        /** Date the lot expires (YYYY-MM-DD) */
        expiryDate: string | null;
        /** Serial number of one unit */
        serialNumber: string | null;
        /**
         * Units, in the product's unit of measure
         * @min -9007199254740991
         * @max 9007199254740991
         */
        quantity: number;
      }[];
    }[];
  };
}

/** A transfer reached status in_transit */
export interface TransferInTransitEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "transfer.in_transit";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** TR-000001 */
    number: string;
    /**
     * Warehouse the stock leaves
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    fromWarehouseId: string;
    /**
     * Warehouse the stock arrives at
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    toWarehouseId: string;
    /** direct (one step) or two-step (shipped, then received; in transit between) */
    mode: "direct" | "two-step";
    /** The status before (null on creation) */
    from:
      | "completed"
      | "draft"
      | "in_transit"
      | "partially_received"
      | "received"
      | "closed"
      | "cancelled"
      | null;
    /** The status reached */
    to:
      | "completed"
      | "draft"
      | "in_transit"
      | "partially_received"
      | "received"
      | "closed"
      | "cancelled";
    /** The lines */
    items: {
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /** Stock keeping unit: the product code, unique */
      sku: string;
      /** Product's name */
      productName: string;
      /** Barcode (EAN/UPC digits) */
      barcode: string | null;
      /**
       * Units to move, in the base unit
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /** The packaging unit or measure the quantity was entered in (decision 0021); null: the base unit */
      unit: string | null;
      /** The quantity in `unit`; null when `unit` is */
      unitQuantity: number | null;
      /**
       * Units shipped so far
       * @min -9007199254740991
       * @max 9007199254740991
       */
      shippedQuantity: number;
      /**
       * Units received so far
       * @min -9007199254740991
       * @max 9007199254740991
       */
      receivedQuantity: number;
      /**
       * Units closed as lost in transit
       * @min -9007199254740991
       * @max 9007199254740991
       */
      lostQuantity: number;
      /**
       * Units shipped to the warehouse on two-step transfers and not yet received or closed
       * @min -9007199254740991
       * @max 9007199254740991
       */
      inTransit: number;
      /** Cost of one unit, in the currency of the order or offer */
      unitCost: number | null;
      /** Units of a two-step transfer line still in transit, per lot and serial number */
      inTransitGrains: {
        /** Lot (UUID) */
        lotId: string | null;
        /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
        lotNumber: string | null;
        /** Date the lot expires (YYYY-MM-DD) */
        expiryDate: string | null;
        /** Serial number of one unit */
        serialNumber: string | null;
        /**
         * Units, in the product's unit of measure
         * @min -9007199254740991
         * @max 9007199254740991
         */
        quantity: number;
      }[];
    }[];
  };
}

/** A transfer reached status partially_received */
export interface TransferPartiallyReceivedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "transfer.partially_received";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** TR-000001 */
    number: string;
    /**
     * Warehouse the stock leaves
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    fromWarehouseId: string;
    /**
     * Warehouse the stock arrives at
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    toWarehouseId: string;
    /** direct (one step) or two-step (shipped, then received; in transit between) */
    mode: "direct" | "two-step";
    /** The status before (null on creation) */
    from:
      | "completed"
      | "draft"
      | "in_transit"
      | "partially_received"
      | "received"
      | "closed"
      | "cancelled"
      | null;
    /** The status reached */
    to:
      | "completed"
      | "draft"
      | "in_transit"
      | "partially_received"
      | "received"
      | "closed"
      | "cancelled";
    /** The lines */
    items: {
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /** Stock keeping unit: the product code, unique */
      sku: string;
      /** Product's name */
      productName: string;
      /** Barcode (EAN/UPC digits) */
      barcode: string | null;
      /**
       * Units to move, in the base unit
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /** The packaging unit or measure the quantity was entered in (decision 0021); null: the base unit */
      unit: string | null;
      /** The quantity in `unit`; null when `unit` is */
      unitQuantity: number | null;
      /**
       * Units shipped so far
       * @min -9007199254740991
       * @max 9007199254740991
       */
      shippedQuantity: number;
      /**
       * Units received so far
       * @min -9007199254740991
       * @max 9007199254740991
       */
      receivedQuantity: number;
      /**
       * Units closed as lost in transit
       * @min -9007199254740991
       * @max 9007199254740991
       */
      lostQuantity: number;
      /**
       * Units shipped to the warehouse on two-step transfers and not yet received or closed
       * @min -9007199254740991
       * @max 9007199254740991
       */
      inTransit: number;
      /** Cost of one unit, in the currency of the order or offer */
      unitCost: number | null;
      /** Units of a two-step transfer line still in transit, per lot and serial number */
      inTransitGrains: {
        /** Lot (UUID) */
        lotId: string | null;
        /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
        lotNumber: string | null;
        /** Date the lot expires (YYYY-MM-DD) */
        expiryDate: string | null;
        /** Serial number of one unit */
        serialNumber: string | null;
        /**
         * Units, in the product's unit of measure
         * @min -9007199254740991
         * @max 9007199254740991
         */
        quantity: number;
      }[];
    }[];
  };
}

/** A transfer reached status received */
export interface TransferReceivedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "transfer.received";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** TR-000001 */
    number: string;
    /**
     * Warehouse the stock leaves
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    fromWarehouseId: string;
    /**
     * Warehouse the stock arrives at
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    toWarehouseId: string;
    /** direct (one step) or two-step (shipped, then received; in transit between) */
    mode: "direct" | "two-step";
    /** The status before (null on creation) */
    from:
      | "completed"
      | "draft"
      | "in_transit"
      | "partially_received"
      | "received"
      | "closed"
      | "cancelled"
      | null;
    /** The status reached */
    to:
      | "completed"
      | "draft"
      | "in_transit"
      | "partially_received"
      | "received"
      | "closed"
      | "cancelled";
    /** The lines */
    items: {
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /** Stock keeping unit: the product code, unique */
      sku: string;
      /** Product's name */
      productName: string;
      /** Barcode (EAN/UPC digits) */
      barcode: string | null;
      /**
       * Units to move, in the base unit
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /** The packaging unit or measure the quantity was entered in (decision 0021); null: the base unit */
      unit: string | null;
      /** The quantity in `unit`; null when `unit` is */
      unitQuantity: number | null;
      /**
       * Units shipped so far
       * @min -9007199254740991
       * @max 9007199254740991
       */
      shippedQuantity: number;
      /**
       * Units received so far
       * @min -9007199254740991
       * @max 9007199254740991
       */
      receivedQuantity: number;
      /**
       * Units closed as lost in transit
       * @min -9007199254740991
       * @max 9007199254740991
       */
      lostQuantity: number;
      /**
       * Units shipped to the warehouse on two-step transfers and not yet received or closed
       * @min -9007199254740991
       * @max 9007199254740991
       */
      inTransit: number;
      /** Cost of one unit, in the currency of the order or offer */
      unitCost: number | null;
      /** Units of a two-step transfer line still in transit, per lot and serial number */
      inTransitGrains: {
        /** Lot (UUID) */
        lotId: string | null;
        /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
        lotNumber: string | null;
        /** Date the lot expires (YYYY-MM-DD) */
        expiryDate: string | null;
        /** Serial number of one unit */
        serialNumber: string | null;
        /**
         * Units, in the product's unit of measure
         * @min -9007199254740991
         * @max 9007199254740991
         */
        quantity: number;
      }[];
    }[];
  };
}

/** A transfer reached status closed */
export interface TransferClosedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "transfer.closed";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** TR-000001 */
    number: string;
    /**
     * Warehouse the stock leaves
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    fromWarehouseId: string;
    /**
     * Warehouse the stock arrives at
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    toWarehouseId: string;
    /** direct (one step) or two-step (shipped, then received; in transit between) */
    mode: "direct" | "two-step";
    /** The status before (null on creation) */
    from:
      | "completed"
      | "draft"
      | "in_transit"
      | "partially_received"
      | "received"
      | "closed"
      | "cancelled"
      | null;
    /** The status reached */
    to:
      | "completed"
      | "draft"
      | "in_transit"
      | "partially_received"
      | "received"
      | "closed"
      | "cancelled";
    /** The lines */
    items: {
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /** Stock keeping unit: the product code, unique */
      sku: string;
      /** Product's name */
      productName: string;
      /** Barcode (EAN/UPC digits) */
      barcode: string | null;
      /**
       * Units to move, in the base unit
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /** The packaging unit or measure the quantity was entered in (decision 0021); null: the base unit */
      unit: string | null;
      /** The quantity in `unit`; null when `unit` is */
      unitQuantity: number | null;
      /**
       * Units shipped so far
       * @min -9007199254740991
       * @max 9007199254740991
       */
      shippedQuantity: number;
      /**
       * Units received so far
       * @min -9007199254740991
       * @max 9007199254740991
       */
      receivedQuantity: number;
      /**
       * Units closed as lost in transit
       * @min -9007199254740991
       * @max 9007199254740991
       */
      lostQuantity: number;
      /**
       * Units shipped to the warehouse on two-step transfers and not yet received or closed
       * @min -9007199254740991
       * @max 9007199254740991
       */
      inTransit: number;
      /** Cost of one unit, in the currency of the order or offer */
      unitCost: number | null;
      /** Units of a two-step transfer line still in transit, per lot and serial number */
      inTransitGrains: {
        /** Lot (UUID) */
        lotId: string | null;
        /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
        lotNumber: string | null;
        /** Date the lot expires (YYYY-MM-DD) */
        expiryDate: string | null;
        /** Serial number of one unit */
        serialNumber: string | null;
        /**
         * Units, in the product's unit of measure
         * @min -9007199254740991
         * @max 9007199254740991
         */
        quantity: number;
      }[];
    }[];
  };
}

/** A transfer reached status cancelled */
export interface TransferCancelledEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "transfer.cancelled";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** TR-000001 */
    number: string;
    /**
     * Warehouse the stock leaves
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    fromWarehouseId: string;
    /**
     * Warehouse the stock arrives at
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    toWarehouseId: string;
    /** direct (one step) or two-step (shipped, then received; in transit between) */
    mode: "direct" | "two-step";
    /** The status before (null on creation) */
    from:
      | "completed"
      | "draft"
      | "in_transit"
      | "partially_received"
      | "received"
      | "closed"
      | "cancelled"
      | null;
    /** The status reached */
    to:
      | "completed"
      | "draft"
      | "in_transit"
      | "partially_received"
      | "received"
      | "closed"
      | "cancelled";
    /** The lines */
    items: {
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /** Stock keeping unit: the product code, unique */
      sku: string;
      /** Product's name */
      productName: string;
      /** Barcode (EAN/UPC digits) */
      barcode: string | null;
      /**
       * Units to move, in the base unit
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /** The packaging unit or measure the quantity was entered in (decision 0021); null: the base unit */
      unit: string | null;
      /** The quantity in `unit`; null when `unit` is */
      unitQuantity: number | null;
      /**
       * Units shipped so far
       * @min -9007199254740991
       * @max 9007199254740991
       */
      shippedQuantity: number;
      /**
       * Units received so far
       * @min -9007199254740991
       * @max 9007199254740991
       */
      receivedQuantity: number;
      /**
       * Units closed as lost in transit
       * @min -9007199254740991
       * @max 9007199254740991
       */
      lostQuantity: number;
      /**
       * Units shipped to the warehouse on two-step transfers and not yet received or closed
       * @min -9007199254740991
       * @max 9007199254740991
       */
      inTransit: number;
      /** Cost of one unit, in the currency of the order or offer */
      unitCost: number | null;
      /** Units of a two-step transfer line still in transit, per lot and serial number */
      inTransitGrains: {
        /** Lot (UUID) */
        lotId: string | null;
        /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
        lotNumber: string | null;
        /** Date the lot expires (YYYY-MM-DD) */
        expiryDate: string | null;
        /** Serial number of one unit */
        serialNumber: string | null;
        /**
         * Units, in the product's unit of measure
         * @min -9007199254740991
         * @max 9007199254740991
         */
        quantity: number;
      }[];
    }[];
  };
}

/** Units of a purchase order were received */
export interface ReceiptCreatedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "receipt.created";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Purchase order (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    purchaseOrderId: string;
    /** The order number, PO-000001 */
    number: string;
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /** The movements written: one per location, lot and serial number the units moved from or to */
    movements: {
      /**
       * Identifier (UUID v7)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      id: string;
      /**
       * Position in the ledger, increasing in commit order
       * @min -9007199254740991
       * @max 9007199254740991
       */
      sequence: number;
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /**
       * Warehouse (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      warehouseId: string;
      /** Location (bin) within the warehouse (UUID); the default location when left out */
      locationId: string | null;
      /** A receipt's: the location the putaway rules suggested (decision 0022) when the units were put elsewhere; null otherwise (absent from events published before it existed) */
      suggestedLocationId?: string | null;
      /** Lot (UUID) */
      lotId: string | null;
      /** Serial number of one unit */
      serialNumber: string | null;
      /** The movement type: receipt, shipment, adjustment, transfer_in, transfer_out, return_in, return_out, … */
      type: string;
      /**
       * Signed: positive into the warehouse, negative out
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /**
       * Units on hand at the level after this movement
       * @min -9007199254740991
       * @max 9007199254740991
       */
      onHandAfter: number;
      /** Cost per unit moved, base currency units */
      unitCost: number | null;
      /** The value moved, base currency units to the cent, signed as quantity (decision 0023; absent from events published before it existed) */
      value?: number;
      /** At standard cost, a receipt's or supplier return's purchase cost less its value at the standard (decision 0023); null otherwise, absent from events published before it existed */
      purchasePriceVariance?: number | null;
      /** Why: free text, or for adjustments the reason code */
      reason: string;
      /** The document that moved the stock */
      reference: {
        /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
        type: string;
        /**
         * Identifier (UUID v7)
         * @format uuid
         * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
         */
        id: string;
      } | null;
      /** Free text kept with the record */
      note: string | null;
      /** User who created the record (null for records made by the system or a migration) */
      createdBy: string | null;
      /**
       * When the record was created (ISO 8601, UTC)
       * @format date-time
       * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
       */
      createdAt: string;
      /**
       * When it counts for valuation and reports: createdAt unless posted backdated (decision 0023); absent from events published before it existed
       * @format date-time
       * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
       */
      effectiveAt?: string;
    }[];
  };
}

/** Units of a sales order were shipped */
export interface ShipmentCreatedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "shipment.created";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Sales order (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    salesOrderId: string;
    /** The order number, SO-000001 */
    number: string;
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /** Carrier's tracking number */
    trackingNumber: string | null;
    /** Carrier (UPS, DHL, …) */
    carrier: string | null;
    /** The movements written: one per location, lot and serial number the units moved from or to */
    movements: {
      /**
       * Identifier (UUID v7)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      id: string;
      /**
       * Position in the ledger, increasing in commit order
       * @min -9007199254740991
       * @max 9007199254740991
       */
      sequence: number;
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /**
       * Warehouse (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      warehouseId: string;
      /** Location (bin) within the warehouse (UUID); the default location when left out */
      locationId: string | null;
      /** A receipt's: the location the putaway rules suggested (decision 0022) when the units were put elsewhere; null otherwise (absent from events published before it existed) */
      suggestedLocationId?: string | null;
      /** Lot (UUID) */
      lotId: string | null;
      /** Serial number of one unit */
      serialNumber: string | null;
      /** The movement type: receipt, shipment, adjustment, transfer_in, transfer_out, return_in, return_out, … */
      type: string;
      /**
       * Signed: positive into the warehouse, negative out
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /**
       * Units on hand at the level after this movement
       * @min -9007199254740991
       * @max 9007199254740991
       */
      onHandAfter: number;
      /** Cost per unit moved, base currency units */
      unitCost: number | null;
      /** The value moved, base currency units to the cent, signed as quantity (decision 0023; absent from events published before it existed) */
      value?: number;
      /** At standard cost, a receipt's or supplier return's purchase cost less its value at the standard (decision 0023); null otherwise, absent from events published before it existed */
      purchasePriceVariance?: number | null;
      /** Why: free text, or for adjustments the reason code */
      reason: string;
      /** The document that moved the stock */
      reference: {
        /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
        type: string;
        /**
         * Identifier (UUID v7)
         * @format uuid
         * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
         */
        id: string;
      } | null;
      /** Free text kept with the record */
      note: string | null;
      /** User who created the record (null for records made by the system or a migration) */
      createdBy: string | null;
      /**
       * When the record was created (ISO 8601, UTC)
       * @format date-time
       * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
       */
      createdAt: string;
      /**
       * When it counts for valuation and reports: createdAt unless posted backdated (decision 0023); absent from events published before it existed
       * @format date-time
       * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
       */
      effectiveAt?: string;
    }[];
  };
}

/** A customer return was recorded: resellable units back into stock (return_in movements), damaged ones written off */
export interface CustomerReturnCreatedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "customer_return.created";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** RMA-000001 */
    number: string;
    /**
     * Sales order (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    salesOrderId: string;
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /** Why: free text, or for adjustments the reason code */
    reason: string;
    /** The lines */
    items: {
      /**
       * The sales order line (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      salesOrderItemId: string;
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /** resellable (back into stock) or damaged (written off) */
      condition: "resellable" | "damaged";
      /**
       * Units, in the product's unit of measure
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /** Location (bin) within the warehouse (UUID); the default location when left out */
      locationId: string | null;
      /** Lot (UUID) */
      lotId: string | null;
      /** Serial number of one unit */
      serialNumber: string | null;
      /** Cost per unit when shipped, base currency units */
      unitCost: number | null;
    }[];
    /** The movements written: one per location, lot and serial number the units moved from or to */
    movements: {
      /**
       * Identifier (UUID v7)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      id: string;
      /**
       * Position in the ledger, increasing in commit order
       * @min -9007199254740991
       * @max 9007199254740991
       */
      sequence: number;
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /**
       * Warehouse (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      warehouseId: string;
      /** Location (bin) within the warehouse (UUID); the default location when left out */
      locationId: string | null;
      /** A receipt's: the location the putaway rules suggested (decision 0022) when the units were put elsewhere; null otherwise (absent from events published before it existed) */
      suggestedLocationId?: string | null;
      /** Lot (UUID) */
      lotId: string | null;
      /** Serial number of one unit */
      serialNumber: string | null;
      /** The movement type: receipt, shipment, adjustment, transfer_in, transfer_out, return_in, return_out, … */
      type: string;
      /**
       * Signed: positive into the warehouse, negative out
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /**
       * Units on hand at the level after this movement
       * @min -9007199254740991
       * @max 9007199254740991
       */
      onHandAfter: number;
      /** Cost per unit moved, base currency units */
      unitCost: number | null;
      /** The value moved, base currency units to the cent, signed as quantity (decision 0023; absent from events published before it existed) */
      value?: number;
      /** At standard cost, a receipt's or supplier return's purchase cost less its value at the standard (decision 0023); null otherwise, absent from events published before it existed */
      purchasePriceVariance?: number | null;
      /** Why: free text, or for adjustments the reason code */
      reason: string;
      /** The document that moved the stock */
      reference: {
        /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
        type: string;
        /**
         * Identifier (UUID v7)
         * @format uuid
         * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
         */
        id: string;
      } | null;
      /** Free text kept with the record */
      note: string | null;
      /** User who created the record (null for records made by the system or a migration) */
      createdBy: string | null;
      /**
       * When the record was created (ISO 8601, UTC)
       * @format date-time
       * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
       */
      createdAt: string;
      /**
       * When it counts for valuation and reports: createdAt unless posted backdated (decision 0023); absent from events published before it existed
       * @format date-time
       * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
       */
      effectiveAt?: string;
    }[];
  };
}

/** A return to the supplier was recorded: units taken out of stock (return_out movements) */
export interface SupplierReturnCreatedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "supplier_return.created";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** RTS-000001 */
    number: string;
    /**
     * Purchase order (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    purchaseOrderId: string;
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /** Why: free text, or for adjustments the reason code */
    reason: string;
    /** The lines */
    items: {
      /**
       * The purchase order line (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      purchaseOrderItemId: string;
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /**
       * Units, in the product's unit of measure
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /** Per unit, the order's currency */
      unitCost: number;
    }[];
    /** The movements written: one per location, lot and serial number the units moved from or to */
    movements: {
      /**
       * Identifier (UUID v7)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      id: string;
      /**
       * Position in the ledger, increasing in commit order
       * @min -9007199254740991
       * @max 9007199254740991
       */
      sequence: number;
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /**
       * Warehouse (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      warehouseId: string;
      /** Location (bin) within the warehouse (UUID); the default location when left out */
      locationId: string | null;
      /** A receipt's: the location the putaway rules suggested (decision 0022) when the units were put elsewhere; null otherwise (absent from events published before it existed) */
      suggestedLocationId?: string | null;
      /** Lot (UUID) */
      lotId: string | null;
      /** Serial number of one unit */
      serialNumber: string | null;
      /** The movement type: receipt, shipment, adjustment, transfer_in, transfer_out, return_in, return_out, … */
      type: string;
      /**
       * Signed: positive into the warehouse, negative out
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /**
       * Units on hand at the level after this movement
       * @min -9007199254740991
       * @max 9007199254740991
       */
      onHandAfter: number;
      /** Cost per unit moved, base currency units */
      unitCost: number | null;
      /** The value moved, base currency units to the cent, signed as quantity (decision 0023; absent from events published before it existed) */
      value?: number;
      /** At standard cost, a receipt's or supplier return's purchase cost less its value at the standard (decision 0023); null otherwise, absent from events published before it existed */
      purchasePriceVariance?: number | null;
      /** Why: free text, or for adjustments the reason code */
      reason: string;
      /** The document that moved the stock */
      reference: {
        /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
        type: string;
        /**
         * Identifier (UUID v7)
         * @format uuid
         * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
         */
        id: string;
      } | null;
      /** Free text kept with the record */
      note: string | null;
      /** User who created the record (null for records made by the system or a migration) */
      createdBy: string | null;
      /**
       * When the record was created (ISO 8601, UTC)
       * @format date-time
       * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
       */
      createdAt: string;
      /**
       * When it counts for valuation and reports: createdAt unless posted backdated (decision 0023); absent from events published before it existed
       * @format date-time
       * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
       */
      effectiveAt?: string;
    }[];
  };
}

/** A stock count was approved: its variances posted as adjustment movements */
export interface CountApprovedEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Position in the feed: gapless and increasing in the order events became visible
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "count.approved";
  /**
   * What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** The count session number */
    number: string;
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /** The summary of the adjustments posted */
    adjustments: {
      /**
       * Counted lines whose count differed from the book
       * @min -9007199254740991
       * @max 9007199254740991
       */
      lines: number;
      /**
       * Units found over the book quantity, summed over the lines
       * @min -9007199254740991
       * @max 9007199254740991
       */
      unitsGained: number;
      /**
       * Positive
       * @min -9007199254740991
       * @max 9007199254740991
       */
      unitsLost: number;
      /** Net value of the variances at cost, base currency units */
      value: number;
    };
    /** The movements written: one per location, lot and serial number the units moved from or to */
    movements: {
      /**
       * Identifier (UUID v7)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      id: string;
      /**
       * Position in the ledger, increasing in commit order
       * @min -9007199254740991
       * @max 9007199254740991
       */
      sequence: number;
      /**
       * Product (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      productId: string;
      /**
       * Warehouse (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      warehouseId: string;
      /** Location (bin) within the warehouse (UUID); the default location when left out */
      locationId: string | null;
      /** A receipt's: the location the putaway rules suggested (decision 0022) when the units were put elsewhere; null otherwise (absent from events published before it existed) */
      suggestedLocationId?: string | null;
      /** Lot (UUID) */
      lotId: string | null;
      /** Serial number of one unit */
      serialNumber: string | null;
      /** The movement type: receipt, shipment, adjustment, transfer_in, transfer_out, return_in, return_out, … */
      type: string;
      /**
       * Signed: positive into the warehouse, negative out
       * @min -9007199254740991
       * @max 9007199254740991
       */
      quantity: number;
      /**
       * Units on hand at the level after this movement
       * @min -9007199254740991
       * @max 9007199254740991
       */
      onHandAfter: number;
      /** Cost per unit moved, base currency units */
      unitCost: number | null;
      /** The value moved, base currency units to the cent, signed as quantity (decision 0023; absent from events published before it existed) */
      value?: number;
      /** At standard cost, a receipt's or supplier return's purchase cost less its value at the standard (decision 0023); null otherwise, absent from events published before it existed */
      purchasePriceVariance?: number | null;
      /** Why: free text, or for adjustments the reason code */
      reason: string;
      /** The document that moved the stock */
      reference: {
        /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
        type: string;
        /**
         * Identifier (UUID v7)
         * @format uuid
         * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
         */
        id: string;
      } | null;
      /** Free text kept with the record */
      note: string | null;
      /** User who created the record (null for records made by the system or a migration) */
      createdBy: string | null;
      /**
       * When the record was created (ISO 8601, UTC)
       * @format date-time
       * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
       */
      createdAt: string;
      /**
       * When it counts for valuation and reports: createdAt unless posted backdated (decision 0023); absent from events published before it existed
       * @format date-time
       * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
       */
      effectiveAt?: string;
    }[];
  };
}

export interface Webhook {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** Where events are POSTed */
  url: string;
  /** The event types sent */
  events: string[];
  /** Free text describing the record */
  description: string | null;
  /** false: no events are sent */
  isActive: boolean;
  /** Why Stockroom switched the subscription off (every delivery failed for the retry period); null otherwise */
  disabledReason: string | null;
  /** The first failed delivery since the last success; null while deliveries succeed */
  failingSince: string | null;
  /** After a secret rotation: until when deliveries are also signed with the replaced secret (a second v1); null when they are signed with the current secret only */
  previousSecretExpiresAt: string | null;
  /**
   * User who created the record (null for records made by the system or a migration)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  createdBy: string;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

export interface CreatedWebhook {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** Where events are POSTed */
  url: string;
  /** The event types sent */
  events: string[];
  /** Free text describing the record */
  description: string | null;
  /** false: no events are sent */
  isActive: boolean;
  /** Why Stockroom switched the subscription off (every delivery failed for the retry period); null otherwise */
  disabledReason: string | null;
  /** The first failed delivery since the last success; null while deliveries succeed */
  failingSince: string | null;
  /** After a secret rotation: until when deliveries are also signed with the replaced secret (a second v1); null when they are signed with the current secret only */
  previousSecretExpiresAt: string | null;
  /**
   * User who created the record (null for records made by the system or a migration)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  createdBy: string;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
  /** The signing secret (Stockroom-Signature): shown once, never again */
  secret: string;
}

export interface WebhookDelivery {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * The webhook it is for
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subscriptionId: string;
  /**
   * The event sent (Stockroom-Event-Id)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  eventId: string;
  /** The event type, e.g. stock.changed */
  eventType: string;
  /**
   * The event's position in the feed: a subject's deliveries are sent in this order
   * @min -9007199254740991
   * @max 9007199254740991
   */
  eventSequence: number;
  /** A redelivery (sent outside its subject's order): the delivery it repeats; null for the first */
  redeliveryOf: string | null;
  /** pending: not delivered yet (waiting for its turn or its next attempt); delivered: a 2xx came back; failed: retried for the retry period without success */
  status: "pending" | "delivered" | "failed";
  /**
   * Attempts made so far
   * @min -9007199254740991
   * @max 9007199254740991
   */
  attempts: number;
  /** When the next attempt is due (pending only) */
  nextAttemptAt: string | null;
  /** When the last attempt was made; null before the first */
  lastAttemptAt: string | null;
  /** HTTP status of the last attempt; null when no answer came (refused, timed out) */
  lastResponseCode: number | null;
  /** Milliseconds the last attempt took */
  lastLatencyMs: number | null;
  /** Why the last attempt failed; null when it succeeded */
  lastError: string | null;
  /** When a 2xx came back; null until then */
  deliveredAt: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
}

export interface WebhookRangeRedeliveryResult {
  /**
   * Events after this sequence number (exclusive)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  afterSequence: number;
  /**
   * Events up to this sequence number (inclusive)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  untilSequence: number;
  /**
   * Redeliveries scheduled: one per event in the range of the subscription's event types that was delivered (or attempted) to it before
   * @min -9007199254740991
   * @max 9007199254740991
   */
  scheduled: number;
}

export interface LookupResult {
  /** The code as matched (trimmed) */
  code: string;
  /** Every record the code names that the caller may read, products first; empty for an unknown code */
  matches: LookupMatch[];
  /** The code read as a GS1 element string, null when it is none */
  gs1: Gs1Scan | null;
  /** When the code is a GTIN (plain or in a GS1 string) of a product or pack the caller may read: the product, unit, quantity, lot and serial it carries; else null */
  item: ScannedItem | null;
}

export interface LookupMatch {
  /** What the record is */
  kind:
    | "product"
    | "purchase-order"
    | "sales-order"
    | "transfer"
    | "count"
    | "assembly-order"
    | "location";
  /**
   * The record's id (a location's own id; its warehouse is warehouseId)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** What the record is, for a chooser: "SKU · name", a document number with its status, or "warehouse code / location code" */
  label: string;
  /** The record's warehouse (a transfer's source); null for a product */
  warehouseId: string | null;
}

export interface Gs1Scan {
  /** The symbol, from the scanner's symbology identifier (]C1, ]d2, ]Q3, ]e0); element-string when it sent none */
  symbology:
    | "gs1-128"
    | "gs1-datamatrix"
    | "gs1-qr"
    | "gs1-databar"
    | "element-string";
  /** Every element in the order read */
  elements: {
    /** Application identifier */
    ai: string;
    /** GS1's name for it */
    title: string;
    /** The data as encoded */
    value: string;
  }[];
  /** AI 00: serial shipping container code, 18 digits */
  sscc: string | null;
  /** AI 01: the trade item's GTIN-14 */
  gtin: string | null;
  /** AI 02: the GTIN-14 of the trade items a logistic unit contains */
  contentGtin: string | null;
  /** AI 10: batch or lot number */
  lot: string | null;
  /** AI 21: serial number */
  serialNumber: string | null;
  /** AI 11 */
  productionDate: string | null;
  /** AI 13 */
  packagingDate: string | null;
  /** AI 15 */
  bestBefore: string | null;
  /** AI 17: expiration date (day 00 is the month's last day) */
  expiresOn: string | null;
  /** AI 37 (trade items in a logistic unit), else AI 30 (variable count) */
  count: number | null;
  /** AIs 310n to 316n */
  measures: {
    /** 310n to 316n */
    ai: string;
    /** What it measures */
    measure:
      | "net weight"
      | "length"
      | "width"
      | "depth"
      | "area"
      | "net volume"
      | "volume";
    /** Exact decimal, as many decimals as the AI's last digit says */
    value: string;
    /** Its unit */
    unit: "kg" | "m" | "m2" | "liter" | "m3";
  }[];
  /** AI 400: the customer's purchase order number */
  orderNumber: string | null;
  /** AI 420: ship-to postal code */
  shipToPostalCode: string | null;
}

export interface ScannedItem {
  /**
   * The product the GTIN names (a pack's or its own barcode)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /** Its SKU */
  sku: string;
  /** Its name */
  name: string;
  /** The unit its stock is kept in */
  baseUnit: string;
  /** The unit scanned: the pack the GTIN names (case), else the base unit */
  unit: string;
  /**
   * How many of `unit`: the count the symbol carries (AI 37 or 30), else 1
   * @min -9007199254740991
   * @max 9007199254740991
   */
  unitQuantity: number;
  /** The same in base units (a case of 12 scanned: 12); a net measure (310n..316n) of a product kept in that kind of unit gives it; null when a measure is not a whole number of base units */
  quantity: number | null;
  /** AI 10 */
  lotNumber: string | null;
  /** The product's lot of that number when it exists (a receipt creates it otherwise) */
  lotId: string | null;
  /** The lot's expiry: AI 17, else AI 15 (best before) */
  expiryDate: string | null;
  /** AI 21 */
  serialNumber: string | null;
}

export interface UserListItem {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * E-mail address
   * @format email
   * @pattern ^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$
   */
  email: string;
  /** Display name */
  name: string;
  /** admin, manager, staff or viewer (SPEC 5) */
  role: "admin" | "manager" | "staff" | "viewer";
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive: boolean;
  /** Warehouse (UUID) */
  warehouseId: string | null;
  /** The permissions the user's role grants (SPEC 5) */
  permissions: (
    | "products:read"
    | "products:create"
    | "products:update"
    | "products:delete"
    | "inventory:read"
    | "inventory:adjust"
    | "inventory:transfer"
    | "orders:read"
    | "orders:create"
    | "orders:approve"
    | "users:read"
    | "users:create"
    | "users:update"
    | "users:delete"
    | "categories:read"
    | "categories:manage"
    | "warehouses:read"
    | "warehouses:manage"
    | "suppliers:read"
    | "suppliers:manage"
    | "customers:read"
    | "customers:manage"
    | "orders:fulfil"
    | "orders:allocate"
    | "analytics:read"
    | "inventory:ship-expired"
    | "inventory:count"
    | "finance:manage"
    | "api-keys:manage"
    | "events:read"
    | "webhooks:manage"
    | "tasks:manage"
    | "tasks:work"
    | "assemblies:manage"
    | "assemblies:build"
  )[];
  /** When the user last signed in */
  lastLoginAt: string | null;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /** User who last changed the record */
  updatedBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
  /** Warehouse's code */
  warehouseCode: string | null;
  /** Warehouse's name */
  warehouseName: string | null;
}

export interface DashboardReport {
  /**
   * First day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  from: string;
  /**
   * Last day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  to: string;
  /** Length of a period of a series: day, week or month */
  groupBy: "day" | "week" | "month";
  /** Warehouse (UUID) */
  warehouseId: string | null;
  /** The base currency (BASE_CURRENCY, ISO 4217) every amount of the report is in */
  currency: string;
  /** Currencies of purchase-order receipts posted before an exchange rate was fixed for their order (orders approved before rates existed): their values are in that currency and added as they are. Empty when every amount is in the base currency. */
  unconvertedCurrencies: string[];
  /** Products */
  products: {
    /**
     * Active products
     * @min -9007199254740991
     * @max 9007199254740991
     */
    active: number;
    /**
     * Archived products
     * @min -9007199254740991
     * @max 9007199254740991
     */
    archived: number;
  };
  /** Stock figures */
  stock: {
    /** Units on hand. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    units: number | string;
    /** Currency units, exact to the cent */
    costValue: number;
    /** Currency units, exact to the cent */
    retailValue: number;
  };
  /**
   * Products at or below their reorder point
   * @min -9007199254740991
   * @max 9007199254740991
   */
  lowStockCount: number;
  /**
   * Products with no units available
   * @min -9007199254740991
   * @max 9007199254740991
   */
  outOfStockCount: number;
  /**
   * draft, approved or partially received
   * @min -9007199254740991
   * @max 9007199254740991
   */
  openPurchaseOrders: number;
  /**
   * draft, confirmed or partially shipped
   * @min -9007199254740991
   * @max 9007199254740991
   */
  openSalesOrders: number;
  /** Lines of confirmed or partially shipped orders waiting on stock (decision 0020), and their orders */
  backorders: {
    /**
     * Orders with a line waiting
     * @min -9007199254740991
     * @max 9007199254740991
     */
    orders: number;
    /**
     * Lines with units neither allocated nor shipped
     * @min -9007199254740991
     * @max 9007199254740991
     */
    lines: number;
    /** Units ordered, neither allocated nor shipped. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    units: number | string;
  };
  /** Sales figures */
  sales: {
    /**
     * Sales orders placed in the range (not cancelled)
     * @min -9007199254740991
     * @max 9007199254740991
     */
    orders: number;
    /** Net value of units shipped in the range */
    revenue: number;
    /** Units shipped in the range. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    unitsShipped: number | string;
  };
  /** By revenue in the range, at most 10 */
  topProducts: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Product's name */
    productName: string;
    /** Units shipped. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    units: number | string;
    /** Currency units, exact to the cent */
    revenue: number;
  }[];
  /** The 10 latest */
  recentMovements: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
    type:
      | "receipt"
      | "shipment"
      | "adjustment"
      | "transfer_out"
      | "transfer_in"
      | "manual_in"
      | "manual_out"
      | "relocation_out"
      | "relocation_in"
      | "return_in"
      | "return_out"
      | "revaluation"
      | "assembly_out"
      | "assembly_in"
      | "disassembly_out"
      | "disassembly_in";
    /**
     * Units, in the product's unit of measure
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
    /**
     * When the record was created (ISO 8601, UTC)
     * @format date-time
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
     */
    createdAt: string;
  }[];
  /** Lot-tracked stock expiring soon */
  expiring: {
    /**
     * The window: 30 days from today (UTC)
     * @min -9007199254740991
     * @max 9007199254740991
     */
    days: number;
    /** Units of lots expiring within the window, those already expired included. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    units: number | string;
    /** Their value at cost */
    costValue: number;
    /** Units of lots already expired. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    expiredUnits: number | string;
    /** Their value at cost */
    expiredCostValue: number;
  };
}

export interface InventoryReport {
  /**
   * First day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  from: string;
  /**
   * Last day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  to: string;
  /** Length of a period of a series: day, week or month */
  groupBy: "day" | "week" | "month";
  /** Warehouse (UUID) */
  warehouseId: string | null;
  /** The base currency (BASE_CURRENCY, ISO 4217) every amount of the report is in */
  currency: string;
  /** Currencies of purchase-order receipts posted before an exchange rate was fixed for their order (orders approved before rates existed): their values are in that currency and added as they are. Empty when every amount is in the base currency. */
  unconvertedCurrencies: string[];
  /** Stock value at cost and at selling price */
  valuation: {
    /** The figures per warehouse */
    byWarehouse: {
      /**
       * Warehouse (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      warehouseId: string;
      /** Warehouse's code */
      warehouseCode: string;
      /** Units on hand. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
      units: number | string;
      /** Currency units, exact to the cent */
      costValue: number;
      /** Currency units, exact to the cent */
      retailValue: number;
    }[];
    /** The figures per category */
    byCategory: {
      /**
       * Category (UUID)
       * @format uuid
       * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
       */
      categoryId: string;
      /** Category's name */
      categoryName: string;
      /** Units on hand. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
      units: number | string;
      /** Currency units, exact to the cent */
      costValue: number;
      /** Currency units, exact to the cent */
      retailValue: number;
    }[];
  };
  /** Per category, inventory valued from the ledger at the start and end of the range */
  turnover: {
    /**
     * Category (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    categoryId: string;
    /** Category's name */
    categoryName: string;
    /** Currency units, exact to the cent */
    cogs: number;
    /** Currency units, exact to the cent */
    averageInventoryValue: number;
    /** COGS / average inventory value; null without inventory */
    turnoverRatio: number | null;
    /** Average inventory value / COGS × days in range; null without COGS */
    daysOfInventoryOnHand: number | null;
  }[];
  /** For all categories together */
  daysOfInventoryOnHand: number | null;
  /** Products in stock with no outgoing movement in the period */
  deadStock: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Product's name */
    productName: string;
    /** Units on hand. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    onHand: number | string;
    /** Currency units, exact to the cent */
    costValue: number;
  }[];
  /** Stock movements per period */
  movementSeries: {
    /**
     * First day of the period
     * @format date
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
     */
    period: string;
    /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
    type:
      | "receipt"
      | "shipment"
      | "adjustment"
      | "transfer_out"
      | "transfer_in"
      | "manual_in"
      | "manual_out"
      | "relocation_out"
      | "relocation_in"
      | "return_in"
      | "return_out"
      | "revaluation"
      | "assembly_out"
      | "assembly_in"
      | "disassembly_out"
      | "disassembly_in";
    /**
     * How many
     * @min -9007199254740991
     * @max 9007199254740991
     */
    count: number;
    /** Signed sum of the quantities. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    quantity: number | string;
  }[];
  /** Cycle counts approved in the range */
  counts: {
    /**
     * Count sessions approved in the range
     * @min -9007199254740991
     * @max 9007199254740991
     */
    sessions: number;
    /**
     * Their counted lines
     * @min -9007199254740991
     * @max 9007199254740991
     */
    linesCounted: number;
    /**
     * Lines counted as expected
     * @min -9007199254740991
     * @max 9007199254740991
     */
    linesWithoutVariance: number;
    /** linesWithoutVariance / linesCounted, 0..1 to 4 decimals; null without counted lines */
    accuracy: number | null;
    /** Units found missing × their cost, a positive amount */
    shrinkageValue: number;
    /** Units found in excess × their cost */
    surplusValue: number;
    /** surplusValue − shrinkageValue, as booked by the count adjustments */
    netVarianceValue: number;
  };
}

export interface SalesReport {
  /**
   * First day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  from: string;
  /**
   * Last day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  to: string;
  /** Length of a period of a series: day, week or month */
  groupBy: "day" | "week" | "month";
  /** Warehouse (UUID) */
  warehouseId: string | null;
  /** The base currency (BASE_CURRENCY, ISO 4217) every amount of the report is in */
  currency: string;
  /** Currencies of purchase-order receipts posted before an exchange rate was fixed for their order (orders approved before rates existed): their values are in that currency and added as they are. Empty when every amount is in the base currency. */
  unconvertedCurrencies: string[];
  /** The sums */
  totals: {
    /** Net value of units shipped, less the value of units customers returned */
    revenue: number;
    /**
     * Orders
     * @min -9007199254740991
     * @max 9007199254740991
     */
    orders: number;
    /** Units shipped less units returned. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    units: number | string;
    /** Currency units, exact to the cent */
    averageOrderValue: number;
    /** Units customers returned in the range. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    returnedUnits: number | string;
    /** Net value of the units customers returned in the range (taken out of revenue) */
    returnedRevenue: number;
  };
  /** The figures per period */
  series: {
    /**
     * First day of the period
     * @format date
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
     */
    period: string;
    /** Currency units, exact to the cent */
    revenue: number;
    /**
     * Distinct orders with shipments in the period
     * @min -9007199254740991
     * @max 9007199254740991
     */
    orders: number;
    /** Units shipped. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    units: number | string;
    /** Currency units, exact to the cent */
    averageOrderValue: number;
  }[];
  /** Best-selling products of the period */
  topProducts: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Product's name */
    productName: string;
    /** Units shipped. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    units: number | string;
    /** Currency units, exact to the cent */
    revenue: number;
  }[];
  /** Customers with the most revenue in the period */
  topCustomers: {
    /**
     * Customer (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    customerId: string;
    /** Customer's code */
    customerCode: string;
    /** Customer's name */
    customerName: string;
    /**
     * Orders
     * @min -9007199254740991
     * @max 9007199254740991
     */
    orders: number;
    /** Currency units, exact to the cent */
    revenue: number;
  }[];
  /** The figures per warehouse */
  byWarehouse: {
    /**
     * Warehouse (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    warehouseId: string;
    /** Warehouse's code */
    warehouseCode: string;
    /**
     * Orders
     * @min -9007199254740991
     * @max 9007199254740991
     */
    orders: number;
    /** Units shipped. Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits */
    units: number | string;
    /** Currency units, exact to the cent */
    revenue: number;
  }[];
}

export interface FinancialReport {
  /**
   * First day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  from: string;
  /**
   * Last day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  to: string;
  /** Length of a period of a series: day, week or month */
  groupBy: "day" | "week" | "month";
  /** Warehouse (UUID) */
  warehouseId: string | null;
  /** The base currency (BASE_CURRENCY, ISO 4217) every amount of the report is in */
  currency: string;
  /** Currencies of purchase-order receipts posted before an exchange rate was fixed for their order (orders approved before rates existed): their values are in that currency and added as they are. Empty when every amount is in the base currency. */
  unconvertedCurrencies: string[];
  /** The sums */
  totals: {
    /** Net value of units shipped, less that of units customers returned in the period */
    revenue: number;
    /** Units shipped × unit cost recorded at shipment, less the same for units customers returned in the period */
    cogs: number;
    /** Currency units, exact to the cent */
    grossMargin: number;
    /** Gross margin / revenue × 100, 2 decimals; null without revenue */
    marginPercent: number | null;
    /** Units received on purchase orders × their unit cost (at standard cost, the standard), less units returned to suppliers at that cost */
    purchases: number;
    /** Damaged units customers returned, written off at the cost recorded when shipped (a loss) */
    returnsWrittenOff: number;
    /** Net value of adjustments (counts, units lost in transit) and manual movements in and out */
    adjustments: number;
    /** Of one warehouse: the value transfers brought in less what they took out; 0 over every warehouse, whose value includes goods in transit */
    transfers: number;
    /** What assembly orders added to the value of the stock: the labour and overhead of the units built, and for products at standard cost the difference between the standard and the value they took */
    assemblies: number;
    /** Changes of the stock's value without units moved: revaluation movements of costing method and standard cost changes (decision 0023); landed costs are apart */
    revaluations: number;
    /** Landed costs (freight, duty, insurance) that went into the value of units in stock */
    landedCosts: number;
    /** Landed costs of units already gone when they were recorded, and of products at standard cost: a cost of the period beside COGS */
    landedCostsExpensed: number;
    /** Products at standard cost: what receipts cost less their value at the standard, net of returns to suppliers; an expense (positive) or gain beside the inventory, which holds them at the standard */
    purchasePriceVariance: number;
    /** Ledger value (the sum of the movements' values: quantity × unit cost, or under FIFO what their layers gave them) before the period; over all warehouses it includes goods in transit on two-step transfers */
    inventoryValueStart: number;
    /** Ledger value at the end of the period, the same way: start + purchases + landedCosts + revaluations + adjustments + transfers + assemblies − cogs − returnsWrittenOff */
    inventoryValueEnd: number;
  };
  /** The figures per period */
  series: {
    /**
     * First day of the period
     * @format date
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
     */
    period: string;
    /** Net value of units shipped, less that of units customers returned in the period */
    revenue: number;
    /** Units shipped × unit cost recorded at shipment, less the same for units customers returned in the period */
    cogs: number;
    /** Currency units, exact to the cent */
    grossMargin: number;
    /** Gross margin / revenue × 100, 2 decimals; null without revenue */
    marginPercent: number | null;
    /** Units received on purchase orders × their unit cost (at standard cost, the standard), less units returned to suppliers at that cost */
    purchases: number;
    /** Damaged units customers returned, written off at the cost recorded when shipped (a loss) */
    returnsWrittenOff: number;
    /** Net value of adjustments (counts, units lost in transit) and manual movements in and out */
    adjustments: number;
    /** Of one warehouse: the value transfers brought in less what they took out; 0 over every warehouse, whose value includes goods in transit */
    transfers: number;
    /** What assembly orders added to the value of the stock: the labour and overhead of the units built, and for products at standard cost the difference between the standard and the value they took */
    assemblies: number;
    /** Changes of the stock's value without units moved: revaluation movements of costing method and standard cost changes (decision 0023); landed costs are apart */
    revaluations: number;
    /** Landed costs (freight, duty, insurance) that went into the value of units in stock */
    landedCosts: number;
    /** Landed costs of units already gone when they were recorded, and of products at standard cost: a cost of the period beside COGS */
    landedCostsExpensed: number;
    /** Products at standard cost: what receipts cost less their value at the standard, net of returns to suppliers; an expense (positive) or gain beside the inventory, which holds them at the standard */
    purchasePriceVariance: number;
    /** Ledger value (the sum of the movements' values: quantity × unit cost, or under FIFO what their layers gave them) before the period; over all warehouses it includes goods in transit on two-step transfers */
    inventoryValueStart: number;
    /** Ledger value at the end of the period, the same way: start + purchases + landedCosts + revaluations + adjustments + transfers + assemblies − cogs − returnsWrittenOff */
    inventoryValueEnd: number;
  }[];
}

export interface Task {
  /**
   * The task
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * The warehouse the work is in
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** putaway (received units to their place), replenishment (storage to a pick face), pick (a wave's units to packing), count (a location counted), move (by hand) */
  type: "putaway" | "replenishment" | "pick" | "count" | "move";
  /** open → assigned (claimed) → in_progress → done; open or assigned → cancelled */
  status: "open" | "assigned" | "in_progress" | "done" | "cancelled";
  /**
   * 0 to 9, highest first
   * @min -9007199254740991
   * @max 9007199254740991
   */
  priority: number;
  /** When the work should be done */
  dueAt: string | null;
  /** The product moved or counted */
  product: {
    /**
     * The product
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Its SKU */
    sku: string;
    /** Its name */
    name: string;
  };
  /** The lot the units are of, when the task names one */
  lot: {
    /**
     * The lot
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Its number */
    lotNumber: string;
    /** Its expiry date */
    expiryDate: string | null;
  } | null;
  /** The unit, when the task names one */
  serialNumber: string | null;
  /** Units to move; a count: the units expected, null for a blind count */
  quantity: number | null;
  /** Units moved or counted, once done */
  doneQuantity: number | null;
  /** Where the units are taken from; a count: the location counted */
  from: {
    /**
     * The location
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Its code (what is scanned) */
    code: string;
  } | null;
  /** Where the units go (putaway: where they were put) */
  to: {
    /**
     * The location
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Its code (what is scanned) */
    code: string;
  } | null;
  /** Who holds the task */
  assignee: {
    /**
     * The user
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Their name */
    name: string;
  } | null;
  /** The wave of a pick task */
  waveId: string | null;
  /** The order line a pick task is for */
  salesOrderItemId: string | null;
  /** The cart slot of a pick task's order */
  cartSlot: number | null;
  /** The purchase order a putaway task is from */
  purchaseOrderId: string | null;
  /** Remarks */
  note: string | null;
  /** When the work started */
  startedAt: string | null;
  /** When it was done */
  completedAt: string | null;
  /**
   * When the task was made
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When it changed last
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

/** Sales orders of one warehouse picked together (decision 0022 point 6). */
export interface Wave {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** WV-000001, without gaps */
  number: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** batch: a task per order line and grain, into the cart slot; zone: a task per product and grain, split between the orders at packing */
  mode: "batch" | "zone";
  /** open → picking (first pick done) → picked (every pick task done or cancelled); open or picking → cancelled */
  status: "open" | "picking" | "picked" | "cancelled";
  /**
   * Where the picked units go; the orders ship from there
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  packingLocationId: string;
  /** The packing location's code */
  packingLocationCode: string;
  /**
   * Orders in the wave
   * @min -9007199254740991
   * @max 9007199254740991
   */
  orderCount: number;
  /**
   * Pick tasks of the wave, in any status
   * @min -9007199254740991
   * @max 9007199254740991
   */
  taskCount: number;
  /**
   * Pick tasks not yet done or cancelled
   * @min -9007199254740991
   * @max 9007199254740991
   */
  openTaskCount: number;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

/** A wave with its orders in their cart slots and its pick tasks in walking order (decision 0022 point 6). */
export interface WaveDetail {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /** WV-000001, without gaps */
  number: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** batch: a task per order line and grain, into the cart slot; zone: a task per product and grain, split between the orders at packing */
  mode: "batch" | "zone";
  /** open → picking (first pick done) → picked (every pick task done or cancelled); open or picking → cancelled */
  status: "open" | "picking" | "picked" | "cancelled";
  /**
   * Where the picked units go; the orders ship from there
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  packingLocationId: string;
  /** The packing location's code */
  packingLocationCode: string;
  /**
   * Orders in the wave
   * @min -9007199254740991
   * @max 9007199254740991
   */
  orderCount: number;
  /**
   * Pick tasks of the wave, in any status
   * @min -9007199254740991
   * @max 9007199254740991
   */
  taskCount: number;
  /**
   * Pick tasks not yet done or cancelled
   * @min -9007199254740991
   * @max 9007199254740991
   */
  openTaskCount: number;
  /** User who created the record (null for records made by the system or a migration) */
  createdBy: string | null;
  /**
   * When the record was created (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When the record last changed (ISO 8601, UTC)
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
  /** The orders by cart slot */
  orders: {
    /**
     * Sales order (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    salesOrderId: string;
    /** The order's number */
    number: string;
    /**
     * Its slot on the cart, 1, 2, …
     * @min -9007199254740991
     * @max 9007199254740991
     */
    cartSlot: number;
    /** Customer's name */
    customerName: string;
  }[];
  /** The pick tasks in walking order: zone (none last), location sequence (none last), location code */
  tasks: {
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** open → assigned → in_progress → done; open or assigned → cancelled */
    status: "open" | "assigned" | "in_progress" | "done" | "cancelled";
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /** Stock keeping unit: the product code, unique */
    sku: string;
    /** Product's name */
    productName: string;
    /** Lot (UUID) */
    lotId: string | null;
    /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
    lotNumber: string | null;
    /** The lot's expiry date */
    expiryDate: string | null;
    /** Serial number of one unit */
    serialNumber: string | null;
    /**
     * Units to pick
     * @min -9007199254740991
     * @max 9007199254740991
     */
    quantity: number;
    /** Units picked, once done */
    doneQuantity: number | null;
    /**
     * The bin to pick from
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    fromLocationId: string;
    /** Its code (what the picker scans) */
    fromLocationCode: string;
    /** The bin's zone */
    zone: string | null;
    /**
     * The packing location
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    toLocationId: string;
    /** The order line picked for (batch mode); null in zone mode, where packing splits the units between the lines */
    salesOrderItemId: string | null;
    /** The number of that line's order */
    salesOrderNumber: string | null;
    /** The order's cart slot (batch mode) */
    cartSlot: number | null;
    /** Who holds the task */
    assigneeId: string | null;
  }[];
}

export interface PickFace {
  /**
   * The pick face
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Its warehouse
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** The pick-face location */
  location: {
    /**
     * The location
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Its code */
    code: string;
  };
  /** The product picked there */
  product: {
    /**
     * The product
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Its SKU */
    sku: string;
    /** Its name */
    name: string;
  };
  /**
   * Below this many units at the face, a replenishment task is made
   * @min -9007199254740991
   * @max 9007199254740991
   */
  min: number;
  /**
   * A replenishment fills the face up to this many units
   * @min -9007199254740991
   * @max 9007199254740991
   */
  max: number;
  /**
   * Units of the product at the face now (all lots)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  onHand: number;
  /** Who set it up */
  createdBy: string | null;
  /** Who changed it last */
  updatedBy: string | null;
  /**
   * When it was set up
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When it was changed last
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

export interface PutawayRule {
  /**
   * The putaway rule
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Its warehouse
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** The product it matches; null: any product */
  product: {
    /**
     * The product
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Its SKU */
    sku: string;
    /** Its name */
    name: string;
  } | null;
  /** The category it matches (and its subcategories); null: any category */
  category: {
    /**
     * The category
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Its name */
    name: string;
  } | null;
  /** The pack it matches (units received in it); null: units received in any unit */
  unit: string | null;
  /** Where it sends the units; null when it names a zone */
  location: {
    /**
     * The location
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
    /** Its code */
    code: string;
  } | null;
  /** The zone whose first location with room (walking order) takes the units; null when it names a location */
  zone: string | null;
  /**
   * 0 to 1000, lowest tried first within its kind (product, unit, category rules)
   * @min -9007199254740991
   * @max 9007199254740991
   */
  priority: number;
  /** Who made it */
  createdBy: string | null;
  /** Who changed it last */
  updatedBy: string | null;
  /**
   * When it was made
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  createdAt: string;
  /**
   * When it was changed last
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  updatedAt: string;
}

export interface AddressOutput {
  /**
   * Street and number
   * @minLength 1
   * @maxLength 200
   */
  line1: string;
  /**
   * Further address line (building, floor)
   * @maxLength 200
   */
  line2?: string;
  /**
   * City
   * @minLength 1
   * @maxLength 100
   */
  city: string;
  /**
   * State, province or region
   * @maxLength 100
   */
  region?: string;
  /**
   * Postal code
   * @maxLength 20
   */
  postalCode?: string;
  /** Country (ISO 3166-1 alpha-2, e.g. DE) */
  country: string;
}

/** The error envelope (SPEC 4.1) */
export interface ErrorEnvelope {
  /** true with data, false with error */
  success: false;
  /** What went wrong */
  error: {
    /** Machine code (SPEC 7) */
    code:
      | "VALIDATION_ERROR"
      | "UNAUTHORIZED"
      | "FORBIDDEN"
      | "NOT_FOUND"
      | "METHOD_NOT_ALLOWED"
      | "NOT_ACCEPTABLE"
      | "DUPLICATE_SKU"
      | "DUPLICATE_ERROR"
      | "CONFLICT"
      | "INSUFFICIENT_STOCK"
      | "INVALID_STATE"
      | "OVER_RECEIPT"
      | "OVER_SHIPMENT"
      | "OVER_RETURN"
      | "IDEMPOTENCY_CONFLICT"
      | "IDEMPOTENCY_IN_PROGRESS"
      | "PRECONDITION_FAILED"
      | "PAYLOAD_TOO_LARGE"
      | "RATE_LIMIT_EXCEEDED"
      | "INTERNAL_ERROR"
      | "SERVICE_UNAVAILABLE";
    /** Human text */
    message: string;
    /** Depends on the code: VALIDATION_ERROR a field map, METHOD_NOT_ALLOWED the methods the path has (allowed), NOT_ACCEPTABLE the media types the route answers (acceptable), INSUFFICIENT_STOCK the short lines, OVER_RECEIPT and OVER_SHIPMENT the lines over what remains, OVER_RETURN the lines over what was shipped or received, CONFLICT on stock the levels, kits, lots, serial numbers or bins concerned, INVALID_STATE the current status */
    details?:
      | Record<string, string[]>
      | {
          /**
           * Product (UUID)
           * @format uuid
           */
          productId: string;
          /**
           * Warehouse (UUID)
           * @format uuid
           */
          warehouseId: string;
          /** Units requested */
          requested: number;
          /** Units on hand minus reserved */
          available: number;
        }[]
      | {
          /**
           * Order line (UUID)
           * @format uuid
           */
          itemId: string;
          /**
           * Product (UUID)
           * @format uuid
           */
          productId: string;
          /** Units ordered */
          ordered: number;
          /** OVER_RECEIPT: units received so far */
          received?: number;
          /** OVER_SHIPMENT: units shipped so far */
          shipped?: number;
          /** Units requested */
          requested: number;
        }[]
      | {
          /**
           * Product (UUID)
           * @format uuid
           */
          productId: string;
          /** Units shipped so far */
          shipped: number;
          /** Units received or closed as lost so far */
          received: number;
          /** Units requested */
          requested: number;
        }[]
      | {
          /**
           * Order line (UUID)
           * @format uuid
           */
          itemId: string;
          /**
           * Product (UUID)
           * @format uuid
           */
          productId: string;
          /** Customer returns: units shipped on the line */
          shipped?: number;
          /** Supplier returns: units received on the line */
          received?: number;
          /** Units returned so far */
          returned: number;
          /** Units requested */
          requested: number;
        }[]
      | {
          /**
           * Product (UUID)
           * @format uuid
           */
          productId: string;
          /**
           * Warehouse (UUID)
           * @format uuid
           */
          warehouseId: string;
        }[]
      | {
          /**
           * Product (UUID)
           * @format uuid
           */
          productId: string;
          /** Stock keeping unit: the product code, unique */
          sku: string;
        }[]
      | {
          /**
           * Lot (UUID)
           * @format uuid
           */
          lotId: string;
          /** Lot (batch) number, unique per product; required for lot-tracked products' receipts */
          lotNumber: string;
          /**
           * Date the lot expires (YYYY-MM-DD)
           * @format date
           */
          expiryDate: string | null;
        }[]
      | {
          /**
           * Product (UUID)
           * @format uuid
           */
          productId: string;
          /** Serial numbers, one per unit */
          serialNumbers: string[];
        }[]
      | {
          /**
           * The order line
           * @format uuid
           */
          itemId: string;
          /**
           * Location (bin) within the warehouse (UUID); the default location when left out
           * @format uuid
           */
          locationId: string;
          /**
           * Lot (UUID)
           * @format uuid
           */
          lotId?: string | null;
          /** Serial number of one unit */
          serialNumber?: string | null;
        }[]
      | {
          /**
           * The order named
           * @format uuid
           */
          salesOrderId: string;
          /** Its number; null when no such order exists */
          number: string | null;
          /** Why it is not ready: not in the warehouse, not confirmed, in another wave, shipping complete with units backordered, or nothing allocated to pick */
          reason: string;
        }[]
      | {
          /** The record's status now */
          currentStatus: string;
          /** Approving a stock count: its lines not counted yet */
          uncountedLines?: number;
        };
    /** VALIDATION_ERROR: the first failing field */
    field?: string;
  };
}

/** Paging of list form A */
export interface ListMeta {
  /** Items matching the filters, exact */
  total: number;
  /** The page served, 1-based */
  page: number;
  /** The page size served */
  limit: number;
  /** page × limit < total */
  hasNext: boolean;
  /** page > 1 (on a change feed: a cursor was sent) */
  hasPrev: boolean;
  /** Change feeds only (cursor or updatedSince sent): the cursor of the next page; on the last page so far, the cursor that reads what is written later */
  nextCursor?: string;
}

/** Paging of list form B */
export interface Pagination {
  /** Items matching the filters, exact */
  total: number;
  /** The page served, 1-based */
  page: number;
  /** The page size served */
  limit: number;
  /** page × limit < total */
  hasNext: boolean;
  /** page > 1 (on a change feed: a cursor was sent) */
  hasPrev: boolean;
  /** Change feeds only (cursor or updatedSince sent): the cursor of the next page; on the last page so far, the cursor that reads what is written later */
  nextCursor?: string;
  /** ceil(total / limit) */
  totalPages: number;
}

/** A test delivery asked for with POST /api/webhooks/{id}/ping; never in the feed */
export interface PingEvent {
  /**
   * Identifies the event (also sent as Stockroom-Event-Id to webhooks)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  id: string;
  /**
   * Always 0: a ping is not in the feed
   * @min -9007199254740991
   * @max 9007199254740991
   */
  sequence: number;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "ping";
  /**
   * The webhook pinged
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  subject: string;
  /**
   * When the transaction that made the change started
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$
   */
  occurredAt: string;
  /** The dated API version the payload follows */
  apiVersion: "2026-11-28";
  /** The result */
  data: {
    /**
     * The webhook subscription (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    webhookId: string;
    /** What was done, in words */
    message: string;
  };
}

type BaseEvent = object;

type BaseEventTypeMapping<Key, Type> = {
  type: Key;
} & Type;

export interface AuthLoginPayload {
  /**
   * E-mail address
   * @minLength 1
   */
  email: string;
  /**
   * Password (12 to 200 characters where one is set)
   * @minLength 1
   */
  password: string;
}

export interface AuthChangePasswordPayload {
  /**
   * The password in use now
   * @minLength 1
   */
  currentPassword: string;
  /**
   * The new password: 12 to 200 characters
   * @minLength 12
   * @maxLength 200
   */
  newPassword: string;
}

export interface CategoriesListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * Matches names and codes, case-insensitive
   * @maxLength 100
   * @example "Tools"
   */
  search?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface CategoriesCreatePayload {
  /**
   * Display name
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  /** Free text describing the record */
  description?: string | null;
  /** Parent category (UUID), null at the top level */
  parentId?: string | null;
}

export interface CategoriesGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab4b2-2777-77d4-8dd1-fc61c6f884f4"
   */
  id: string;
}

export interface CategoriesUpdatePayload {
  /**
   * Display name
   * @minLength 1
   * @maxLength 100
   */
  name?: string;
  /** Free text describing the record */
  description?: string | null;
  /** Parent category (UUID), null at the top level */
  parentId?: string | null;
}

export interface CategoriesUpdateParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab4b2-2777-77d4-8dd1-fc61c6f884f4"
   */
  id: string;
}

export interface CategoriesDeleteParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab093-434a-73ee-89e0-a010bb2c2aae"
   */
  id: string;
}

export interface ProductsListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * The nextCursor of the page before: the next rows written, in the order they were written; opaque. Sort and page do not apply.
   * @maxLength 512
   */
  cursor?: string;
  /**
   * Only rows last written at or after this time (RFC 3339), in the order they were written, then paged with cursor
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$
   */
  updatedSince?: string;
  /**
   * Matches names and codes, case-insensitive
   * @maxLength 200
   */
  search?: string;
  /**
   * The product category
   * @maxLength 255
   */
  category?: string;
  /**
   * Category (UUID), the contract’s spelling
   * @example "019ab4e0-7408-7562-8bed-b8b60ce05c1d"
   */
  category_id?: string | "";
  /**
   * Lowest selling price
   * @min 0
   */
  min_price?: number;
  /**
   * Highest selling price
   * @min 0
   */
  max_price?: number;
  /**
   * true: only products with units available
   * @example "true"
   */
  in_stock?: "true" | "false";
  /**
   * Field to sort by
   * @example "name"
   */
  sort?:
    | "name"
    | "sku"
    | "price"
    | "sellingPrice"
    | "costPrice"
    | "createdAt"
    | "updatedAt";
  /**
   * asc or desc
   * @example "asc"
   */
  order?: "asc" | "desc";
  /** true: archived products too */
  includeInactive?: "true" | "false";
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

/** A product in either form: camelCase (SPEC 2.1: name, sku, categoryId, unitOfMeasure, costPrice, sellingPrice required) or snake_case (SPEC 2.2: name, sku, price, category_id required; sku is uppercased; costPrice defaults to 0 and unitOfMeasure to piece). */
export type ProductsCreatePayload = {
  /**
   * Display name
   * @minLength 1
   * @maxLength 255
   */
  name?: string;
  /** Free text describing the record */
  description?: string | null;
  /** 1..50 characters of A-Z, 0-9 and hyphen; the snake_case form uppercases it first */
  sku?: string;
  /**
   * Category (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  categoryId?: string;
  /** Brand or manufacturer */
  brand?: string | null;
  /** Unit quantities of the product are counted in */
  unitOfMeasure?:
    | "piece"
    | "kg"
    | "liter"
    | "meter"
    | "box"
    | "pack"
    | "g"
    | "ml"
    | "cm"
    | "mm";
  /**
   * Cost of one unit, in the base currency: the moving average of receipts, or under FIFO the value of the remaining cost layers over their units (decision 0023)
   * @min 0
   * @multipleOf 0.01
   * @max 999999.99
   */
  costPrice?: number;
  /**
   * Price of one unit to customers, in currency units
   * @min 0
   * @multipleOf 0.01
   * @max 999999.99
   */
  sellingPrice?: number;
  /** Reorder point: stock at or below it is low */
  minStockLevel?: number | null;
  /** Most units the warehouse should hold */
  maxStockLevel?: number | null;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive?: boolean;
  /**
   * snake_case form (SPEC 2.2): the selling price
   * @multipleOf 0.01
   * @exclusiveMin 0
   * @max 999999.99
   */
  price?: number;
  /**
   * snake_case form (SPEC 2.2): the category
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  category_id?: string;
  /** Stored with 3 decimals */
  weight?: number | null;
  /** Barcode (EAN/UPC digits) */
  barcode?: string | null;
  /** How units are told apart in stock: none (default), by lot (batch, with expiry) or by serial number. Cannot change while the product has stock (409). */
  tracking?: "none" | "lot" | "serial";
  /** How stock is valued (decision 0023): average (moving weighted average), fifo (first in, first out: each unit out costs what its oldest units in cost) or standard (every unit at costPrice, the standard; receipts record their purchase price variance); a product created without one takes the COSTING_METHOD setting (average unless set). Once the product has stock movements it changes through PUT /products/{id}/costing-method, which revalues the stock (409 here). */
  costingMethod?: "average" | "fifo" | "standard";
  /** Days from receipt to expiry: the default expiry date of a received lot */
  shelfLifeDays?: number | null;
  /** Fewest days of shelf life a lot must have left to be allocated to a sales order (decision 0020); null: any lot not expired */
  minRemainingShelfLifeDays?: number | null;
};

export interface ProductsGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab790-2699-7be4-82c8-a8e46fbbb450"
   */
  id: string;
}

/** Any subset of the product fields, in either form; fields not sent keep their value. */
export interface ProductsUpdatePayload {
  /**
   * Display name
   * @minLength 1
   * @maxLength 255
   */
  name?: string;
  /** Free text describing the record */
  description?: string | null;
  /** 1..50 characters of A-Z, 0-9 and hyphen; the snake_case form uppercases it first */
  sku?: string;
  /**
   * Category (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  categoryId?: string;
  /** Brand or manufacturer */
  brand?: string | null;
  /** Unit quantities of the product are counted in */
  unitOfMeasure?:
    | "piece"
    | "kg"
    | "liter"
    | "meter"
    | "box"
    | "pack"
    | "g"
    | "ml"
    | "cm"
    | "mm";
  /**
   * Cost of one unit, in the base currency: the moving average of receipts, or under FIFO the value of the remaining cost layers over their units (decision 0023)
   * @min 0
   * @multipleOf 0.01
   * @max 999999.99
   */
  costPrice?: number;
  /**
   * Price of one unit to customers, in currency units
   * @min 0
   * @multipleOf 0.01
   * @max 999999.99
   */
  sellingPrice?: number;
  /** Reorder point: stock at or below it is low */
  minStockLevel?: number | null;
  /** Most units the warehouse should hold */
  maxStockLevel?: number | null;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive?: boolean;
  /**
   * snake_case form (SPEC 2.2): the selling price
   * @multipleOf 0.01
   * @exclusiveMin 0
   * @max 999999.99
   */
  price?: number;
  /**
   * snake_case form (SPEC 2.2): the category
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  category_id?: string;
  /** Stored with 3 decimals */
  weight?: number | null;
  /** Barcode (EAN/UPC digits) */
  barcode?: string | null;
  /** How units are told apart in stock: none (default), by lot (batch, with expiry) or by serial number. Cannot change while the product has stock (409). */
  tracking?: "none" | "lot" | "serial";
  /** How stock is valued (decision 0023): average (moving weighted average), fifo (first in, first out: each unit out costs what its oldest units in cost) or standard (every unit at costPrice, the standard; receipts record their purchase price variance); a product created without one takes the COSTING_METHOD setting (average unless set). Once the product has stock movements it changes through PUT /products/{id}/costing-method, which revalues the stock (409 here). */
  costingMethod?: "average" | "fifo" | "standard";
  /** Days from receipt to expiry: the default expiry date of a received lot */
  shelfLifeDays?: number | null;
  /** Fewest days of shelf life a lot must have left to be allocated to a sales order (decision 0020); null: any lot not expired */
  minRemainingShelfLifeDays?: number | null;
}

export interface ProductsUpdateParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab790-2699-7be4-82c8-a8e46fbbb450"
   */
  id: string;
}

export interface ProductsArchiveParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab790-2699-7be4-82c8-a8e46fbbb450"
   */
  id: string;
}

export interface ProductsSetCostingMethodPayload {
  /** The method the product is costed by from now on */
  costingMethod: "average" | "fifo" | "standard";
  /**
   * Currency units per base unit: required with standard, refused with the others
   * @min 0
   * @multipleOf 0.01
   * @max 999999.99
   */
  standardCost?: number;
  /**
   * Why, kept on the revaluation movements
   * @maxLength 500
   */
  note?: string;
}

export interface ProductsSetCostingMethodParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab2c6-2423-72cd-8d22-1771294dfbb3"
   */
  id: string;
}

export interface ProductsUnitsParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab790-2699-7be4-82c8-a8e46fbbb450"
   */
  id: string;
}

export interface ProductsSetUnitsPayload {
  /**
   * Every packaging unit of the product, each after the unit it contains; an empty list removes them all
   * @maxItems 20
   */
  units: {
    /**
     * What the pack is called: case, pallet, inner; unique per product in any case, never a unit of measure's name
     * @minLength 1
     * @maxLength 30
     */
    name: string;
    /**
     * How many of `contains` one pack holds
     * @min 1
     * @max 100000000
     */
    quantity: number;
    /**
     * The unit the pack holds: the product's base unit (the default) or a packaging unit listed before this one
     * @minLength 1
     */
    contains?: string;
    /**
     * The GTIN printed on the pack (EAN-8, UPC-A, EAN-13 or GTIN-14, check digit verified): a scan of it counts one pack
     * @pattern ^(\d{8}|\d{12,14})$
     */
    barcode?: string;
    /**
     * Gross weight of one pack, kg (3 decimals kept)
     * @min 0
     * @max 999999999.999
     */
    weight?: number;
    /** Outer size of one pack, cm (1 decimal kept) */
    dimensions?: {
      /**
       * cm
       * @exclusiveMin 0
       * @max 9999999.9
       */
      length: number;
      /**
       * cm
       * @exclusiveMin 0
       * @max 9999999.9
       */
      width: number;
      /**
       * cm
       * @exclusiveMin 0
       * @max 9999999.9
       */
      height: number;
    };
  }[];
}

export interface ProductsSetUnitsParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab790-2699-7be4-82c8-a8e46fbbb450"
   */
  id: string;
}

export interface ProductsExportParams {
  /**
   * The nextCursor of the page before: the next rows written, in the order they were written; opaque. Sort and page do not apply.
   * @maxLength 512
   */
  cursor?: string;
  /**
   * Only rows last written at or after this time (RFC 3339), in the order they were written, then paged with cursor
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$
   */
  updatedSince?: string;
  /**
   * Case-insensitive substring of name or SKU, or an exact barcode; a product whose SKU (any case) or barcode equals the search is listed first
   * @maxLength 200
   * @example "GLUE-PVA"
   */
  search?: string;
  /**
   * Category id or name
   * @maxLength 255
   */
  category?: string;
  /** Category (UUID), the contract’s spelling */
  category_id?: string | "";
  /**
   * Inclusive lower bound on sellingPrice
   * @min 0
   */
  min_price?: number;
  /**
   * Inclusive upper bound on sellingPrice
   * @min 0
   */
  max_price?: number;
  /** true: available stock > 0; false: none available */
  in_stock?: "true" | "false";
  /** true: archived products are listed too */
  includeInactive?: "true" | "false";
  /**
   * The file format: csv (RFC 4180, UTF-8, header row)
   * @default "csv"
   * @example "csv"
   */
  format?: "csv";
}

/** The CSV file: UTF-8, a header row naming the columns */
export type ProductsImportPayload = string;

export interface ProductsImportParams {
  /**
   * true: validate every row and report what would change, writing nothing
   * @example "false"
   */
  dryRun?: "true" | "false";
}

export interface ProductsLabelPdfParams {
  /**
   * a4: a sheet of 3 × 8 labels of 70 × 37 mm; 62mm: one 62 × 29 mm label per page (label printers)
   * @default "a4"
   * @example "a4"
   */
  size?: "a4" | "62mm";
  /**
   * Labels to print, 1 to 240; default one page (24 on a4, 1 on 62mm)
   * @min 1
   * @max 240
   * @example 24
   */
  copies?: number;
  /**
   * A packaging unit: a GS1-128 label of the pack's GTIN
   * @minLength 1
   * @maxLength 30
   */
  unit?: string;
  /**
   * A lot of the product: a GS1-128 label with its expiry (17) and number (10), of the pack's GTIN with `unit`, else of the product's
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  lotId?: string;
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab790-2699-7be4-82c8-a8e46fbbb450"
   */
  id: string;
}

export interface InventoryLevelsParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * The nextCursor of the page before: the next rows written, in the order they were written; opaque. Sort and page do not apply.
   * @maxLength 512
   */
  cursor?: string;
  /**
   * Only rows last written at or after this time (RFC 3339), in the order they were written, then paged with cursor
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$
   */
  updatedSince?: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId?: string;
  /**
   * Category (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  categoryId?: string;
  /**
   * Matches names and codes, case-insensitive
   * @maxLength 200
   */
  search?: string;
  /** true: only levels at or below the reorder point */
  lowStock?: "true" | "false";
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface InventoryMovementsParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * The nextCursor of the page before: the next rows written, in the order they were written; opaque. Sort and page do not apply.
   * @maxLength 512
   */
  cursor?: string;
  /**
   * Only rows last written at or after this time (RFC 3339), in the order they were written, then paged with cursor
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$
   */
  updatedSince?: string;
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab790-2699-7be4-82c8-a8e46fbbb450"
   */
  productId?: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId?: string;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type?:
    | "receipt"
    | "shipment"
    | "adjustment"
    | "transfer_out"
    | "transfer_in"
    | "manual_in"
    | "manual_out"
    | "relocation_out"
    | "relocation_in"
    | "return_in"
    | "return_out"
    | "revaluation"
    | "assembly_out"
    | "assembly_in"
    | "disassembly_out"
    | "disassembly_in";
  /** First day (inclusive) */
  from?: string;
  /** Last day (inclusive) */
  to?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface InventoryRecordMovementPayload {
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type: "in" | "out";
  /**
   * Units, in the product's unit of measure
   * @min 1
   * @max 100000000
   */
  quantity: number;
  /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
  unit?: string | null;
  /**
   * Why: free text, or for adjustments the reason code
   * @minLength 1
   * @maxLength 200
   */
  reason: string;
  /** The document that caused the movement, e.g. {type: "purchase_order", id} */
  reference?: {
    /**
     * Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out)
     * @minLength 1
     * @maxLength 50
     */
    type: string;
    /**
     * Identifier (UUID v7)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    id: string;
  };
  /**
   * Free text kept with the record
   * @maxLength 1000
   */
  note?: string;
  /**
   * Where the units are put away; default: the warehouse's DEFAULT location
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  locationId?: string;
  /**
   * in: required for lot-tracked products (a new number creates the lot); out: take the units from this lot only
   * @minLength 1
   * @maxLength 100
   */
  lotNumber?: string;
  /**
   * A new lot's expiry date; default: today + the product's shelfLifeDays
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  expiryDate?: string;
  /**
   * A new lot's manufacture date
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  manufacturedDate?: string;
  /**
   * Serial-tracked products: the serial number of each unit, one per unit
   * @maxItems 1000
   * @minItems 1
   */
  serialNumbers?: string[];
  /** out: issue units of a named lot past its expiry date (managers and admins) */
  allowExpired?: boolean;
}

export interface InventoryMovementParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab5ef-6fdf-7325-813a-a7cd11f72bec"
   */
  id: string;
}

export interface InventoryAdjustPayload {
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /**
   * Signed change of units on hand, at most 100,000,000 either way
   * @min -100000000
   * @max 100000000
   */
  quantity?: number;
  /**
   * The units counted: on hand becomes this (at most the level maximum, 2,147,483,647)
   * @min 0
   * @max 2147483647
   */
  countedQuantity?: number;
  /** The unit `quantity` or `countedQuantity` is in: the product's base unit (the default), a packaging unit by name, or a measure of the same kind; converted exactly to base units */
  unit?: string | null;
  /** Why: free text, or for adjustments the reason code */
  reason:
    | "damage"
    | "loss"
    | "theft"
    | "found"
    | "count"
    | "correction"
    | "other";
  /**
   * Free text kept with the record
   * @maxLength 1000
   */
  note?: string;
  /**
   * Units found go here (default: the DEFAULT location); units lost come from here only
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  locationId?: string;
  /**
   * The lot adjusted: required for units found of a lot-tracked product
   * @minLength 1
   * @maxLength 100
   */
  lotNumber?: string;
  /**
   * A new lot's expiry date; default: today + the product's shelfLifeDays
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  expiryDate?: string;
  /**
   * Serial-tracked products: the units found or lost, one per unit
   * @maxItems 1000
   * @minItems 1
   */
  serialNumbers?: string[];
  /** When the units count, if earlier than now (a backdated entry): the units out since then are revalued as if it had been posted on time, each difference a revaluation naming the movement it corrects; not in the future, nor before the product's last change of costing method or standard cost. A date alone is its start (00:00 UTC) */
  effectiveAt?: string;
}

export interface InventoryBalancesParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   */
  limit?: number;
  /**
   * The nextCursor of the page before: the next rows written, in the order they were written; opaque. Sort and page do not apply.
   * @maxLength 512
   */
  cursor?: string;
  /**
   * Only rows last written at or after this time (RFC 3339), in the order they were written, then paged with cursor
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$
   */
  updatedSince?: string;
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab790-2699-7be4-82c8-a8e46fbbb450"
   */
  productId?: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /**
   * Location (bin) within the warehouse (UUID); the default location when left out
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  locationId?: string;
  /**
   * Lot (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  lotId?: string;
  /**
   * Only lots expiring before this date (YYYY-MM-DD)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  expiringBefore?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface InventoryExpiringParams {
  /**
   * The window in days from today (UTC); default 30
   * @min 0
   * @max 3650
   * @default 30
   * @example 60
   */
  days?: number;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId?: string;
}

export interface InventoryTraceParams {
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab790-2699-7be4-82c8-a8e46fbbb450"
   */
  productId: string;
  /**
   * Lot (batch) number, unique per product; required for lot-tracked products' receipts
   * @minLength 1
   * @maxLength 100
   * @example "FX2611-04"
   */
  lotNumber?: string;
  /**
   * Serial number of one unit
   * @minLength 1
   * @maxLength 100
   */
  serialNumber?: string;
}

export interface InventoryLotsParams {
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId?: string;
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab2c6-2423-72cd-8d22-1771294dfbb3"
   */
  id: string;
}

export interface InventoryCostLayersParams {
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId?: string;
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab2c6-2423-72cd-8d22-1771294dfbb3"
   */
  id: string;
}

export interface InventoryRelocatePayload {
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /**
   * Location the units leave
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  fromLocationId: string;
  /**
   * Location the units go to
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  toLocationId: string;
  /**
   * Units, in the product's unit of measure
   * @min 1
   * @max 100000000
   */
  quantity: number;
  /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
  unit?: string | null;
  /**
   * Take the units from this lot only
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  lotId?: string;
  /**
   * Serial-tracked products: exactly these units
   * @maxItems 1000
   * @minItems 1
   */
  serialNumbers?: string[];
  /**
   * Free text kept with the record
   * @maxLength 1000
   */
  note?: string;
}

export interface InventoryAvailabilityParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   */
  limit?: number;
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019aba21-855d-7a08-8cb1-02d1d217c53d"
   */
  productId?: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

/** Units to set aside for a cart: all or nothing. */
export interface InventoryCreateHoldPayload {
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /**
   * 1 to 100 lines, one per product: the units to hold
   * @maxItems 100
   * @minItems 1
   */
  lines: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /**
     * Units, in the product's unit of measure
     * @min 1
     * @max 100000000
     */
    quantity: number;
    /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
    unit?: string | null;
  }[];
  /**
   * Seconds until the hold ends and its units are free again: 1 to 3600, default 900 (15 minutes)
   * @min 1
   * @max 3600
   */
  expiresInSeconds?: number;
  /**
   * Your own reference: a cart or quote id
   * @maxLength 200
   */
  reference?: string;
}

export interface InventoryHoldParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab29d-b0c6-7782-8dbd-5000559ef4d9"
   */
  id: string;
}

export interface InventoryReleaseHoldParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab29d-b0c6-7782-8dbd-5000559ef4d9"
   */
  id: string;
}

export interface InventoryLowStockParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface InventoryAnalyticsParams {
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /** First day (inclusive) */
  from?: string;
  /** Last day (inclusive) */
  to?: string;
}

export interface InventoryExportParams {
  /**
   * The nextCursor of the page before: the next rows written, in the order they were written; opaque. Sort and page do not apply.
   * @maxLength 512
   */
  cursor?: string;
  /**
   * Only rows last written at or after this time (RFC 3339), in the order they were written, then paged with cursor
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$
   */
  updatedSince?: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId?: string;
  /**
   * Category (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  categoryId?: string;
  /**
   * Case-insensitive substring of product name or SKU
   * @maxLength 200
   * @example "GLUE-PVA"
   */
  search?: string;
  /** true: only levels with available ≤ the minimum stock level */
  lowStock?: "true" | "false";
  /**
   * The file format: csv (RFC 4180, UTF-8, header row)
   * @default "csv"
   */
  format?: "csv";
}

/** The CSV file: UTF-8, a header row naming the columns */
export type InventoryImportPayload = string;

export interface InventoryImportParams {
  /** true: validate every row and report what would change, writing nothing */
  dryRun?: "true" | "false";
}

export interface CountsListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /**
   * Where the order is in its flow (see the tag's description)
   * @example "approved"
   */
  status?: "open" | "approved" | "cancelled";
  /**
   * Document number (PO-000001, SO-000001, TR-000001, RMA-000001, RTS-000001: gapless per kind)
   * @minLength 1
   * @maxLength 50
   */
  number?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface CountsOpenPayload {
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /**
   * Count this location (bin) only
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  locationId?: string;
  /**
   * Count products of this category only
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  categoryId?: string;
  /**
   * Count these products only; an untracked product named here gets a line even where none is expected
   * @maxItems 1000
   * @minItems 1
   */
  productIds?: string[];
  /** Hide the expected quantities from counters (those without inventory:adjust) until approval */
  blind?: boolean;
  /**
   * Free text kept with the record
   * @maxLength 1000
   */
  note?: string;
}

export interface CountsGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab7ed-8f0f-73b7-8079-56d9fb1e889e"
   */
  id: string;
}

export interface CountsLinesParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   */
  limit?: number;
  /**
   * counted or uncounted
   * @example "uncounted"
   */
  state?: "counted" | "uncounted" | "variance";
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab7ed-8f0f-73b7-8079-56d9fb1e889e"
   */
  id: string;
}

export interface CountsRecordPayload {
  /**
   * Counted quantities, one per line
   * @maxItems 1000
   * @minItems 1
   */
  lines: {
    /**
     * Line of the count (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    lineId: string;
    /**
     * Units counted, in `unit`
     * @min 0
     * @max 2147483647
     */
    countedQuantity: number;
    /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
    unit?: string | null;
  }[];
}

export interface CountsRecordParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab7ed-8f0f-73b7-8079-56d9fb1e889e"
   */
  id: string;
}

export interface CountsApprovePayload {
  /** Approve although some lines are not counted; they are left untouched */
  allowUncounted?: boolean;
}

export interface CountsApproveParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab7ed-8f0f-73b7-8079-56d9fb1e889e"
   */
  id: string;
}

export interface CountsCancelParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abbb6-68ca-7955-8632-16088b98a625"
   */
  id: string;
}

export interface TransfersListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /** Where the order is in its flow (see the tag's description) */
  status?:
    | "completed"
    | "draft"
    | "in_transit"
    | "partially_received"
    | "received"
    | "closed"
    | "cancelled";
  /**
   * Document number (PO-000001, SO-000001, TR-000001, RMA-000001, RTS-000001: gapless per kind)
   * @minLength 1
   * @maxLength 50
   */
  number?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface TransfersCreatePayload {
  /**
   * Warehouse the stock leaves
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  fromWarehouseId: string;
  /**
   * Warehouse the stock arrives at
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  toWarehouseId: string;
  /** direct (default): moved in one transaction; two-step: a draft that is shipped, travels in transit and is received */
  mode?: "direct" | "two-step";
  /**
   * The lines
   * @maxItems 200
   * @minItems 1
   */
  items: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /**
     * Units, in the product's unit of measure
     * @min 1
     * @max 100000000
     */
    quantity: number;
    /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
    unit?: string | null;
    /**
     * Take the units from this location of the source only
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    fromLocationId?: string;
    /**
     * Put the units here at the destination; default: its DEFAULT location
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    toLocationId?: string;
    /**
     * Take the units from this lot only
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    lotId?: string;
    /**
     * Serial-tracked products: exactly these units
     * @maxItems 1000
     * @minItems 1
     */
    serialNumbers?: string[];
  }[];
  /**
   * Free text kept with the record
   * @maxLength 1000
   */
  note?: string;
}

export interface TransfersGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab1d0-ebea-7552-8eb4-3d0b1e1561f6"
   */
  id: string;
}

export interface TransfersShipParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab1d0-ebea-7552-8eb4-3d0b1e1561f6"
   */
  id: string;
}

export interface TransfersReceivePayload {
  /**
   * The lines
   * @maxItems 200
   * @minItems 1
   */
  items: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /**
     * Units, in the product's unit of measure
     * @min 1
     * @max 100000000
     */
    quantity: number;
    /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
    unit?: string | null;
    /**
     * Receive units of this lot; default: earliest expiry first
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    lotId?: string;
    /**
     * Serial-tracked products: exactly these units
     * @maxItems 1000
     * @minItems 1
     */
    serialNumbers?: string[];
    /**
     * Put the units here; default: the line's toLocationId, else the DEFAULT location
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    locationId?: string;
  }[];
}

export interface TransfersReceiveParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab1d0-ebea-7552-8eb4-3d0b1e1561f6"
   */
  id: string;
}

export interface TransfersCloseParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab1d0-ebea-7552-8eb4-3d0b1e1561f6"
   */
  id: string;
}

export interface TransfersCancelParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abc75-de23-7d89-8df3-6ba921287616"
   */
  id: string;
}

export interface WarehousesListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * Matches names and codes, case-insensitive
   * @maxLength 100
   */
  search?: string;
  /**
   * False once deactivated or archived: kept for history, left out of new work
   * @example "true"
   */
  isActive?: "true" | "false";
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface WarehousesCreatePayload {
  /**
   * Short unique code (uppercase letters, digits, hyphens)
   * @minLength 1
   * @maxLength 20
   * @pattern ^[A-Z0-9-]+$
   */
  code: string;
  /**
   * Display name
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  address: Address;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive?: boolean;
  /**
   * 1 (default): units are put away where they are received. 2: a receipt lands in the receiving location and makes a putaway task per line (decision 0022); needs an active receiving location
   * @min 1
   * @max 2
   */
  receivingSteps?: number;
}

export interface WarehousesGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abc23-5606-79e9-8d1e-79ca92437815"
   */
  id: string;
}

export interface WarehousesUpdatePayload {
  /**
   * Short unique code (uppercase letters, digits, hyphens)
   * @minLength 1
   * @maxLength 20
   * @pattern ^[A-Z0-9-]+$
   */
  code?: string;
  /**
   * Display name
   * @minLength 1
   * @maxLength 100
   */
  name?: string;
  address?: Address;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive?: boolean;
  /**
   * 1 (default): units are put away where they are received. 2: a receipt lands in the receiving location and makes a putaway task per line (decision 0022); needs an active receiving location
   * @min 1
   * @max 2
   */
  receivingSteps?: number;
}

export interface WarehousesUpdateParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abc23-5606-79e9-8d1e-79ca92437815"
   */
  id: string;
}

export interface WarehousesLocationsParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * Matches names and codes, case-insensitive
   * @maxLength 100
   * @example "A-01"
   */
  search?: string;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive?: "true" | "false";
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type?:
    | "receiving"
    | "storage"
    | "pick_face"
    | "packing"
    | "shipping"
    | "quarantine";
  /**
   * Only locations of this zone
   * @maxLength 50
   */
  zone?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
}

export interface WarehousesCreateLocationPayload {
  /**
   * Unique within the warehouse, e.g. A-01-03 (aisle, rack, shelf); 1..50 of A-Z, 0-9 and hyphen
   * @minLength 1
   * @maxLength 50
   * @pattern ^[A-Z0-9-]+$
   */
  code: string;
  /** What people call it, e.g. "Cold room, shelf 3" */
  name?: string | null;
  /** Inactive locations take no new stock */
  isActive?: boolean;
  /** Default true (false for receiving and quarantine locations, which are never pickable). False for damaged bins too: their units are never allocated to orders, and a shipment naming the bin is refused */
  isPickable?: boolean;
  /** What the location is for (decision 0022), default storage; receiving and quarantine locations are never allocated or picked */
  type?:
    | "receiving"
    | "storage"
    | "pick_face"
    | "packing"
    | "shipping"
    | "quarantine";
  /** The zone it belongs to, e.g. A or COLD: putaway rules may name it, and zone picking splits a wave by it */
  zone?: string | null;
  /** Its place on the walk through the warehouse: tasks and pick lists go in this order (none last), then by code */
  sequence?: number | null;
  /** Most units it holds, of all products together; none: no limit. Putaway suggestions skip a location without room */
  capacity?: number | null;
  /** Most weight it holds, kg (stored with 3 decimals), counted from products' weight; none: no limit */
  maxWeight?: number | null;
}

export interface WarehousesCreateLocationParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
}

export interface WarehousesGetLocationParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
  /**
   * Location (bin) within the warehouse (UUID); the default location when left out
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab670-671c-7d97-8404-156226e50797"
   */
  locationId: string;
}

export interface WarehousesUpdateLocationPayload {
  /**
   * Unique within the warehouse, e.g. A-01-03 (aisle, rack, shelf); 1..50 of A-Z, 0-9 and hyphen
   * @minLength 1
   * @maxLength 50
   * @pattern ^[A-Z0-9-]+$
   */
  code?: string;
  /** What people call it, e.g. "Cold room, shelf 3" */
  name?: string | null;
  /** Inactive locations take no new stock */
  isActive?: boolean;
  /** Default true (false for receiving and quarantine locations, which are never pickable). False for damaged bins too: their units are never allocated to orders, and a shipment naming the bin is refused */
  isPickable?: boolean;
  /** What the location is for (decision 0022), default storage; receiving and quarantine locations are never allocated or picked */
  type?:
    | "receiving"
    | "storage"
    | "pick_face"
    | "packing"
    | "shipping"
    | "quarantine";
  /** The zone it belongs to, e.g. A or COLD: putaway rules may name it, and zone picking splits a wave by it */
  zone?: string | null;
  /** Its place on the walk through the warehouse: tasks and pick lists go in this order (none last), then by code */
  sequence?: number | null;
  /** Most units it holds, of all products together; none: no limit. Putaway suggestions skip a location without room */
  capacity?: number | null;
  /** Most weight it holds, kg (stored with 3 decimals), counted from products' weight; none: no limit */
  maxWeight?: number | null;
}

export interface WarehousesUpdateLocationParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
  /**
   * Location (bin) within the warehouse (UUID); the default location when left out
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab670-671c-7d97-8404-156226e50797"
   */
  locationId: string;
}

export interface WarehousesLocationLabelPdfParams {
  /**
   * a4: a sheet of 3 × 8 labels of 70 × 37 mm; 62mm: one 62 × 29 mm label per page (label printers)
   * @default "a4"
   * @example "62mm"
   */
  size?: "a4" | "62mm";
  /**
   * Labels to print, 1 to 240; default one page (24 on a4, 1 on 62mm)
   * @min 1
   * @max 240
   * @example 2
   */
  copies?: number;
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
  /**
   * Location (bin) within the warehouse (UUID); the default location when left out
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab670-671c-7d97-8404-156226e50797"
   */
  locationId: string;
}

export interface SuppliersListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * The nextCursor of the page before: the next rows written, in the order they were written; opaque. Sort and page do not apply.
   * @maxLength 512
   */
  cursor?: string;
  /**
   * Only rows last written at or after this time (RFC 3339), in the order they were written, then paged with cursor
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$
   */
  updatedSince?: string;
  /**
   * Matches names and codes, case-insensitive
   * @maxLength 200
   * @example "SUP-00"
   */
  search?: string;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive?: "true" | "false";
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface SuppliersCreatePayload {
  /**
   * Short unique code (uppercase letters, digits, hyphens)
   * @minLength 1
   * @maxLength 50
   * @pattern ^[A-Z0-9-]*$
   */
  code: string;
  /**
   * Display name
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** E-mail address */
  email?: string | null;
  /** Phone number, free format */
  phone?: string | null;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive?: boolean;
  /** Free text kept with the record */
  notes?: string | null;
  /** Person to contact */
  contactName?: string | null;
  /** Postal address */
  address?: Address | null;
  /**
   * Days after invoice the supplier expects payment
   * @min 0
   * @max 365
   */
  paymentTermsDays?: number;
  /** Currency (ISO 4217) */
  currency?: string;
  /** Days from order to receipt */
  leadTimeDays?: number | null;
}

export interface SuppliersGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab624-b60c-758c-89d8-bfb6ff1886c2"
   */
  id: string;
}

export interface SuppliersUpdatePayload {
  /**
   * Short unique code (uppercase letters, digits, hyphens)
   * @minLength 1
   * @maxLength 50
   * @pattern ^[A-Z0-9-]*$
   */
  code?: string;
  /**
   * Display name
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** E-mail address */
  email?: string | null;
  /** Phone number, free format */
  phone?: string | null;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive?: boolean;
  /** Free text kept with the record */
  notes?: string | null;
  /** Person to contact */
  contactName?: string | null;
  /** Postal address */
  address?: Address | null;
  /**
   * Days after invoice the supplier expects payment
   * @min 0
   * @max 365
   */
  paymentTermsDays?: number;
  /** Currency (ISO 4217) */
  currency?: string;
  /** Days from order to receipt */
  leadTimeDays?: number | null;
}

export interface SuppliersUpdateParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab624-b60c-758c-89d8-bfb6ff1886c2"
   */
  id: string;
}

export interface CustomersListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * The nextCursor of the page before: the next rows written, in the order they were written; opaque. Sort and page do not apply.
   * @maxLength 512
   */
  cursor?: string;
  /**
   * Only rows last written at or after this time (RFC 3339), in the order they were written, then paged with cursor
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$
   */
  updatedSince?: string;
  /**
   * Matches names and codes, case-insensitive
   * @maxLength 200
   * @example "CUS-000"
   */
  search?: string;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive?: "true" | "false";
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface CustomersCreatePayload {
  /**
   * Short unique code (uppercase letters, digits, hyphens)
   * @minLength 1
   * @maxLength 50
   * @pattern ^[A-Z0-9-]*$
   */
  code: string;
  /**
   * Display name
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** E-mail address */
  email?: string | null;
  /** Phone number, free format */
  phone?: string | null;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive?: boolean;
  /** Free text kept with the record */
  notes?: string | null;
  /** Address invoices go to */
  billingAddress?: Address | null;
  /** Address goods are shipped to */
  shippingAddress?: Address | null;
  /** Default false. The customer's orders ship complete: nothing ships while a line is backordered */
  shipComplete?: boolean;
  /** Fewest days of shelf life a lot must have left to be allocated to this customer's orders (decision 0020); null: any lot not expired */
  minRemainingShelfLifeDays?: number | null;
}

export interface CustomersGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abc6f-3ac5-7794-84a5-31490cd39902"
   */
  id: string;
}

export interface CustomersUpdatePayload {
  /**
   * Short unique code (uppercase letters, digits, hyphens)
   * @minLength 1
   * @maxLength 50
   * @pattern ^[A-Z0-9-]*$
   */
  code?: string;
  /**
   * Display name
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** E-mail address */
  email?: string | null;
  /** Phone number, free format */
  phone?: string | null;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive?: boolean;
  /** Free text kept with the record */
  notes?: string | null;
  /** Address invoices go to */
  billingAddress?: Address | null;
  /** Address goods are shipped to */
  shippingAddress?: Address | null;
  /** Default false. The customer's orders ship complete: nothing ships while a line is backordered */
  shipComplete?: boolean;
  /** Fewest days of shelf life a lot must have left to be allocated to this customer's orders (decision 0020); null: any lot not expired */
  minRemainingShelfLifeDays?: number | null;
}

export interface CustomersUpdateParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abc6f-3ac5-7794-84a5-31490cd39902"
   */
  id: string;
}

export interface ReplenishmentOffersParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab351-35aa-7a6c-8c23-891b40cb3f37"
   */
  id: string;
}

export interface ReplenishmentAddOfferPayload {
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /** The supplier's own code for the product */
  supplierSku?: string | null;
  /**
   * Price per unit in `currency`, currency units
   * @min 0
   * @multipleOf 0.0001
   * @max 99999999
   */
  unitCost: number;
  /** ISO 4217; default: the supplier's currency */
  currency?: string;
  /**
   * Days from order to receipt; default 0
   * @min 0
   * @max 3650
   */
  leadTimeDays?: number;
  /**
   * Smallest quantity the supplier takes an order for; default 1
   * @min 1
   * @max 100000000
   */
  minimumOrderQuantity?: number;
  /** The product's preferred supplier, whose offer reorder suggestions use; setting it unsets the previous one */
  isPreferred?: boolean;
  /** The product's packaging unit the supplier sells in (PUT /products/{id}/units): reorder suggestions are whole packs; null: single base units */
  pack?: string | null;
}

export interface ReplenishmentAddOfferParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab624-b60c-758c-89d8-bfb6ff1886c2"
   */
  id: string;
}

export interface ReplenishmentUpdateOfferPayload {
  /** The supplier's own code for the product */
  supplierSku?: string | null;
  /**
   * Price per unit in `currency`, currency units
   * @min 0
   * @multipleOf 0.0001
   * @max 99999999
   */
  unitCost?: number;
  /** ISO 4217; default: the supplier's currency */
  currency?: string;
  /**
   * Days from order to receipt; default 0
   * @min 0
   * @max 3650
   */
  leadTimeDays?: number;
  /**
   * Smallest quantity the supplier takes an order for; default 1
   * @min 1
   * @max 100000000
   */
  minimumOrderQuantity?: number;
  /** The product's preferred supplier, whose offer reorder suggestions use; setting it unsets the previous one */
  isPreferred?: boolean;
  /** The product's packaging unit the supplier sells in (PUT /products/{id}/units): reorder suggestions are whole packs; null: single base units */
  pack?: string | null;
}

export interface ReplenishmentUpdateOfferParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab624-b60c-758c-89d8-bfb6ff1886c2"
   */
  id: string;
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab790-2699-7be4-82c8-a8e46fbbb450"
   */
  productId: string;
}

export interface ReplenishmentRemoveOfferParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab624-b60c-758c-89d8-bfb6ff1886c2"
   */
  id: string;
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab790-2699-7be4-82c8-a8e46fbbb450"
   */
  productId: string;
}

export interface ReplenishmentSuggestionsParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface ReplenishmentOrderPayload {
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /**
   * Only these suggestions; default all of the warehouse
   * @maxItems 1000
   * @minItems 1
   */
  productIds?: string[];
}

export interface PurchaseOrdersListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * The nextCursor of the page before: the next rows written, in the order they were written; opaque. Sort and page do not apply.
   * @maxLength 512
   */
  cursor?: string;
  /**
   * Only rows last written at or after this time (RFC 3339), in the order they were written, then paged with cursor
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$
   */
  updatedSince?: string;
  /**
   * One status or several, comma-separated: draft, approved, partially_received, received, cancelled
   * @example "received"
   */
  status?: string;
  /**
   * Document number (PO-000001, SO-000001, TR-000001, RMA-000001, RTS-000001: gapless per kind)
   * @minLength 1
   * @maxLength 50
   */
  number?: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /**
   * First day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  from?: string;
  /**
   * Last day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  to?: string;
  /** Field to sort by */
  sort?: "orderDate" | "expectedDate";
  /** asc or desc */
  order?: "asc" | "desc";
  /**
   * Supplier (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  supplierId?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface PurchaseOrdersCreatePayload {
  /**
   * Supplier (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  supplierId: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /**
   * Default: today (UTC)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  orderDate?: string;
  /** Date the goods are expected (YYYY-MM-DD) */
  expectedDate?: string | null;
  /** Default: the supplier's currency */
  currency?: string;
  /** Free text kept with the record */
  notes?: string | null;
  /**
   * The lines
   * @maxItems 200
   * @minItems 1
   */
  items: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /**
     * Units, in the product's unit of measure
     * @min 1
     * @max 100000000
     */
    quantity: number;
    /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
    unit?: string | null;
    /**
     * Cost of one base unit (not of `unit`), currency units, up to 4 decimals; default the product's cost price
     * @min 0
     * @multipleOf 0.0001
     * @max 99999999.9999
     */
    unitCost?: number;
  }[];
}

export interface PurchaseOrdersGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abd02-9fa3-7a95-8e17-4a19934857f5"
   */
  id: string;
}

/** Edits a draft (items are replaced) and/or changes its status. */
export interface PurchaseOrdersUpdatePayload {
  /**
   * Supplier (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  supplierId?: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId?: string;
  /**
   * Default: today (UTC)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  orderDate?: string;
  /** Date the goods are expected (YYYY-MM-DD) */
  expectedDate?: string | null;
  /** Default: the supplier's currency */
  currency?: string;
  /** Free text kept with the record */
  notes?: string | null;
  /**
   * The lines
   * @maxItems 200
   * @minItems 1
   */
  items?: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /**
     * Units, in the product's unit of measure
     * @min 1
     * @max 100000000
     */
    quantity: number;
    /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
    unit?: string | null;
    /**
     * Cost of one base unit (not of `unit`), currency units, up to 4 decimals; default the product's cost price
     * @min 0
     * @multipleOf 0.0001
     * @max 99999999.9999
     */
    unitCost?: number;
  }[];
  /** Needs orders:approve */
  status?: "approved" | "cancelled";
}

export interface PurchaseOrdersUpdateParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abd02-9fa3-7a95-8e17-4a19934857f5"
   */
  id: string;
}

export interface PurchaseOrdersReceivePayload {
  /**
   * The lines
   * @maxItems 200
   * @minItems 1
   */
  items: {
    /**
     * Order line (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    itemId?: string;
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId?: string;
    /**
     * Units, in the product's unit of measure
     * @min 1
     * @max 100000000
     */
    quantity: number;
    /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
    unit?: string | null;
    /**
     * Where the units are put away; default: the warehouse's DEFAULT location
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    locationId?: string;
    /**
     * Required for lot-tracked products; a new number creates the lot
     * @minLength 1
     * @maxLength 100
     */
    lotNumber?: string;
    /**
     * A new lot's expiry date; default: today + the product's shelfLifeDays
     * @format date
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
     */
    expiryDate?: string;
    /**
     * A new lot's manufacture date
     * @format date
     * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
     */
    manufacturedDate?: string;
    /**
     * Serial-tracked products: the serial number of each unit, one per unit
     * @maxItems 1000
     * @minItems 1
     */
    serialNumbers?: string[];
  }[];
  /**
   * Free text kept with the record
   * @maxLength 1000
   */
  note?: string;
  /** When the units count, if earlier than now (a backdated entry): the units out since then are revalued as if it had been posted on time, each difference a revaluation naming the movement it corrects; not in the future, nor before the product's last change of costing method or standard cost. A date alone is its start (00:00 UTC) */
  effectiveAt?: string;
}

export interface PurchaseOrdersReceiveParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abd02-9fa3-7a95-8e17-4a19934857f5"
   */
  id: string;
}

export interface PurchaseOrdersPutawayParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab3d3-286f-77cd-8190-74f04e514b0c"
   */
  id: string;
}

export interface PurchaseOrdersPdfParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abd02-9fa3-7a95-8e17-4a19934857f5"
   */
  id: string;
}

export interface SalesOrdersListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * The nextCursor of the page before: the next rows written, in the order they were written; opaque. Sort and page do not apply.
   * @maxLength 512
   */
  cursor?: string;
  /**
   * Only rows last written at or after this time (RFC 3339), in the order they were written, then paged with cursor
   * @format date-time
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$
   */
  updatedSince?: string;
  /**
   * One status or several, comma-separated: draft, confirmed, partially_shipped, shipped, cancelled
   * @example "shipped"
   */
  status?: string;
  /**
   * Document number (PO-000001, SO-000001, TR-000001, RMA-000001, RTS-000001: gapless per kind)
   * @minLength 1
   * @maxLength 50
   */
  number?: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /**
   * First day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  from?: string;
  /**
   * Last day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  to?: string;
  /** Field to sort by */
  sort?: "orderDate";
  /** asc or desc */
  order?: "asc" | "desc";
  /**
   * Customer (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  customerId?: string;
  /** allocated (every unit an open order still ships is allocated: ready to pick), partially_allocated or backordered (none is; decision 0020) */
  allocationStatus?: "allocated" | "partially_allocated" | "backordered";
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface SalesOrdersCreatePayload {
  /**
   * Customer (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  customerId: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /**
   * Default: today (UTC)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  orderDate?: string;
  /** Free text kept with the record */
  notes?: string | null;
  /** Default: the customer's shipping address */
  shippingAddress?: Address | null;
  /**
   * The lines
   * @maxItems 200
   * @minItems 1
   */
  items: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /**
     * Units, in the product's unit of measure
     * @min 1
     * @max 100000000
     */
    quantity: number;
    /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
    unit?: string | null;
    /**
     * Currency units per base unit (also when `unit` names a pack); default the product's selling price
     * @min 0
     * @multipleOf 0.01
     * @max 999999.99
     */
    unitPrice?: number;
    /**
     * Percent, default 0
     * @min 0
     * @multipleOf 0.01
     * @max 100
     */
    discount?: number;
  }[];
  /**
   * 0 to 9, default 0: waiting orders with a higher priority get arriving stock first
   * @min 0
   * @max 9
   */
  priority?: number;
  /** The day promised to the customer: among orders of one priority, the earliest gets arriving stock first */
  promisedDate?: string | null;
  /** Nothing ships while a line is backordered; default: the customer's shipComplete */
  shipComplete?: boolean;
  /**
   * An active hold of the order's warehouse (POST /inventory/holds): its units become the lines' allocations, units no line takes are released
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  holdId?: string;
}

export interface SalesOrdersGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab69f-59c2-773b-86e6-69ac32a6dd5e"
   */
  id: string;
}

/** Edits a draft (items are replaced) and/or confirms or cancels it; priority, promisedDate and shipComplete also of a confirmed or partially shipped order. */
export interface SalesOrdersUpdatePayload {
  /**
   * Customer (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  customerId?: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId?: string;
  /**
   * Default: today (UTC)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  orderDate?: string;
  /** Free text kept with the record */
  notes?: string | null;
  /** Default: the customer's shipping address */
  shippingAddress?: Address | null;
  /**
   * The lines
   * @maxItems 200
   * @minItems 1
   */
  items?: {
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /**
     * Units, in the product's unit of measure
     * @min 1
     * @max 100000000
     */
    quantity: number;
    /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
    unit?: string | null;
    /**
     * Currency units per base unit (also when `unit` names a pack); default the product's selling price
     * @min 0
     * @multipleOf 0.01
     * @max 999999.99
     */
    unitPrice?: number;
    /**
     * Percent, default 0
     * @min 0
     * @multipleOf 0.01
     * @max 100
     */
    discount?: number;
  }[];
  /**
   * 0 to 9, default 0: waiting orders with a higher priority get arriving stock first
   * @min 0
   * @max 9
   */
  priority?: number;
  /** The day promised to the customer: among orders of one priority, the earliest gets arriving stock first */
  promisedDate?: string | null;
  /** Nothing ships while a line is backordered; default: the customer's shipComplete */
  shipComplete?: boolean;
  /** Needs orders:approve */
  status?: "confirmed" | "cancelled";
}

export interface SalesOrdersUpdateParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab69f-59c2-773b-86e6-69ac32a6dd5e"
   */
  id: string;
}

export interface SalesOrdersPickListParams {
  /**
   * Comma-separated ids of 1 to 50 confirmed or partially shipped sales orders
   * @example "019ab69f-59c2-773b-86e6-69ac32a6dd5e"
   */
  salesOrderIds: string;
}

export interface SalesOrdersShipmentParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab69f-59c2-773b-86e6-69ac32a6dd5e"
   */
  id: string;
  /**
   * Shipment of the sales order (UUID, from the order's shipments)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abad4-8ff9-7941-85b2-f007dc35b7eb"
   */
  shipmentId: string;
}

export interface SalesOrdersShipPayload {
  /**
   * Default: everything not yet shipped
   * @maxItems 200
   * @minItems 1
   */
  items?: {
    /**
     * Order line (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    itemId?: string;
    /**
     * Product (UUID)
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId?: string;
    /**
     * Units, in the product's unit of measure
     * @min 1
     * @max 100000000
     */
    quantity: number;
    /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
    unit?: string | null;
    /**
     * Take the units from this location only
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    locationId?: string;
    /**
     * Take the units from this lot only
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    lotId?: string;
    /**
     * Serial-tracked products: exactly these units
     * @maxItems 1000
     * @minItems 1
     */
    serialNumbers?: string[];
    /** Ship a named lot past its expiry date (managers and admins); without it an expired lot is never picked */
    allowExpired?: boolean;
  }[];
  /**
   * Carrier's tracking number
   * @maxLength 100
   */
  trackingNumber?: string;
  /**
   * Carrier (UPS, DHL, …)
   * @maxLength 100
   */
  carrier?: string;
}

export interface SalesOrdersShipParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab69f-59c2-773b-86e6-69ac32a6dd5e"
   */
  id: string;
}

export interface SalesOrdersUpdateLinePayload {
  /**
   * The new ordered quantity, in `unit`: at least what has shipped; what no longer ships is released. 0 removes a line nothing has shipped from
   * @min 0
   * @max 100000000
   */
  quantity: number;
  /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
  unit?: string | null;
}

export interface SalesOrdersUpdateLineParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab8c1-f104-7621-89dd-d216a023f792"
   */
  id: string;
  /**
   * Order line (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abad5-7366-7865-8126-e55649ecb23a"
   */
  itemId: string;
}

/** Moves allocated units of a product from another order of the same warehouse to this one. */
export interface SalesOrdersMoveAllocationPayload {
  /**
   * The order whose allocated units move to this one
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  fromSalesOrderId: string;
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /**
   * Units, in the product's unit of measure
   * @min 1
   * @max 100000000
   */
  quantity: number;
}

export interface SalesOrdersMoveAllocationParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab8c1-f104-7621-89dd-d216a023f792"
   */
  id: string;
}

export interface SalesOrdersPickListPdfParams {
  /**
   * Comma-separated ids of 1 to 50 confirmed or partially shipped sales orders
   * @example "019ab69f-59c2-773b-86e6-69ac32a6dd5e"
   */
  salesOrderIds: string;
}

export interface SalesOrdersOrderPickListPdfParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab69f-59c2-773b-86e6-69ac32a6dd5e"
   */
  id: string;
}

export interface SalesOrdersPackingSlipPdfParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab69f-59c2-773b-86e6-69ac32a6dd5e"
   */
  id: string;
  /**
   * Shipment of the sales order (UUID, from the order's shipments)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abad4-8ff9-7941-85b2-f007dc35b7eb"
   */
  shipmentId: string;
}

export interface ReturnsCustomerListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   */
  limit?: number;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId?: string;
  /**
   * Sales order (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab69f-59c2-773b-86e6-69ac32a6dd5e"
   */
  salesOrderId?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface ReturnsCustomerGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab7b1-a278-7f5a-8be8-e9da907fc9c2"
   */
  id: string;
}

export interface ReturnsCustomerCreatePayload {
  /**
   * The lines
   * @maxItems 200
   * @minItems 1
   */
  items: {
    /**
     * The sales order line
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    itemId: string;
    /**
     * Units, in the product's unit of measure
     * @min 1
     * @max 100000000
     */
    quantity: number;
    /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
    unit?: string | null;
    /** resellable: back into stock; damaged: written off at cost */
    condition: "resellable" | "damaged";
    /**
     * Resellable units: where they are put back; default the warehouse's DEFAULT location
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    locationId?: string;
    /**
     * The lot the units come back from; default the lots the order shipped, first shipped first
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    lotId?: string;
    /**
     * Serial-tracked products (required): the units coming back, one per unit
     * @maxItems 1000
     * @minItems 1
     */
    serialNumbers?: string[];
  }[];
  /**
   * Why: free text, or for adjustments the reason code
   * @minLength 1
   * @maxLength 500
   */
  reason: string;
  /**
   * Free text kept with the record
   * @maxLength 2000
   */
  note?: string;
}

export interface ReturnsCustomerCreateParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab69f-59c2-773b-86e6-69ac32a6dd5e"
   */
  id: string;
}

export interface ReturnsSupplierListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   */
  limit?: number;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId?: string;
  /**
   * Purchase order (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abd02-9fa3-7a95-8e17-4a19934857f5"
   */
  purchaseOrderId?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface ReturnsSupplierGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abda4-ea2a-7550-86f2-693eae190d93"
   */
  id: string;
}

export interface ReturnsSupplierCreatePayload {
  /**
   * The lines
   * @maxItems 200
   * @minItems 1
   */
  items: {
    /**
     * The purchase order line
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    itemId: string;
    /**
     * Units, in the product's unit of measure
     * @min 1
     * @max 100000000
     */
    quantity: number;
    /** The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400 */
    unit?: string | null;
    /**
     * Take the units from this location only
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    locationId?: string;
    /**
     * Take the units from this lot only; default first expiry first out
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    lotId?: string;
    /**
     * Serial-tracked products: exactly these units
     * @maxItems 1000
     * @minItems 1
     */
    serialNumbers?: string[];
  }[];
  /**
   * Why: free text, or for adjustments the reason code
   * @minLength 1
   * @maxLength 500
   */
  reason: string;
  /**
   * Free text kept with the record
   * @maxLength 2000
   */
  note?: string;
}

export interface ReturnsSupplierCreateParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abd02-9fa3-7a95-8e17-4a19934857f5"
   */
  id: string;
}

export interface ExchangeRatesListParams {
  /**
   * Currency (ISO 4217)
   * @example "EUR"
   */
  currency?: string;
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface ExchangeRatesCreatePayload {
  /** ISO 4217 code of a currency other than the base currency */
  currency: string;
  /**
   * Units of the base currency per unit of `currency`, up to 8 decimals (0.25 for PLN in a USD base: 1 PLN = 0.25 USD)
   * @multipleOf 1e-8
   * @exclusiveMin 0
   * @max 1000000000
   */
  rate: number;
  /** When the rate comes into force (a date means midnight UTC); default: now */
  validFrom?: string;
}

export interface ExchangeRatesGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab76a-5088-77d8-8f1c-2e9301755428"
   */
  id: string;
}

export interface LandedCostsListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * Purchase order (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  purchaseOrderId?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface LandedCostsCreatePayload {
  /**
   * The purchase orders whose lines received and kept share the charges (1 to 50)
   * @maxItems 50
   * @minItems 1
   */
  purchaseOrderIds: string[];
  /** How the charges spread over the orders' lines received and kept: by their value at cost, their units, their weight (the product's weight) or their volume (from the product's smallest pack with outer dimensions) */
  allocation: "value" | "quantity" | "weight" | "volume";
  /**
   * 1 to 20 charges: freight, duty, insurance or other, each in its currency
   * @maxItems 20
   * @minItems 1
   */
  charges: {
    /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
    type: "freight" | "duty" | "insurance" | "other";
    /**
     * Free text describing the record
     * @maxLength 200
     */
    description?: string;
    /**
     * In `currency`
     * @multipleOf 0.01
     * @exclusiveMin 0
     * @max 999999999.99
     */
    amount: number;
    /** ISO 4217; default the base currency */
    currency?: string;
    /**
     * Base currency units per unit of `currency`; default the rate in force (GET /exchange-rates), 1 for the base currency
     * @multipleOf 1e-8
     * @exclusiveMin 0
     * @max 1000000000
     */
    rate?: number;
  }[];
  /**
   * Free text kept with the record
   * @maxLength 500
   */
  note?: string;
}

export interface LandedCostsGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab3ad-a92f-728b-84ce-da38562ebf04"
   */
  id: string;
}

export interface BillsOfMaterialsGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab49d-180e-7cf5-8613-2819571bf39d"
   */
  id: string;
}

export interface BillsOfMaterialsPutPayload {
  /** assembly: built from its components in the warehouse by an assembly order; kit: sold as one product and picked and shipped as its components, with no stock of its own */
  type: "assembly" | "kit";
  /**
   * Labour and overhead one unit adds to its components' cost, base currency units; default 0 (a kit's must be 0). An assembly order may give its own.
   * @min 0
   * @multipleOf 0.01
   * @max 9999999999.99
   */
  labourCost?: number;
  /**
   * 1 to 100 components, each once
   * @maxItems 100
   * @minItems 1
   */
  components: {
    /**
     * The component
     * @format uuid
     * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
     */
    productId: string;
    /**
     * Whole base units of the component in one unit of the product
     * @min 1
     * @max 100000000
     */
    quantity: number;
  }[];
}

export interface BillsOfMaterialsPutParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab49d-180e-7cf5-8613-2819571bf39d"
   */
  id: string;
}

export interface BillsOfMaterialsDeleteParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab49d-180e-7cf5-8613-2819571bf39d"
   */
  id: string;
}

export interface AssemblyOrdersListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /** Where the order is in its flow (see the tag's description) */
  status?: "open" | "completed" | "cancelled";
  /** Stock movement type: receipt, shipment, adjustment, manual_in/out, transfer_in/out, relocation_in/out, return_in/out (recording one by hand: in or out) */
  type?: "assembly" | "disassembly";
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId?: string;
  /**
   * Product (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab49d-180e-7cf5-8613-2819571bf39d"
   */
  productId?: string;
  /**
   * Document number (PO-000001, SO-000001, TR-000001, RMA-000001, RTS-000001: gapless per kind)
   * @minLength 1
   * @maxLength 50
   */
  number?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface AssemblyOrdersCreatePayload {
  /** assembly (default) builds units from components; disassembly takes units apart into their components */
  type?: "assembly" | "disassembly";
  /**
   * A product with a bill of materials
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /**
   * Where the components and the units are
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /**
   * Units of the product to build or take apart
   * @min 1
   * @max 100000000
   */
  quantity: number;
  /**
   * The order's labour and overhead, base currency units, added to the units' value; default the bill's labour cost per unit × quantity (0 for a disassembly)
   * @min 0
   * @multipleOf 0.01
   * @max 9999999999.99
   */
  labourCost?: number;
  /**
   * Free text kept with the record
   * @maxLength 500
   */
  note?: string;
}

export interface AssemblyOrdersGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abc75-cb66-7ae2-88d8-ebc6eded002c"
   */
  id: string;
}

/** An assembly: where its units go and their lot (lotNumber, expiryDate, manufacturedDate) and serial numbers, as a receipt's. A disassembly: the location, lot (lotId) and serial numbers its units come from, as a shipment's. */
export interface AssemblyOrdersCompletePayload {
  /**
   * Where the units are put away; default: the warehouse's DEFAULT location
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  locationId?: string;
  /**
   * Required for lot-tracked products; a new number creates the lot
   * @minLength 1
   * @maxLength 100
   */
  lotNumber?: string;
  /**
   * A new lot's expiry date; default: today + the product's shelfLifeDays
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  expiryDate?: string;
  /**
   * A new lot's manufacture date
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  manufacturedDate?: string;
  /**
   * Serial-tracked products: the serial number of each unit, one per unit
   * @maxItems 1000
   * @minItems 1
   */
  serialNumbers?: string[];
  /**
   * Take the units from this lot only
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  lotId?: string;
  /** Ship a named lot past its expiry date (managers and admins); without it an expired lot is never picked */
  allowExpired?: boolean;
}

export interface AssemblyOrdersCompleteParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abc75-cb66-7ae2-88d8-ebc6eded002c"
   */
  id: string;
}

export interface AssemblyOrdersCancelParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abff5-a1ae-7012-8afa-5d4c889c50ad"
   */
  id: string;
}

export interface ApiKeysListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /** true: revoked keys too */
  includeRevoked?: "true" | "false";
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface ApiKeysCreatePayload {
  /**
   * What the key is for, e.g. "Web shop stock sync"; shown wherever the key wrote
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  /**
   * What the key may do: a subset of its creator's permissions; never users:create, users:update, users:delete, api-keys:manage
   * @maxItems 31
   * @minItems 1
   */
  permissions: (
    | "products:read"
    | "products:create"
    | "products:update"
    | "products:delete"
    | "inventory:read"
    | "inventory:adjust"
    | "inventory:transfer"
    | "orders:read"
    | "orders:create"
    | "orders:approve"
    | "users:read"
    | "categories:read"
    | "categories:manage"
    | "warehouses:read"
    | "warehouses:manage"
    | "suppliers:read"
    | "suppliers:manage"
    | "customers:read"
    | "customers:manage"
    | "orders:fulfil"
    | "orders:allocate"
    | "analytics:read"
    | "inventory:ship-expired"
    | "inventory:count"
    | "finance:manage"
    | "events:read"
    | "webhooks:manage"
    | "tasks:manage"
    | "tasks:work"
    | "assemblies:manage"
    | "assemblies:build"
  )[];
  /**
   * Binds the key to one warehouse, scoped exactly like a bound user
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId?: string;
  /** When the key stops working (a date means midnight UTC); at most API_KEY_MAX_EXPIRY_DAYS (730) days ahead. Default: API_KEY_EXPIRY_DAYS (365) days from now */
  expiresAt?: string;
  /**
   * Instead of expiresAt: days from now until the key stops working
   * @min 1
   * @max 36500
   */
  expiresInDays?: number;
  /** The dated API version the key's requests follow unless they send Stockroom-Version (docs/API.md, Versions); default: the newest, 2026-11-28 */
  apiVersion?: "2026-11-27" | "2026-11-28";
}

export interface ApiKeysGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab462-1c1d-755f-8a4e-86ce0dae4288"
   */
  id: string;
}

export interface ApiKeysRevokeParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab462-1c1d-755f-8a4e-86ce0dae4288"
   */
  id: string;
}

export interface ApiKeysRollPayload {
  /**
   * Hours the replaced secret keeps working, so the system using it can switch (never past the key's expiry); default 0: refused from the next request
   * @min 0
   * @max 168
   */
  expireOldInHours?: number;
  /** When the new secret stops working; default: API_KEY_EXPIRY_DAYS (365) days from now, at most API_KEY_MAX_EXPIRY_DAYS */
  expiresAt?: string;
  /**
   * Instead of expiresAt: days from now
   * @min 1
   * @max 36500
   */
  expiresInDays?: number;
}

export interface ApiKeysRollParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab462-1c1d-755f-8a4e-86ce0dae4288"
   */
  id: string;
}

export interface EventsFeedParams {
  /**
   * Sequence number of the last event already read (`next` of the previous answer); 0 for the oldest kept
   * @min 0
   * @max 9007199254740991
   * @default 0
   * @example 0
   */
  after?: number;
  /**
   * Comma-separated event types to return (default all): stock.changed, product.created, product.updated, product.archived, product.cost_changed, purchase_order.created, purchase_order.approved, purchase_order.partially_received, purchase_order.received, purchase_order.cancelled, sales_order.created, sales_order.confirmed, sales_order.partially_shipped, sales_order.shipped, sales_order.cancelled, sales_order.allocated, transfer.created, transfer.in_transit, transfer.partially_received, transfer.received, transfer.closed, transfer.cancelled, receipt.created, shipment.created, customer_return.created, supplier_return.created, count.approved
   * @example "shipment.created,stock.changed"
   */
  types?: string;
  /**
   * Events per answer: 1 to 1,000 (default 100)
   * @min 1
   * @max 1000
   * @default 100
   * @example 2
   */
  limit?: number;
}

export interface WebhooksListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface WebhooksCreatePayload {
  /**
   * Where events are POSTed: http:// or https://, never a link-local or cloud metadata address, nor a private or loopback one unless WEBHOOK_ALLOW_PRIVATE_URLS=true; checked again on every delivery against every address the name resolves to
   * @maxLength 2000
   */
  url: string;
  /**
   * The event types to send: stock.changed, product.created, product.updated, product.archived, product.cost_changed, purchase_order.created, purchase_order.approved, purchase_order.partially_received, purchase_order.received, purchase_order.cancelled, sales_order.created, sales_order.confirmed, sales_order.partially_shipped, sales_order.shipped, sales_order.cancelled, sales_order.allocated, transfer.created, transfer.in_transit, transfer.partially_received, transfer.received, transfer.closed, transfer.cancelled, receipt.created, shipment.created, customer_return.created, supplier_return.created, count.approved
   * @maxItems 27
   * @minItems 1
   */
  events: (
    | "stock.changed"
    | "product.created"
    | "product.updated"
    | "product.archived"
    | "product.cost_changed"
    | "purchase_order.created"
    | "purchase_order.approved"
    | "purchase_order.partially_received"
    | "purchase_order.received"
    | "purchase_order.cancelled"
    | "sales_order.created"
    | "sales_order.confirmed"
    | "sales_order.partially_shipped"
    | "sales_order.shipped"
    | "sales_order.cancelled"
    | "sales_order.allocated"
    | "transfer.created"
    | "transfer.in_transit"
    | "transfer.partially_received"
    | "transfer.received"
    | "transfer.closed"
    | "transfer.cancelled"
    | "receipt.created"
    | "shipment.created"
    | "customer_return.created"
    | "supplier_return.created"
    | "count.approved"
  )[];
  /**
   * What the subscription is for
   * @maxLength 500
   */
  description?: string;
  /** false: no events are sent (default true) */
  isActive?: boolean;
}

export interface WebhooksGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abf88-09af-7f4d-869b-ece79dabe35b"
   */
  id: string;
}

export interface WebhooksUpdatePayload {
  /**
   * Where events are POSTed: http:// or https://, never a link-local or cloud metadata address, nor a private or loopback one unless WEBHOOK_ALLOW_PRIVATE_URLS=true; checked again on every delivery against every address the name resolves to
   * @maxLength 2000
   */
  url?: string;
  /**
   * The event types to send: stock.changed, product.created, product.updated, product.archived, product.cost_changed, purchase_order.created, purchase_order.approved, purchase_order.partially_received, purchase_order.received, purchase_order.cancelled, sales_order.created, sales_order.confirmed, sales_order.partially_shipped, sales_order.shipped, sales_order.cancelled, sales_order.allocated, transfer.created, transfer.in_transit, transfer.partially_received, transfer.received, transfer.closed, transfer.cancelled, receipt.created, shipment.created, customer_return.created, supplier_return.created, count.approved
   * @maxItems 27
   * @minItems 1
   */
  events?: (
    | "stock.changed"
    | "product.created"
    | "product.updated"
    | "product.archived"
    | "product.cost_changed"
    | "purchase_order.created"
    | "purchase_order.approved"
    | "purchase_order.partially_received"
    | "purchase_order.received"
    | "purchase_order.cancelled"
    | "sales_order.created"
    | "sales_order.confirmed"
    | "sales_order.partially_shipped"
    | "sales_order.shipped"
    | "sales_order.cancelled"
    | "sales_order.allocated"
    | "transfer.created"
    | "transfer.in_transit"
    | "transfer.partially_received"
    | "transfer.received"
    | "transfer.closed"
    | "transfer.cancelled"
    | "receipt.created"
    | "shipment.created"
    | "customer_return.created"
    | "supplier_return.created"
    | "count.approved"
  )[];
  /** What the subscription is for */
  description?: string | null;
  /** false stops sending; true (re-)enables it and clears disabledReason */
  isActive?: boolean;
}

export interface WebhooksUpdateParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abf88-09af-7f4d-869b-ece79dabe35b"
   */
  id: string;
}

export interface WebhooksDeleteParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abf88-09af-7f4d-869b-ece79dabe35b"
   */
  id: string;
}

export interface WebhooksDeliveriesParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * Where the order is in its flow (see the tag's description)
   * @example "delivered"
   */
  status?: "pending" | "delivered" | "failed";
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abf88-09af-7f4d-869b-ece79dabe35b"
   */
  id: string;
}

export interface WebhooksRedeliverParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abf88-09af-7f4d-869b-ece79dabe35b"
   */
  id: string;
  /**
   * The delivery to send again
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab5cf-4e26-7bd3-8d87-da5e03f80a43"
   */
  deliveryId: string;
}

export interface WebhooksPingPayload {
  /**
   * What the ping's data.message says (default "Ping from Stockroom")
   * @minLength 1
   * @maxLength 200
   */
  message?: string;
}

export interface WebhooksPingParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abf88-09af-7f4d-869b-ece79dabe35b"
   */
  id: string;
}

export interface WebhooksRotateSecretPayload {
  /**
   * Hours deliveries stay signed with the replaced secret too (a second v1), so receivers can switch; default 24; 0: the new secret only, from now
   * @min 0
   * @max 168
   */
  expireOldInHours?: number;
}

export interface WebhooksRotateSecretParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abf88-09af-7f4d-869b-ece79dabe35b"
   */
  id: string;
}

export interface WebhooksRedeliverRangePayload {
  /**
   * Redeliver the events numbered after this one (exclusive): e.g. the sequence of the last event the receiver handled
   * @min 0
   * @max 9007199254740991
   */
  afterSequence: number;
  /**
   * Up to and including this event number; at most 1000 after afterSequence
   * @min 0
   * @max 9007199254740991
   */
  untilSequence: number;
}

export interface WebhooksRedeliverRangeParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abf88-09af-7f4d-869b-ece79dabe35b"
   */
  id: string;
}

export interface LookupCodeParams {
  /**
   * A product or pack barcode (GTIN) or SKU, a GS1 element string (GS1-128, GS1 DataMatrix or QR as scanned, or written with parentheses), a purchase order, sales order, transfer or count number, or a location code; matched exactly, letters in any case
   * @minLength 1
   * @maxLength 300
   * @example "(01)14006381333938(17)271130(10)FX2611-04"
   */
  code: string;
}

export interface UsersListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * admin, manager, staff or viewer (SPEC 5)
   * @example "staff"
   */
  role?: "admin" | "manager" | "staff" | "viewer";
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive?: "true" | "false";
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId?: string;
  /**
   * Matches names and codes, case-insensitive
   * @maxLength 200
   */
  search?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface UsersCreatePayload {
  /**
   * E-mail address
   * @format email
   * @maxLength 254
   * @pattern ^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$
   */
  email: string;
  /**
   * Display name
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  /**
   * Password (12 to 200 characters where one is set)
   * @minLength 12
   * @maxLength 200
   */
  password: string;
  /** admin, manager, staff or viewer (SPEC 5) */
  role: "admin" | "manager" | "staff" | "viewer";
  /** Binds the user to one warehouse */
  warehouseId?: string | null;
}

export interface UsersGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab8bc-bb4c-7131-8df5-6f7c79066016"
   */
  id: string;
}

export interface UsersUpdatePayload {
  /**
   * E-mail address
   * @format email
   * @maxLength 254
   * @pattern ^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$
   */
  email?: string;
  /**
   * Display name
   * @minLength 1
   * @maxLength 100
   */
  name?: string;
  /**
   * Password (12 to 200 characters where one is set)
   * @minLength 12
   * @maxLength 200
   */
  password?: string;
  /** admin, manager, staff or viewer (SPEC 5) */
  role?: "admin" | "manager" | "staff" | "viewer";
  /** Binds the user to one warehouse */
  warehouseId?: string | null;
  /** False once deactivated or archived: kept for history, left out of new work */
  isActive?: boolean;
}

export interface UsersUpdateParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab8bc-bb4c-7131-8df5-6f7c79066016"
   */
  id: string;
}

export interface UsersDeactivateParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab8bc-bb4c-7131-8df5-6f7c79066016"
   */
  id: string;
}

export interface AnalyticsDashboardParams {
  /**
   * First day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   * @example "2026-11-17"
   */
  from?: string;
  /**
   * Last day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   * @example "2026-11-23"
   */
  to?: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /**
   * Length of a period of a series: day, week or month
   * @default "day"
   * @example "day"
   */
  groupBy?: "day" | "week" | "month";
}

export interface AnalyticsInventoryParams {
  /**
   * First day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   * @example "2026-11-17"
   */
  from?: string;
  /**
   * Last day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   * @example "2026-11-23"
   */
  to?: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /**
   * Length of a period of a series: day, week or month
   * @default "day"
   * @example "day"
   */
  groupBy?: "day" | "week" | "month";
}

export interface AnalyticsSalesParams {
  /**
   * First day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   * @example "2026-11-17"
   */
  from?: string;
  /**
   * Last day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   * @example "2026-11-23"
   */
  to?: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /**
   * Length of a period of a series: day, week or month
   * @default "day"
   * @example "day"
   */
  groupBy?: "day" | "week" | "month";
}

export interface AnalyticsFinancialParams {
  /**
   * First day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   * @example "2026-11-17"
   */
  from?: string;
  /**
   * Last day (inclusive)
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   * @example "2026-11-23"
   */
  to?: string;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /**
   * Length of a period of a series: day, week or month
   * @default "day"
   * @example "day"
   */
  groupBy?: "day" | "week" | "month";
}

export interface TasksListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * me: the caller's work, their assigned and in-progress tasks first, then the open tasks anyone may claim; a user ID: that user's tasks
   * @example "me"
   */
  assignee?: string;
  /**
   * Only tasks of this warehouse (a warehouse-bound caller sees only its own)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /** One status or a comma-separated list: open, assigned, in_progress, done, cancelled; with assignee=me the default is open, assigned and in_progress */
  status?: string;
  /** Only tasks of this type: putaway, replenishment, pick, count, move */
  type?: "putaway" | "replenishment" | "pick" | "count" | "move";
  /**
   * Only the tasks of this wave
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  waveId?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

export interface TasksCreatePayload {
  /** move: take units from one location to another; count: count the units of the product at a location */
  type: "move" | "count";
  /**
   * The warehouse the work is in
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /**
   * The product moved or counted
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /**
   * Units to move (required for move); for count, the units expected (none: a blind count)
   * @min 1
   * @max 100000000
   */
  quantity?: number;
  /**
   * move: where the units are taken from; count: the location counted
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  fromLocationId: string;
  /**
   * move: where the units go (required for move)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  toLocationId?: string;
  /**
   * Only units of this lot
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  lotId?: string;
  /**
   * Serial-tracked products: this unit (quantity 1)
   * @minLength 1
   * @maxLength 100
   */
  serialNumber?: string;
  /**
   * 0 to 9, highest first in the queue (default 5)
   * @min 0
   * @max 9
   */
  priority?: number;
  /** When the work should be done */
  dueAt?: string;
  /**
   * Assign it at once to this active user of the warehouse; otherwise it is open for anyone to claim
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  assigneeId?: string;
  /**
   * What the worker should know
   * @maxLength 1000
   */
  note?: string;
}

export interface TasksGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab284-de50-72c9-8847-342318c17d47"
   */
  id: string;
}

export interface TasksClaimParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab284-de50-72c9-8847-342318c17d47"
   */
  id: string;
}

export interface TasksReleaseParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab284-de50-72c9-8847-342318c17d47"
   */
  id: string;
}

export interface TasksStartParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab284-de50-72c9-8847-342318c17d47"
   */
  id: string;
}

export interface TasksCompletePayload {
  /**
   * The location scanned at the source (a count: the location counted); must be the task's
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  locationId: string;
  /**
   * The destination scanned (not for count): the task's, or for putaway any other active location of the warehouse that is not a receiving location
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  toLocationId?: string;
  /**
   * Units done: at most the task's quantity (fewer: a short move, the task is done with what was moved); a count: the units counted
   * @min 0
   * @max 2147483647
   */
  quantity: number;
  /**
   * Lot-tracked products: the lot scanned (must be the task's lot when it names one)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  lotId?: string;
  /**
   * Serial-tracked products: the serial number of each unit done
   * @maxItems 1000
   * @minItems 1
   */
  serialNumbers?: string[];
  /**
   * A remark of the worker, added to the task
   * @maxLength 1000
   */
  note?: string;
}

export interface TasksCompleteParams {
  /**
   * The task
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab284-de50-72c9-8847-342318c17d47"
   */
  id: string;
}

export interface TasksCancelParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab4a8-596a-7779-80b5-ca9e067da401"
   */
  id: string;
}

export interface WavesListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * Warehouse (UUID)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  warehouseId?: string;
  /** Where the order is in its flow (see the tag's description) */
  status?: "open" | "picking" | "picked" | "cancelled";
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
}

/** The orders of a new wave: a list, or the ready orders that match the filters. */
export interface WavesCreatePayload {
  /**
   * The warehouse whose orders are picked
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  warehouseId: string;
  /**
   * batch (default): one task per order line and bin, lot and serial, put in the order's cart slot; zone: one task per product and bin, lot and serial over all the orders, split between them at packing
   * @default "batch"
   */
  mode?: "batch" | "zone";
  /**
   * The orders to pick, each ready (confirmed or partially shipped, with allocated units to pick, not in an open wave); without it, the ready orders of the warehouse by priority, promised date, order date and number
   * @maxItems 200
   * @minItems 1
   */
  salesOrderIds?: string[];
  /**
   * Only orders promised on or before this day (a carrier cut-off); orders with no promised date are left out
   * @format date
   * @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$
   */
  promisedBy?: string;
  /**
   * Only orders with allocated units in a location of this zone
   * @pattern ^[A-Z0-9-]{1,50}$
   */
  zone?: string;
  /**
   * Most orders the wave takes, 1 to 200; default 20
   * @min 1
   * @max 200
   */
  maxOrders?: number;
  /**
   * Where the picked units are taken and the orders ship from: an active, pickable packing location of the warehouse; default the warehouse's first in walking order
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  packingLocationId?: string;
}

export interface WavesGetParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abdac-53c1-77c2-850f-d4d4d81eaf6d"
   */
  id: string;
}

export interface WavesCancelParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abdac-53c1-77c2-850f-d4d4d81eaf6d"
   */
  id: string;
}

export interface WavesPickListPdfParams {
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abdac-53c1-77c2-850f-d4d4d81eaf6d"
   */
  id: string;
}

export interface WavesCartLabelsPdfParams {
  /**
   * a4: a sheet of 3 × 8 labels of 70 × 37 mm; 62mm: one 62 × 29 mm label per page (label printers)
   * @default "a4"
   */
  size?: "a4" | "62mm";
  /**
   * Identifier (UUID v7)
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abdac-53c1-77c2-850f-d4d4d81eaf6d"
   */
  id: string;
}

export interface PickFacesListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   * @example 2
   */
  limit?: number;
  /**
   * Only the faces of this product
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId?: string;
  /**
   * Only the faces at this location
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  locationId?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
  /**
   * The warehouse
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
}

export interface PickFacesCreatePayload {
  /**
   * A location of type pick_face of the warehouse
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  locationId: string;
  /**
   * The product picked from the face
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId: string;
  /**
   * Units at the face below which a replenishment task is made (0 or more)
   * @min 0
   * @max 2147483647
   */
  min: number;
  /**
   * Units a replenishment fills the face up to; more than min
   * @min 1
   * @max 2147483647
   */
  max: number;
}

export interface PickFacesCreateParams {
  /**
   * The warehouse
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
}

export interface PickFacesGetParams {
  /**
   * The warehouse
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
  /**
   * The pick face
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abe0f-05da-793a-80f5-a86a3be5fc0e"
   */
  pickFaceId: string;
}

export interface PickFacesUpdatePayload {
  /**
   * Units at the face below which a replenishment task is made (0 or more)
   * @min 0
   * @max 2147483647
   */
  min?: number;
  /**
   * Units a replenishment fills the face up to; more than min
   * @min 1
   * @max 2147483647
   */
  max?: number;
}

export interface PickFacesUpdateParams {
  /**
   * The warehouse
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
  /**
   * The pick face
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abe0f-05da-793a-80f5-a86a3be5fc0e"
   */
  pickFaceId: string;
}

export interface PickFacesRemoveParams {
  /**
   * The warehouse
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
  /**
   * The pick face
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019abe0f-05da-793a-80f5-a86a3be5fc0e"
   */
  pickFaceId: string;
}

export interface PutawayListParams {
  /**
   * 1-based page number
   * @min 1
   * @max 9007199254740991
   * @default 1
   */
  page?: number;
  /**
   * Page size, 1..100 (a larger value is 400)
   * @min 1
   * @max 100
   * @default 20
   */
  limit?: number;
  /**
   * Only the rules naming this product
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  productId?: string;
  /**
   * Only the rules naming this category
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   */
  categoryId?: string;
  /**
   * list (default): data is the array of items and paging is in meta (form A); page: data is {items, pagination} (form B). Deprecated since 2026-11-28 (an answer to a request that sends it carries Deprecation): leave shape out: form A, data the array of items and the paging in meta
   * @deprecated
   * @default "list"
   */
  shape?: "list" | "page";
  /**
   * json (default): the envelope; csv: the whole list for the other parameters (page and limit ignored) as one CSV file (RFC 4180, UTF-8), one column per item field, objects and arrays as JSON text. At most 50000 records: a longer list answers 400, to be narrowed by its filters. Pages are read one after another, not in one snapshot
   * @default "json"
   */
  format?: "json" | "csv";
  /**
   * The warehouse
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
}

export interface PutawayCreatePayload {
  /** Units of this product (with unit: only when received in that pack) */
  productId?: string | null;
  /** Units of the products of this category or of its subcategories (with unit: only when received in that pack); not with productId */
  categoryId?: string | null;
  /** A packaging unit's name (decision 0021), case-insensitive, e.g. case or pallet: units received in that pack. With productId it must be one of the product's packs */
  unit?: string | null;
  /** Send the units to this location of the warehouse (not a receiving or quarantine one); not with zone */
  locationId?: string | null;
  /** Send the units to the first location of this zone, in walking order, with room for them; not with locationId */
  zone?: string | null;
  /**
   * 0 to 1000, lowest tried first within product rules, then unit rules, then category rules; default 0
   * @min 0
   * @max 1000
   */
  priority?: number;
}

export interface PutawayCreateParams {
  /**
   * The warehouse
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
}

export interface PutawayGetParams {
  /**
   * The warehouse
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
  /**
   * The putaway rule
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab79d-6eaa-7267-8618-9eb927f2e16a"
   */
  ruleId: string;
}

export interface PutawayUpdatePayload {
  /** Units of this product (with unit: only when received in that pack) */
  productId?: string | null;
  /** Units of the products of this category or of its subcategories (with unit: only when received in that pack); not with productId */
  categoryId?: string | null;
  /** A packaging unit's name (decision 0021), case-insensitive, e.g. case or pallet: units received in that pack. With productId it must be one of the product's packs */
  unit?: string | null;
  /** Send the units to this location of the warehouse (not a receiving or quarantine one); not with zone */
  locationId?: string | null;
  /** Send the units to the first location of this zone, in walking order, with room for them; not with locationId */
  zone?: string | null;
  /**
   * 0 to 1000, lowest tried first within product rules, then unit rules, then category rules; default 0
   * @min 0
   * @max 1000
   */
  priority?: number;
}

export interface PutawayUpdateParams {
  /**
   * The warehouse
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
  /**
   * The putaway rule
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab79d-6eaa-7267-8618-9eb927f2e16a"
   */
  ruleId: string;
}

export interface PutawayRemoveParams {
  /**
   * The warehouse
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab785-f3ec-77eb-832f-30b90cd0fcf3"
   */
  id: string;
  /**
   * The putaway rule
   * @format uuid
   * @pattern ^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$
   * @example "019ab79d-6eaa-7267-8618-9eb927f2e16a"
   */
  ruleId: string;
}

export type QueryParamsType = Record<string | number, any>;
export type ResponseFormat = keyof Omit<Body, "body" | "bodyUsed">;

export interface FullRequestParams extends Omit<RequestInit, "body"> {
  /** set parameter to `true` for call `securityWorker` for this request */
  secure?: boolean;
  /** request path */
  path: string;
  /** content type of request body */
  type?: ContentType;
  /** query params */
  query?: QueryParamsType;
  /** format of response (i.e. response.json() -> format: "json") */
  format?: ResponseFormat;
  /** request body */
  body?: unknown;
  /** base url */
  baseUrl?: string;
  /** request cancellation token */
  cancelToken?: CancelToken;
}

export type RequestParams = Omit<
  FullRequestParams,
  "body" | "method" | "query" | "path"
>;

export interface ApiConfig<SecurityDataType = unknown> {
  baseUrl?: string;
  baseApiParams?: Omit<RequestParams, "baseUrl" | "cancelToken" | "signal">;
  securityWorker?: (
    securityData: SecurityDataType | null,
  ) => Promise<RequestParams | void> | RequestParams | void;
  customFetch?: typeof fetch;
}

export interface HttpResponse<D extends unknown, E extends unknown = unknown>
  extends Response {
  data: D;
  error: E;
}

type CancelToken = Symbol | string | number;

export enum ContentType {
  Json = "application/json",
  JsonApi = "application/vnd.api+json",
  FormData = "multipart/form-data",
  UrlEncoded = "application/x-www-form-urlencoded",
  Text = "text/plain",
}

export class HttpClient<SecurityDataType = unknown> {
  public baseUrl: string = "http://localhost:3000/api";
  private securityData: SecurityDataType | null = null;
  private securityWorker?: ApiConfig<SecurityDataType>["securityWorker"];
  private abortControllers = new Map<CancelToken, AbortController>();
  private customFetch = (...fetchParams: Parameters<typeof fetch>) =>
    fetch(...fetchParams);

  private baseApiParams: RequestParams = {
    credentials: "same-origin",
    headers: {},
    redirect: "follow",
    referrerPolicy: "no-referrer",
  };

  constructor(apiConfig: ApiConfig<SecurityDataType> = {}) {
    Object.assign(this, apiConfig);
  }

  public setSecurityData = (data: SecurityDataType | null) => {
    this.securityData = data;
  };

  protected encodeQueryParam(key: string, value: any) {
    const encodedKey = encodeURIComponent(key);
    return `${encodedKey}=${encodeURIComponent(typeof value === "number" ? value : `${value}`)}`;
  }

  protected addQueryParam(query: QueryParamsType, key: string) {
    return this.encodeQueryParam(key, query[key]);
  }

  protected addArrayQueryParam(query: QueryParamsType, key: string) {
    const value = query[key];
    return value.map((v: any) => this.encodeQueryParam(key, v)).join("&");
  }

  protected toQueryString(rawQuery?: QueryParamsType): string {
    const query = rawQuery || {};
    const keys = Object.keys(query).filter(
      (key) => "undefined" !== typeof query[key],
    );
    return keys
      .map((key) =>
        Array.isArray(query[key])
          ? this.addArrayQueryParam(query, key)
          : this.addQueryParam(query, key),
      )
      .join("&");
  }

  protected addQueryParams(rawQuery?: QueryParamsType): string {
    const queryString = this.toQueryString(rawQuery);
    return queryString ? `?${queryString}` : "";
  }

  private contentFormatters: Record<ContentType, (input: any) => any> = {
    [ContentType.Json]: (input: any) =>
      input !== null && (typeof input === "object" || typeof input === "string")
        ? JSON.stringify(input)
        : input,
    [ContentType.JsonApi]: (input: any) =>
      input !== null && (typeof input === "object" || typeof input === "string")
        ? JSON.stringify(input)
        : input,
    [ContentType.Text]: (input: any) =>
      input !== null && typeof input !== "string"
        ? JSON.stringify(input)
        : input,
    [ContentType.FormData]: (input: any) => {
      if (input instanceof FormData) {
        return input;
      }

      return Object.keys(input || {}).reduce((formData, key) => {
        const property = input[key];
        formData.append(
          key,
          property instanceof Blob
            ? property
            : typeof property === "object" && property !== null
              ? JSON.stringify(property)
              : `${property}`,
        );
        return formData;
      }, new FormData());
    },
    [ContentType.UrlEncoded]: (input: any) => this.toQueryString(input),
  };

  protected mergeRequestParams(
    params1: RequestParams,
    params2?: RequestParams,
  ): RequestParams {
    return {
      ...this.baseApiParams,
      ...params1,
      ...(params2 || {}),
      headers: {
        ...(this.baseApiParams.headers || {}),
        ...(params1.headers || {}),
        ...((params2 && params2.headers) || {}),
      },
    };
  }

  protected createAbortSignal = (
    cancelToken: CancelToken,
  ): AbortSignal | undefined => {
    if (this.abortControllers.has(cancelToken)) {
      const abortController = this.abortControllers.get(cancelToken);
      if (abortController) {
        return abortController.signal;
      }
      return void 0;
    }

    const abortController = new AbortController();
    this.abortControllers.set(cancelToken, abortController);
    return abortController.signal;
  };

  public abortRequest = (cancelToken: CancelToken) => {
    const abortController = this.abortControllers.get(cancelToken);

    if (abortController) {
      abortController.abort();
      this.abortControllers.delete(cancelToken);
    }
  };

  public request = async <T = any, E = any>({
    body,
    secure,
    path,
    type,
    query,
    format,
    baseUrl,
    cancelToken,
    ...params
  }: FullRequestParams): Promise<HttpResponse<T, E>> => {
    const secureParams =
      ((typeof secure === "boolean" ? secure : this.baseApiParams.secure) &&
        this.securityWorker &&
        (await this.securityWorker(this.securityData))) ||
      {};
    const requestParams = this.mergeRequestParams(params, secureParams);
    const queryString = query && this.toQueryString(query);
    const payloadFormatter = this.contentFormatters[type || ContentType.Json];
    const responseFormat = format || requestParams.format;

    return this.customFetch(
      `${baseUrl || this.baseUrl || ""}${path}${queryString ? `?${queryString}` : ""}`,
      {
        ...requestParams,
        headers: {
          ...(requestParams.headers || {}),
          ...(type && type !== ContentType.FormData
            ? { "Content-Type": type }
            : {}),
        },
        signal:
          (cancelToken
            ? this.createAbortSignal(cancelToken)
            : requestParams.signal) || null,
        body:
          typeof body === "undefined" || body === null
            ? null
            : payloadFormatter(body),
      },
    ).then(async (response) => {
      const r = response as HttpResponse<T, E>;
      r.data = null as unknown as T;
      r.error = null as unknown as E;

      const responseToParse = responseFormat ? response.clone() : response;
      const data = !responseFormat
        ? r
        : await responseToParse[responseFormat]()
            .then((data) => {
              if (r.ok) {
                r.data = data;
              } else {
                r.error = data;
              }
              return r;
            })
            .catch((e) => {
              r.error = e;
              return r;
            });

      if (cancelToken) {
        this.abortControllers.delete(cancelToken);
      }

      if (!response.ok) throw data;
      return data;
    });
  };
}

/**
 * @title Stockroom API
 * @version 2026-11-28
 * @license Proprietary: private, all rights reserved
 * @baseUrl http://localhost:3000/api
 * @contact Stockroom maintainers
 *
 * Inventory and order management: the JSON REST API of Stockroom. Every response is the envelope {success, data | error}: an error has a code, a message and, for invalid input, details per field. Sign in (POST /api/auth/login) or use an API key, and send it as `Authorization: Bearer <token>`. Lists page with `page` and `limit`, the lists a sync reads also with `updatedSince` and `cursor`. Every write honours `Idempotency-Key`, edits honour `If-Match`, and every client is rate limited (`X-RateLimit-*` headers, 429 with `Retry-After`). Every answer names its dated API version in `Stockroom-Version`; a request may send the version it expects (an unknown one is 400). On every path: a method the path does not have answers 405 METHOD_NOT_ALLOWED with `Allow` naming those it has; `HEAD` works wherever `GET` does (the same status and headers, no body); `OPTIONS` without `Origin` answers the methods; an `Accept` naming none of the media types an operation answers is 406 NOT_ACCEPTABLE (lists answer `Accept: text/csv` as `format=csv`); a request line and headers over 16 KB are 431. Responses of 1 KB and more are compressed (br or gzip) when `Accept-Encoding` asks, with `Vary: Accept-Encoding`. The repository's docs/API.md explains each convention and rule.
 */
export class Api<
  SecurityDataType extends unknown,
> extends HttpClient<SecurityDataType> {
  auth = {
    /**
     * @description Exchanges an e-mail (any case) and password for a bearer token valid JWT_TTL seconds. Wrong credentials and inactive users get the same 401; after too many failures for one account, 429 with Retry-After.
     *
     * @tags auth
     * @name AuthLogin
     * @summary Sign in and get an access token
     * @request POST:/auth/login
     */
    authLogin: (data: AuthLoginPayload, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Session;
        },
        ErrorEnvelope
      >({
        path: `/auth/login`,
        method: "POST",
        body: data,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description The caller as the token names it, with the permissions its role grants (an API key: its own, under the key's name) and the warehouse it is bound to, if any.
     *
     * @tags auth
     * @name AuthMe
     * @summary The authenticated user
     * @request GET:/auth/me
     * @secure
     */
    authMe: (params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Me;
        },
        void | ErrorEnvelope
      >({
        path: `/auth/me`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description What a client needs to show amounts: the base currency (BASE_CURRENCY) prices, sales orders and reports are in (purchase orders carry their own currency); and the costing method of products created without one (COSTING_METHOD).
     *
     * @tags auth
     * @name AuthSettings
     * @summary The server's settings
     * @request GET:/auth/settings
     * @secure
     */
    authSettings: (params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Settings;
        },
        void | ErrorEnvelope
      >({
        path: `/auth/settings`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Sets a new password (at least 12 characters) after checking the current one; revokes every token the user holds.
     *
     * @tags auth
     * @name AuthChangePassword
     * @summary Change your password
     * @request PUT:/auth/password
     * @secure
     */
    authChangePassword: (
      data: AuthChangePasswordPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** The result */
          data: null;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/auth/password`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),
  };
  categories = {
    /**
     * @description Categories by name, filtered by a search over the name; paged.
     *
     * @tags categories
     * @name CategoriesList
     * @summary List categories
     * @request GET:/categories
     * @secure
     */
    categoriesList: (
      query: CategoriesListParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: Category[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: Category[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/categories`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Creates a category, optionally under a parent; names are unique (409 DUPLICATE_ERROR).
     *
     * @tags categories
     * @name CategoriesCreate
     * @summary Create a category
     * @request POST:/categories
     * @secure
     */
    categoriesCreate: (
      data: CategoriesCreatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Category;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/categories`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One category with the id of its parent, if any.
     *
     * @tags categories
     * @name CategoriesGet
     * @summary Get a category
     * @request GET:/categories/{id}
     * @secure
     */
    categoriesGet: ({ id }: CategoriesGetParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Category;
        },
        void | ErrorEnvelope
      >({
        path: `/categories/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Renames, describes or re-parents a category; a category cannot be its own parent. Honours If-Match.
     *
     * @tags categories
     * @name CategoriesUpdate
     * @summary Update a category
     * @request PUT:/categories/{id}
     * @secure
     */
    categoriesUpdate: (
      { id }: CategoriesUpdateParams,
      data: CategoriesUpdatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Category;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/categories/${id}`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Deletes a category that nothing uses (409 CONFLICT otherwise).
     *
     * @tags categories
     * @name CategoriesDelete
     * @summary Delete an unused category
     * @request DELETE:/categories/{id}
     * @secure
     */
    categoriesDelete: (
      { id }: CategoriesDeleteParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** The result */
          data: null;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/categories/${id}`,
        method: "DELETE",
        secure: true,
        format: "json",
        ...params,
      }),
  };
  products = {
    /**
     * @description The catalogue with search, category, price range, stock and active filters and sorting; stock figures are the caller's warehouse's when it is bound to one; paged.
     *
     * @tags products
     * @name ProductsList
     * @summary List products
     * @request GET:/products
     * @secure
     */
    productsList: (
      query: ProductsListParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: Product[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: Product[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/products`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Creates a product in either body form (camelCase or the contract's snake_case); the SKU is unique (409 DUPLICATE_SKU).
     *
     * @tags products
     * @name ProductsCreate
     * @summary Create a product
     * @request POST:/products
     * @secure
     */
    productsCreate: (data: ProductsCreatePayload, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Product;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/products`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One product with its category and stock figures.
     *
     * @tags products
     * @name ProductsGet
     * @summary Get a product
     * @request GET:/products/{id}
     * @secure
     */
    productsGet: ({ id }: ProductsGetParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Product;
        },
        void | ErrorEnvelope
      >({
        path: `/products/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Changes any product fields; tracking cannot change while the product has stock (409). Honours If-Match.
     *
     * @tags products
     * @name ProductsUpdate
     * @summary Update a product
     * @request PUT:/products/{id}
     * @secure
     */
    productsUpdate: (
      { id }: ProductsUpdateParams,
      data: ProductsUpdatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Product;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/products/${id}`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Archives (deactivates) a product: it stays in the ledger and in past orders but leaves lists and new orders.
     *
     * @tags products
     * @name ProductsArchive
     * @summary Archive a product
     * @request DELETE:/products/{id}
     * @secure
     */
    productsArchive: (
      { id }: ProductsArchiveParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Product;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/products/${id}`,
        method: "DELETE",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Costs the product by average, fifo or standard from now on, its stock revalued in the ledger: one revaluation movement (quantity 0) per warehouse and lot holding units or value, of the change of that stock's value. To fifo, each warehouse's value is spread over its lots by units as one opening cost layer each; to average, every unit takes the value over the units (the new cost price); to standard (standardCost required), every unit the standard, as does a new standard. The same method and standard change nothing. Refused (409) while units of the product are in transit on two-step transfers.
     *
     * @tags products
     * @name ProductsSetCostingMethod
     * @summary Change a product's costing method or standard cost
     * @request PUT:/products/{id}/costing-method
     * @secure
     */
    productsSetCostingMethod: (
      { id }: ProductsSetCostingMethodParams,
      data: ProductsSetCostingMethodPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: CostingMethodChange;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/products/${id}/costing-method`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description The unit stock is kept in (unitOfMeasure) and the packs the product is bought, stored and sold in, innermost first, each with its size in base units and its GTIN.
     *
     * @tags products
     * @name ProductsUnits
     * @summary Get a product's units
     * @request GET:/products/{id}/units
     * @secure
     */
    productsUnits: ({ id }: ProductsUnitsParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: ProductUnits;
        },
        void | ErrorEnvelope
      >({
        path: `/products/${id}/units`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Replaces the product's packaging units with the list sent, innermost first: a case of 12 (contains the base unit), a pallet of 40 cases (contains case). Quantities of any document may then be written in these units. A barcode another product's pack has is a 409.
     *
     * @tags products
     * @name ProductsSetUnits
     * @summary Set a product's packaging units
     * @request PUT:/products/{id}/units
     * @secure
     */
    productsSetUnits: (
      { id }: ProductsSetUnitsParams,
      data: ProductsSetUnitsPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: ProductUnits;
        },
        ErrorEnvelope
      >({
        path: `/products/${id}/units`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description The products GET /products lists for the same filters (stock figures and products of the caller's warehouse when it is bound to one), streamed as one CSV file sorted by SKU: sku, name, description, categoryId, categoryName, brand, unitOfMeasure, costPrice, sellingPrice, minStockLevel, maxStockLevel, isActive, weight, barcode, tracking, costingMethod, shelfLifeDays, minRemainingShelfLifeDays, onHand, reserved, available. POST /products/import reads the file back unchanged.
     *
     * @tags products
     * @name ProductsExport
     * @summary Export products as CSV
     * @request GET:/products/export
     * @secure
     */
    productsExport: (
      query: ProductsExportParams = {},
      params: RequestParams = {},
    ) =>
      this.request<string, ErrorEnvelope>({
        path: `/products/export`,
        method: "GET",
        query: query,
        secure: true,
        ...params,
      }),

    /**
     * @description Creates or updates products by SKU from the columns of the product export (sku required; categoryName and the stock figures are ignored). A new SKU needs name, categoryId, unitOfMeasure, costPrice and sellingPrice; for an existing one only the columns given are written, an empty cell clearing an optional field and keeping a required one. Rows equal to the stored product are left untouched. Send the file as the body (Content-Type: text/csv) or as the part named file of a multipart/form-data body, its only part (a text field is refused: options such as dryRun go in the query string); UTF-8, a header row naming the columns, RFC 4180 quoting. Every row is checked before anything is written: when any row fails, the answer is 400 VALIDATION_ERROR whose details map rows.<row>.<column> to messages (the header is row 1) and nothing is written. Otherwise all rows are applied in one transaction. dryRun=true only checks and reports.
     *
     * @tags products
     * @name ProductsImport
     * @summary Create or update products from CSV
     * @request POST:/products/import
     * @secure
     */
    productsImport: (
      query: ProductsImportParams = {},
      data: ProductsImportPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: ProductImportResult;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/products/import`,
        method: "POST",
        query: query,
        body: data,
        secure: true,
        type: ContentType.FormData,
        format: "json",
        ...params,
      }),

    /**
     * @description Labels with the product's name and a barcode: EAN-13 when the product's barcode is a valid EAN-13, else Code 128 of its SKU; with unit (a pack) or lotId, GS1-128 of (01) the pack's or product's GTIN, (17) the lot's expiry and (10) its number. Sizes: size=a4 (default) lays 24 labels of 70 × 37 mm on each A4 page, size=62mm gives one 62 × 29 mm label per page; copies sets how many labels (default one page).
     *
     * @tags products
     * @name ProductsLabelPdf
     * @summary Print barcode labels of a product
     * @request GET:/products/{id}/label.pdf
     * @secure
     */
    productsLabelPdf: (
      { id, ...query }: ProductsLabelPdfParams,
      params: RequestParams = {},
    ) =>
      this.request<Blob, ErrorEnvelope>({
        path: `/products/${id}/label.pdf`,
        method: "GET",
        query: query,
        secure: true,
        ...params,
      }),

    /**
     * @description The lots (batches) of a product, soonest expiry first, with units on hand per warehouse and whether each has expired.
     *
     * @tags products
     * @name InventoryLots
     * @summary A product's lots with stock per warehouse
     * @request GET:/products/{id}/lots
     * @secure
     */
    inventoryLots: (
      { id, ...query }: InventoryLotsParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** The result */
          data: Lot[];
        },
        void | ErrorEnvelope
      >({
        path: `/products/${id}/lots`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description The cost layers of a product costed FIFO with units left, oldest first, per warehouse and lot: the units and value each opened with and has left, and the movement that opened it. Units out of a warehouse and lot take its oldest layer first. Empty for a product costed otherwise.
     *
     * @tags products
     * @name InventoryCostLayers
     * @summary A product's FIFO cost layers
     * @request GET:/products/{id}/cost-layers
     * @secure
     */
    inventoryCostLayers: (
      { id, ...query }: InventoryCostLayersParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** The result */
          data: CostLayer[];
        },
        void | ErrorEnvelope
      >({
        path: `/products/${id}/cost-layers`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description The components one unit of an assembly is made of, with their cost prices, what one unit's components cost today, and per warehouse how many units their available units would make now.
     *
     * @tags products
     * @name BillsOfMaterialsGet
     * @summary Get a product's bill of materials
     * @request GET:/products/{id}/bill-of-materials
     * @secure
     */
    billsOfMaterialsGet: (
      { id }: BillsOfMaterialsGetParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: BillOfMaterials;
        },
        void | ErrorEnvelope
      >({
        path: `/products/${id}/bill-of-materials`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Replaces the product's components (1 to 100, whole base units per unit) and its labour cost per unit. A component made of the product at any depth is refused (409: circular). Assembly orders already made keep the components they were made with.
     *
     * @tags products
     * @name BillsOfMaterialsPut
     * @summary Set a product's bill of materials
     * @request PUT:/products/{id}/bill-of-materials
     * @secure
     */
    billsOfMaterialsPut: (
      { id }: BillsOfMaterialsPutParams,
      data: BillsOfMaterialsPutPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: BillOfMaterials;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/products/${id}/bill-of-materials`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description The product can no longer be assembled; open assembly orders keep their components. Answers the bill removed.
     *
     * @tags products
     * @name BillsOfMaterialsDelete
     * @summary Remove a product's bill of materials
     * @request DELETE:/products/{id}/bill-of-materials
     * @secure
     */
    billsOfMaterialsDelete: (
      { id }: BillsOfMaterialsDeleteParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: BillOfMaterials;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/products/${id}/bill-of-materials`,
        method: "DELETE",
        secure: true,
        format: "json",
        ...params,
      }),
  };
  inventory = {
    /**
     * @description On hand, reserved and available units per product and warehouse, by SKU, with exact totals; filters by warehouse, product, category, a search over name and SKU, and low stock; paged.
     *
     * @tags inventory
     * @name InventoryLevels
     * @summary Inventory levels
     * @request GET:/inventory
     * @secure
     */
    inventoryLevels: (
      query: InventoryLevelsParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: InventoryLevel[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: InventoryLevel[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/inventory`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description The append-only stock ledger in commit order (newest first): every movement with its quantity, the on hand after it, unit cost and reference; filters by product, warehouse, type and dates; paged.
     *
     * @tags inventory
     * @name InventoryMovements
     * @summary The stock ledger, newest first
     * @request GET:/inventory/movements
     * @secure
     */
    inventoryMovements: (
      query: InventoryMovementsParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: StockMovementListItem[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: StockMovementListItem[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/inventory/movements`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Records units in or out of a warehouse as one ledger movement, guarded so stock never goes below what is reserved (409 INSUFFICIENT_STOCK).
     *
     * @tags inventory
     * @name InventoryRecordMovement
     * @summary Record a stock movement
     * @request POST:/inventory/movements
     * @secure
     */
    inventoryRecordMovement: (
      data: InventoryRecordMovementPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** The result */
          data: {
            /** The first movement written; null when a count matched the stock on hand */
            movement: StockMovement | null;
            /** Every movement written: one per location, lot and serial number the units moved from or to */
            movements: StockMovement[];
            level: InventoryLevel;
          };
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/inventory/movements`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One movement of the ledger.
     *
     * @tags inventory
     * @name InventoryMovement
     * @summary One stock movement of the ledger
     * @request GET:/inventory/movements/{id}
     * @secure
     */
    inventoryMovement: (
      { id }: InventoryMovementParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: StockMovementListItem;
        },
        void | ErrorEnvelope
      >({
        path: `/inventory/movements/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Corrects stock by a signed quantity or to a counted quantity, with a reason (damage, loss, theft, found, count, correction, other), as one adjustment movement valued at cost.
     *
     * @tags inventory
     * @name InventoryAdjust
     * @summary Adjust stock by a delta or to a count
     * @request POST:/inventory/adjustments
     * @secure
     */
    inventoryAdjust: (
      data: InventoryAdjustPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** The result */
          data: {
            /** The first movement written; null when a count matched the stock on hand */
            movement: StockMovement | null;
            /** Every movement written: one per location, lot and serial number the units moved from or to */
            movements: StockMovement[];
            level: InventoryLevel;
          };
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/inventory/adjustments`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Stock at the finest grain a warehouse tracks: per product, location (bin), lot and serial number, with expiry dates; filters by product, warehouse, location, lot and expiringBefore; paged. Per product and warehouse the balances sum to the on hand of GET /inventory.
     *
     * @tags inventory
     * @name InventoryBalances
     * @summary Stock balances by location, lot and serial
     * @request GET:/inventory/balances
     * @secure
     */
    inventoryBalances: (
      query: InventoryBalancesParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: StockBalance[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: StockBalance[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/inventory/balances`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Lots with stock whose expiry date falls within `days` of today (UTC), and those already expired (flagged), soonest first, per warehouse, with units and value at cost.
     *
     * @tags inventory
     * @name InventoryExpiring
     * @summary Lots expiring soon, and expired
     * @request GET:/inventory/expiring
     * @secure
     */
    inventoryExpiring: (
      query: InventoryExpiringParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** Lots with stock expiring within the window, or already expired, soonest first, per warehouse. */
          data: ExpiringLots;
        },
        void | ErrorEnvelope
      >({
        path: `/inventory/expiring`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Every movement of one lot (lotNumber) or one serial number of a product, oldest first: the purchase orders it came in on with their supplier, transfers, adjustments, and the sales orders it went out on with their customer. The answer to a recall. 404 for an unknown product or lot, or a serial number never moved.
     *
     * @tags inventory
     * @name InventoryTrace
     * @summary Trace a lot or a serial number
     * @request GET:/inventory/trace
     * @secure
     */
    inventoryTrace: (query: InventoryTraceParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** Every movement of one lot or serial number, oldest first, with the document and party behind each: a recall in one request. */
          data: Trace;
        },
        void | ErrorEnvelope
      >({
        path: `/inventory/trace`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Putaway and internal moves: units of one product from one location (bin) of a warehouse to another, keeping their lot and serial numbers, as a relocation_out and relocation_in movement pair per grain; on hand, reserved and available at warehouse level are unchanged.
     *
     * @tags inventory
     * @name InventoryRelocate
     * @summary Move stock between locations of a warehouse
     * @request POST:/inventory/relocations
     * @secure
     */
    inventoryRelocate: (
      data: InventoryRelocatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Relocation;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/inventory/relocations`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Per product and warehouse (filter by either or both): on hand, allocated to orders, held for carts, available (on hand − allocated − held), unsellable (bins not pickable, lots expired), units backordered, the units arriving on purchase orders (by expected date) and transfers in transit, and what can be promised today and by each arrival date; paged.
     *
     * @tags inventory
     * @name InventoryAvailability
     * @summary Available-to-promise per product and warehouse
     * @request GET:/inventory/availability
     * @secure
     */
    inventoryAvailability: (
      query: InventoryAvailabilityParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: Availability[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: Availability[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/inventory/availability`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Sets aside units of one warehouse (all lines or none: 409 INSUFFICIENT_STOCK naming each short line) until expiresInSeconds (at most 3600, default 900) from now, first expiry first out from pickable bins. Held units count in reserved. Name the hold as holdId when creating the order to make them its allocation; DELETE releases them; at expiry they are released.
     *
     * @tags inventory
     * @name InventoryCreateHold
     * @summary Hold units for a cart
     * @request POST:/inventory/holds
     * @secure
     */
    inventoryCreateHold: (
      data: InventoryCreateHoldPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** Units set aside in one warehouse until an expiry (decision 0020). */
          data: Hold;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/inventory/holds`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One hold with its status, expiry and the units it holds per product, location and lot.
     *
     * @tags inventory
     * @name InventoryHold
     * @summary Get a hold
     * @request GET:/inventory/holds/{id}
     * @secure
     */
    inventoryHold: ({ id }: InventoryHoldParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** Units set aside in one warehouse until an expiry (decision 0020). */
          data: Hold;
        },
        void | ErrorEnvelope
      >({
        path: `/inventory/holds/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Releases the units of an active hold (409 INVALID_STATE once it has been converted, released or has expired).
     *
     * @tags inventory
     * @name InventoryReleaseHold
     * @summary Release a hold
     * @request DELETE:/inventory/holds/{id}
     * @secure
     */
    inventoryReleaseHold: (
      { id }: InventoryReleaseHoldParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** Units set aside in one warehouse until an expiry (decision 0020). */
          data: Hold;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/inventory/holds/${id}`,
        method: "DELETE",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Levels at or below their product's minimum stock level, with the shortfall and a suggested order quantity, most urgent first; paged.
     *
     * @tags inventory
     * @name InventoryLowStock
     * @summary Low-stock alerts, most urgent first
     * @request GET:/inventory/low-stock
     * @secure
     */
    inventoryLowStock: (
      query: InventoryLowStockParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: LowStockLevel[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: LowStockLevel[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/inventory/low-stock`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Inventory value at cost, movement totals over a period, low-stock counts and stock without outbound movements (dead stock).
     *
     * @tags inventory
     * @name InventoryAnalytics
     * @summary Valuation, movements, alerts and dead stock
     * @request GET:/inventory/analytics
     * @secure
     */
    inventoryAnalytics: (
      query: InventoryAnalyticsParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: InventoryAnalytics;
        },
        void | ErrorEnvelope
      >({
        path: `/inventory/analytics`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description The levels GET /inventory lists for the same filters (the caller's warehouse only when it is bound to one), streamed as one CSV file sorted by SKU then warehouse code: productId, sku, productName, warehouseId, warehouseCode, onHand, reserved, available, inTransit, minStockLevel, maxStockLevel, updatedAt.
     *
     * @tags inventory
     * @name InventoryExport
     * @summary Export inventory levels as CSV
     * @request GET:/inventory/export
     * @secure
     */
    inventoryExport: (
      query: InventoryExportParams = {},
      params: RequestParams = {},
    ) =>
      this.request<string, ErrorEnvelope>({
        path: `/inventory/export`,
        method: "GET",
        query: query,
        secure: true,
        ...params,
      }),

    /**
     * @description Columns sku, warehouseCode, locationCode (default: the DEFAULT location), lotNumber, expiryDate (of a new lot), serialNumber and quantity. Each row is a count: the units on hand of its grain become quantity, and the difference is posted as adjustment movements (reason count) at cost, as a counted adjustment would; grains the file does not name keep their stock. Serial-tracked products: one row per serial number, quantity 0 or 1. Send the file as the body (Content-Type: text/csv) or as the part named file of a multipart/form-data body, its only part (a text field is refused: options such as dryRun go in the query string); UTF-8, a header row naming the columns, RFC 4180 quoting. Every row is checked before anything is written: when any row fails, the answer is 400 VALIDATION_ERROR whose details map rows.<row>.<column> to messages (the header is row 1) and nothing is written. Otherwise all rows are applied in one transaction. dryRun=true only checks and reports.
     *
     * @tags inventory
     * @name InventoryImport
     * @summary Import opening balances and stock counts from CSV
     * @request POST:/inventory/import
     * @secure
     */
    inventoryImport: (
      query: InventoryImportParams = {},
      data: InventoryImportPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: InventoryImportResult;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/inventory/import`,
        method: "POST",
        query: query,
        body: data,
        secure: true,
        type: ContentType.FormData,
        format: "json",
        ...params,
      }),

    /**
     * @description Count sessions newest first, by warehouse, status and a part of the number, with their line totals; paged.
     *
     * @tags counts
     * @name CountsList
     * @summary List stock counts
     * @request GET:/inventory/counts
     * @secure
     */
    countsList: (query: CountsListParams = {}, params: RequestParams = {}) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: StockCount[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: StockCount[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/inventory/counts`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Opens a count session (CC-000001, gapless) over one warehouse, narrowed to a location, a category or products: one line per stock balance in scope, each expecting the on hand of that moment. A blind count hides the expected quantities from counters.
     *
     * @tags counts
     * @name CountsOpen
     * @summary Open a stock count
     * @request POST:/inventory/counts
     * @secure
     */
    countsOpen: (data: CountsOpenPayload, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: StockCount;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/inventory/counts`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One count session with its line totals and, once approved, its variance in units and at cost.
     *
     * @tags counts
     * @name CountsGet
     * @summary Get a stock count
     * @request GET:/inventory/counts/{id}
     * @secure
     */
    countsGet: ({ id }: CountsGetParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: StockCount;
        },
        void | ErrorEnvelope
      >({
        path: `/inventory/counts/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description The lines of a count session by location, SKU, lot and serial number, each with its expected, counted and book quantities, its variance once approved and every count recorded on it; filter by state (counted, uncounted, variance); paged.
     *
     * @tags counts
     * @name CountsLines
     * @summary A stock count's lines
     * @request GET:/inventory/counts/{id}/lines
     * @secure
     */
    countsLines: (
      { id, ...query }: CountsLinesParams,
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: StockCountLine[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: StockCountLine[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/inventory/counts/${id}/lines`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Records the quantity counted on lines of an open session. Each count is compared with the on hand of its balance at that moment, so stock moved during the count is not a variance. A line counted again takes the new count; every count stays in its history.
     *
     * @tags counts
     * @name CountsRecord
     * @summary Record counted quantities
     * @request PUT:/inventory/counts/{id}/lines
     * @secure
     */
    countsRecord: (
      { id }: CountsRecordParams,
      data: CountsRecordPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: StockCount;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/inventory/counts/${id}/lines`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Posts, in one transaction, one adjustment movement valued at cost per line whose count differs from its book quantity, and records the variance per line and in total. A session with uncounted lines is refused (409 INVALID_STATE) unless allowUncounted, which leaves them untouched; approving twice is 409 INVALID_STATE.
     *
     * @tags counts
     * @name CountsApprove
     * @summary Approve a stock count
     * @request POST:/inventory/counts/{id}/approve
     * @secure
     */
    countsApprove: (
      { id }: CountsApproveParams,
      data: CountsApprovePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: StockCount;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/inventory/counts/${id}/approve`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Closes an open session without posting anything; any other status is 409 INVALID_STATE.
     *
     * @tags counts
     * @name CountsCancel
     * @summary Cancel a stock count
     * @request POST:/inventory/counts/{id}/cancel
     * @secure
     */
    countsCancel: ({ id }: CountsCancelParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: StockCount;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/inventory/counts/${id}/cancel`,
        method: "POST",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Products at or below their reorder point per warehouse (available + on order + in transit + what open assembly orders bring less consume ≤ minimum stock level), most short first, with the quantity to order (up to the maximum, else twice the minimum, at least the supplier minimum order quantity) and the preferred supplier; paged.
     *
     * @tags replenishment
     * @name ReplenishmentSuggestions
     * @summary Reorder suggestions
     * @request GET:/inventory/reorder-suggestions
     * @secure
     */
    replenishmentSuggestions: (
      query: ReplenishmentSuggestionsParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: ReorderSuggestion[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: ReorderSuggestion[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/inventory/reorder-suggestions`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),
  };
  warehouse = {
    /**
     * @description Transfers between warehouses with their lines, newest first, by warehouse (source or destination), status and a part of the number; paged.
     *
     * @tags transfers
     * @name TransfersList
     * @summary List transfers
     * @request GET:/warehouse/transfers
     * @secure
     */
    transfersList: (
      query: TransfersListParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: Transfer[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: Transfer[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/warehouse/transfers`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description direct (default): moves up to 200 lines from one warehouse to another in one transaction (a transfer_out and a transfer_in movement per line), all or nothing. two-step: records a draft to ship and receive later. Numbered TR-000001 without gaps.
     *
     * @tags transfers
     * @name TransfersCreate
     * @summary Transfer stock between warehouses
     * @request POST:/warehouse/transfers
     * @secure
     */
    transfersCreate: (
      data: TransfersCreatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Transfer;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse/transfers`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One transfer with its lines: units asked for, shipped, received, lost and in transit.
     *
     * @tags transfers
     * @name TransfersGet
     * @summary Get a transfer
     * @request GET:/warehouse/transfers/{id}
     * @secure
     */
    transfersGet: ({ id }: TransfersGetParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Transfer;
        },
        void | ErrorEnvelope
      >({
        path: `/warehouse/transfers/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Takes every line of a draft out of the source warehouse into transit to the destination (in_transit); all or nothing (409 INSUFFICIENT_STOCK).
     *
     * @tags transfers
     * @name TransfersShip
     * @summary Ship a two-step transfer
     * @request POST:/warehouse/transfers/{id}/ship
     * @secure
     */
    transfersShip: ({ id }: TransfersShipParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Transfer;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse/transfers/${id}/ship`,
        method: "POST",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Puts what arrived into the destination with the lots and serial numbers shipped, at the cost recorded when shipped; partial receipts allowed (partially_received, then received). More than is in transit is 409 OVER_RECEIPT.
     *
     * @tags transfers
     * @name TransfersReceive
     * @summary Receive a two-step transfer
     * @request POST:/warehouse/transfers/{id}/receive
     * @secure
     */
    transfersReceive: (
      { id }: TransfersReceiveParams,
      data: TransfersReceivePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Transfer;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse/transfers/${id}/receive`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Records every unit still in transit as lost in transit (an adjustment valued at the cost recorded when shipped); status closed.
     *
     * @tags transfers
     * @name TransfersClose
     * @summary Close a two-step transfer
     * @request POST:/warehouse/transfers/{id}/close
     * @secure
     */
    transfersClose: (
      { id }: TransfersCloseParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Transfer;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse/transfers/${id}/close`,
        method: "POST",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Cancels a draft two-step transfer; nothing had moved. Any other status is 409 INVALID_STATE.
     *
     * @tags transfers
     * @name TransfersCancel
     * @summary Cancel a draft transfer
     * @request POST:/warehouse/transfers/{id}/cancel
     * @secure
     */
    transfersCancel: (
      { id }: TransfersCancelParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Transfer;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse/transfers/${id}/cancel`,
        method: "POST",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Warehouses by code; a warehouse-bound caller sees only its own; paged.
     *
     * @tags warehouses
     * @name WarehousesList
     * @summary List warehouses
     * @request GET:/warehouse
     * @secure
     */
    warehousesList: (
      query: WarehousesListParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: Warehouse[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: Warehouse[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/warehouse`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Creates a warehouse with its default location DEFAULT; codes are unique.
     *
     * @tags warehouses
     * @name WarehousesCreate
     * @summary Create a warehouse
     * @request POST:/warehouse
     * @secure
     */
    warehousesCreate: (
      data: WarehousesCreatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Warehouse;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One warehouse with its address and stock totals (products, units on hand, value at cost).
     *
     * @tags warehouses
     * @name WarehousesGet
     * @summary Get a warehouse with stock totals
     * @request GET:/warehouse/{id}
     * @secure
     */
    warehousesGet: ({ id }: WarehousesGetParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: WarehouseDetail;
        },
        void | ErrorEnvelope
      >({
        path: `/warehouse/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Changes code, name, address or active flag; a warehouse holding stock cannot be deactivated (409). Honours If-Match.
     *
     * @tags warehouses
     * @name WarehousesUpdate
     * @summary Update a warehouse
     * @request PUT:/warehouse/{id}
     * @secure
     */
    warehousesUpdate: (
      { id }: WarehousesUpdateParams,
      data: WarehousesUpdatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: WarehouseDetail;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse/${id}`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Bins, shelves and zones of the warehouse, by code. Every warehouse has the location DEFAULT, used wherever a request names none.
     *
     * @tags warehouses
     * @name WarehousesLocations
     * @summary List a warehouse's locations
     * @request GET:/warehouse/{id}/locations
     * @secure
     */
    warehousesLocations: (
      { id, ...query }: WarehousesLocationsParams,
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: Location[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: Location[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/warehouse/${id}/locations`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Adds a bin, shelf or zone to the warehouse; its code is unique within the warehouse.
     *
     * @tags warehouses
     * @name WarehousesCreateLocation
     * @summary Create a location
     * @request POST:/warehouse/{id}/locations
     * @secure
     */
    warehousesCreateLocation: (
      { id }: WarehousesCreateLocationParams,
      data: WarehousesCreateLocationPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Location;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse/${id}/locations`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One location of the warehouse.
     *
     * @tags warehouses
     * @name WarehousesGetLocation
     * @summary Get a location
     * @request GET:/warehouse/{id}/locations/{locationId}
     * @secure
     */
    warehousesGetLocation: (
      { id, locationId }: WarehousesGetLocationParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Location;
        },
        void | ErrorEnvelope
      >({
        path: `/warehouse/${id}/locations/${locationId}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Renames, re-codes, deactivates or reactivates a location, or marks it pickable or not; units in a location made pickable go to the sales-order lines waiting for them.
     *
     * @tags warehouses
     * @name WarehousesUpdateLocation
     * @summary Update a location
     * @request PUT:/warehouse/{id}/locations/{locationId}
     * @secure
     */
    warehousesUpdateLocation: (
      { id, locationId }: WarehousesUpdateLocationParams,
      data: WarehousesUpdateLocationPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Location;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse/${id}/locations/${locationId}`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Labels for a bin or shelf: its name and Code 128 of its code (what the scan box opens). Sizes: size=a4 (default) lays 24 labels of 70 × 37 mm on each A4 page, size=62mm gives one 62 × 29 mm label per page; copies sets how many labels (default one page).
     *
     * @tags warehouses
     * @name WarehousesLocationLabelPdf
     * @summary Print barcode labels of a location
     * @request GET:/warehouse/{id}/locations/{locationId}/label.pdf
     * @secure
     */
    warehousesLocationLabelPdf: (
      { id, locationId, ...query }: WarehousesLocationLabelPdfParams,
      params: RequestParams = {},
    ) =>
      this.request<Blob, ErrorEnvelope>({
        path: `/warehouse/${id}/locations/${locationId}/label.pdf`,
        method: "GET",
        query: query,
        secure: true,
        ...params,
      }),

    /**
     * @description Per product and pick-face location, the min and max that drive replenishment and the units there now, in walking order of the locations (sequence, then code); paged.
     *
     * @tags warehouses
     * @name PickFacesList
     * @summary List a warehouse's pick faces
     * @request GET:/warehouse/{id}/pick-faces
     * @secure
     */
    pickFacesList: (
      { id, ...query }: PickFacesListParams,
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: PickFace[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: PickFace[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/warehouse/${id}/pick-faces`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Makes a location of type pick_face the pick face of a product, with a min (≥ 0) and a max (> min): whenever a movement leaves fewer than min units there, a replenishment task from storage (first expiry first out) fills it up to max. A face already below min gets its task at once.
     *
     * @tags warehouses
     * @name PickFacesCreate
     * @summary Set up a pick face
     * @request POST:/warehouse/{id}/pick-faces
     * @secure
     */
    pickFacesCreate: (
      { id }: PickFacesCreateParams,
      data: PickFacesCreatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: PickFace;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse/${id}/pick-faces`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One pick face of the warehouse with its min, max and the units there now.
     *
     * @tags warehouses
     * @name PickFacesGet
     * @summary Get a pick face
     * @request GET:/warehouse/{id}/pick-faces/{pickFaceId}
     * @secure
     */
    pickFacesGet: (
      { id, pickFaceId }: PickFacesGetParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: PickFace;
        },
        void | ErrorEnvelope
      >({
        path: `/warehouse/${id}/pick-faces/${pickFaceId}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Changes min, max or both (max must stay above min); a face now below its min gets a replenishment task unless one is open.
     *
     * @tags warehouses
     * @name PickFacesUpdate
     * @summary Change a pick face's min or max
     * @request PUT:/warehouse/{id}/pick-faces/{pickFaceId}
     * @secure
     */
    pickFacesUpdate: (
      { id, pickFaceId }: PickFacesUpdateParams,
      data: PickFacesUpdatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: PickFace;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse/${id}/pick-faces/${pickFaceId}`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description The location is no longer the pick face of the product: no more replenishment tasks are made for it (one already made stays). Answers the face removed.
     *
     * @tags warehouses
     * @name PickFacesRemove
     * @summary Remove a pick face
     * @request DELETE:/warehouse/{id}/pick-faces/{pickFaceId}
     * @secure
     */
    pickFacesRemove: (
      { id, pickFaceId }: PickFacesRemoveParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: PickFace;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse/${id}/pick-faces/${pickFaceId}`,
        method: "DELETE",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description The rules that say where received units go, by priority (lowest first): each matches a product, a category or a pack and sends the units to a location or to a zone; paged.
     *
     * @tags warehouses
     * @name PutawayList
     * @summary List a warehouse's putaway rules
     * @request GET:/warehouse/{id}/putaway-rules
     * @secure
     */
    putawayList: (
      { id, ...query }: PutawayListParams,
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: PutawayRule[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: PutawayRule[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/warehouse/${id}/putaway-rules`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description A rule matches a productId, a categoryId (and its subcategories) or a unit (a pack's name, case-insensitive; with a product one of its packs), a unit with either or alone, and sends the units to a locationId (not a receiving or quarantine one) or to a zone (its first location in walking order with room), exactly one. A receipt line's suggestion is the first matching rule with room: product rules, then unit rules, then category rules, each by priority (0–1000, lowest first).
     *
     * @tags warehouses
     * @name PutawayCreate
     * @summary Make a putaway rule
     * @request POST:/warehouse/{id}/putaway-rules
     * @secure
     */
    putawayCreate: (
      { id }: PutawayCreateParams,
      data: PutawayCreatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: PutawayRule;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse/${id}/putaway-rules`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One putaway rule of the warehouse.
     *
     * @tags warehouses
     * @name PutawayGet
     * @summary Get a putaway rule
     * @request GET:/warehouse/{id}/putaway-rules/{ruleId}
     * @secure
     */
    putawayGet: (
      { id, ruleId }: PutawayGetParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: PutawayRule;
        },
        void | ErrorEnvelope
      >({
        path: `/warehouse/${id}/putaway-rules/${ruleId}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Changes any of its fields (null clears one); the rule as changed must still match something and send the units to exactly one location or zone.
     *
     * @tags warehouses
     * @name PutawayUpdate
     * @summary Change a putaway rule
     * @request PUT:/warehouse/{id}/putaway-rules/{ruleId}
     * @secure
     */
    putawayUpdate: (
      { id, ruleId }: PutawayUpdateParams,
      data: PutawayUpdatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: PutawayRule;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse/${id}/putaway-rules/${ruleId}`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Receipts no longer follow the rule; tasks it already directed stay. Answers the rule removed.
     *
     * @tags warehouses
     * @name PutawayRemove
     * @summary Remove a putaway rule
     * @request DELETE:/warehouse/{id}/putaway-rules/{ruleId}
     * @secure
     */
    putawayRemove: (
      { id, ruleId }: PutawayRemoveParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: PutawayRule;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/warehouse/${id}/putaway-rules/${ruleId}`,
        method: "DELETE",
        secure: true,
        format: "json",
        ...params,
      }),
  };
  suppliers = {
    /**
     * @description Suppliers by name, filtered by a search over name, code and e-mail and by active flag; paged.
     *
     * @tags suppliers
     * @name SuppliersList
     * @summary List suppliers
     * @request GET:/suppliers
     * @secure
     */
    suppliersList: (
      query: SuppliersListParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: Supplier[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: Supplier[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/suppliers`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Creates a supplier; its code is unique.
     *
     * @tags suppliers
     * @name SuppliersCreate
     * @summary Create a supplier
     * @request POST:/suppliers
     * @secure
     */
    suppliersCreate: (
      data: SuppliersCreatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Supplier;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/suppliers`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One supplier with its address, currency, payment terms and lead time.
     *
     * @tags suppliers
     * @name SuppliersGet
     * @summary Get a supplier
     * @request GET:/suppliers/{id}
     * @secure
     */
    suppliersGet: ({ id }: SuppliersGetParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Supplier;
        },
        void | ErrorEnvelope
      >({
        path: `/suppliers/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Changes any supplier fields; deactivated suppliers take no new purchase orders. Honours If-Match.
     *
     * @tags suppliers
     * @name SuppliersUpdate
     * @summary Update a supplier
     * @request PUT:/suppliers/{id}
     * @secure
     */
    suppliersUpdate: (
      { id }: SuppliersUpdateParams,
      data: SuppliersUpdatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Supplier;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/suppliers/${id}`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description What the supplier sells: per product its SKU, unit cost and currency, lead time, minimum order quantity and whether it is the preferred supplier; by SKU, paged.
     *
     * @tags replenishment
     * @name ReplenishmentOffers
     * @summary A supplier's products
     * @request GET:/suppliers/{id}/products
     * @secure
     */
    replenishmentOffers: (
      { id, ...query }: ReplenishmentOffersParams,
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: SupplierProduct[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: SupplierProduct[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/suppliers/${id}/products`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Records the terms the supplier sells a product on (currency default the supplier's). A product has one preferred supplier: setting isPreferred unsets the previous one.
     *
     * @tags replenishment
     * @name ReplenishmentAddOffer
     * @summary Add a product to a supplier
     * @request POST:/suppliers/{id}/products
     * @secure
     */
    replenishmentAddOffer: (
      { id }: ReplenishmentAddOfferParams,
      data: ReplenishmentAddOfferPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: SupplierProduct;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/suppliers/${id}/products`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Changes the given terms; setting isPreferred unsets the previous preferred supplier of the product.
     *
     * @tags replenishment
     * @name ReplenishmentUpdateOffer
     * @summary Change a supplier's terms for a product
     * @request PUT:/suppliers/{id}/products/{productId}
     * @secure
     */
    replenishmentUpdateOffer: (
      { id, productId }: ReplenishmentUpdateOfferParams,
      data: ReplenishmentUpdateOfferPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: SupplierProduct;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/suppliers/${id}/products/${productId}`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description The supplier no longer offers the product; answers the removed offer.
     *
     * @tags replenishment
     * @name ReplenishmentRemoveOffer
     * @summary Remove a product from a supplier
     * @request DELETE:/suppliers/{id}/products/{productId}
     * @secure
     */
    replenishmentRemoveOffer: (
      { id, productId }: ReplenishmentRemoveOfferParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: SupplierProduct;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/suppliers/${id}/products/${productId}`,
        method: "DELETE",
        secure: true,
        format: "json",
        ...params,
      }),
  };
  customers = {
    /**
     * @description Customers by name, filtered by a search over name, code and e-mail and by active flag; paged.
     *
     * @tags customers
     * @name CustomersList
     * @summary List customers
     * @request GET:/customers
     * @secure
     */
    customersList: (
      query: CustomersListParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: Customer[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: Customer[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/customers`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Creates a customer; its code is unique.
     *
     * @tags customers
     * @name CustomersCreate
     * @summary Create a customer
     * @request POST:/customers
     * @secure
     */
    customersCreate: (
      data: CustomersCreatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Customer;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/customers`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One customer with billing and shipping addresses.
     *
     * @tags customers
     * @name CustomersGet
     * @summary Get a customer
     * @request GET:/customers/{id}
     * @secure
     */
    customersGet: ({ id }: CustomersGetParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Customer;
        },
        void | ErrorEnvelope
      >({
        path: `/customers/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Changes any customer fields; deactivated customers take no new sales orders. Honours If-Match.
     *
     * @tags customers
     * @name CustomersUpdate
     * @summary Update a customer
     * @request PUT:/customers/{id}
     * @secure
     */
    customersUpdate: (
      { id }: CustomersUpdateParams,
      data: CustomersUpdatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Customer;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/customers/${id}`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),
  };
  orders = {
    /**
     * @description Creates, in one transaction, one draft purchase order per preferred supplier (and currency) for the warehouse's reorder suggestions, at the supplier's unit costs. Products without a preferred supplier are listed in `unassigned`, not guessed.
     *
     * @tags replenishment
     * @name ReplenishmentOrder
     * @summary Draft purchase orders from reorder suggestions
     * @request POST:/orders/purchase-orders/from-suggestions
     * @secure
     */
    replenishmentOrder: (
      data: ReplenishmentOrderPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** The result */
          data: {
            /** Purchase orders */
            purchaseOrders: PurchaseOrder[];
            /** Suggestions without an (active) preferred supplier */
            unassigned: ReorderSuggestion[];
          };
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/orders/purchase-orders/from-suggestions`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Purchase orders, newest first, filtered by status, supplier, warehouse and dates; paged.
     *
     * @tags purchase orders
     * @name PurchaseOrdersList
     * @summary List purchase orders
     * @request GET:/orders/purchase-orders
     * @secure
     */
    purchaseOrdersList: (
      query: PurchaseOrdersListParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: PurchaseOrder[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: PurchaseOrder[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/orders/purchase-orders`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Creates a draft purchase order numbered PO-000001 without gaps; unit costs default to each product's cost price.
     *
     * @tags purchase orders
     * @name PurchaseOrdersCreate
     * @summary Create a draft purchase order
     * @request POST:/orders/purchase-orders
     * @secure
     */
    purchaseOrdersCreate: (
      data: PurchaseOrdersCreatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: PurchaseOrder;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/orders/purchase-orders`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One purchase order with its lines (ordered and received quantities), supplier, and status history.
     *
     * @tags purchase orders
     * @name PurchaseOrdersGet
     * @summary Get a purchase order with its history
     * @request GET:/orders/purchase-orders/{id}
     * @secure
     */
    purchaseOrdersGet: (
      { id }: PurchaseOrdersGetParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: PurchaseOrder;
        },
        void | ErrorEnvelope
      >({
        path: `/orders/purchase-orders/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Edits a draft (lines are replaced) or moves it draft → approved → cancelled; status changes need orders:approve. Approval fixes the exchange rate of the order's currency into the base currency in force at that moment (409 CONFLICT naming the currency when it has none). Any other change is 409 INVALID_STATE. Honours If-Match.
     *
     * @tags purchase orders
     * @name PurchaseOrdersUpdate
     * @summary Edit a draft or change its status
     * @request PUT:/orders/purchase-orders/{id}
     * @secure
     */
    purchaseOrdersUpdate: (
      { id }: PurchaseOrdersUpdateParams,
      data: PurchaseOrdersUpdatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: PurchaseOrder;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/orders/purchase-orders/${id}`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Receives lines (all remaining by default) into the order's warehouse as receipt movements valued in the base currency at the order's fixed exchange rate, re-averaging cost prices; more than remains is 409 OVER_RECEIPT.
     *
     * @tags purchase orders
     * @name PurchaseOrdersReceive
     * @summary Receive items into stock
     * @request POST:/orders/purchase-orders/{id}/receive
     * @secure
     */
    purchaseOrdersReceive: (
      { id }: PurchaseOrdersReceiveParams,
      data: PurchaseOrdersReceivePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: PurchaseOrder;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/orders/purchase-orders/${id}/receive`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Per line not fully received, the units still to receive and the location the warehouse's putaway rules suggest for them (else the location holding most of the product, else DEFAULT); with the warehouse's receiving steps and, for two steps, the receiving location the units land in first. A receipt line naming no location goes to its suggestion (one step) or to receiving with a putaway task (two steps).
     *
     * @tags purchase orders
     * @name PurchaseOrdersPutaway
     * @summary Where the units to receive belong
     * @request GET:/orders/purchase-orders/{id}/putaway
     * @secure
     */
    purchaseOrdersPutaway: (
      { id }: PurchaseOrdersPutawayParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: PurchaseOrderPutaway;
        },
        void | ErrorEnvelope
      >({
        path: `/orders/purchase-orders/${id}/putaway`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description The purchase order to send to the supplier: supplier, the warehouse to deliver to, dates, and lines with quantities, unit costs and totals in the order's currency.
     *
     * @tags purchase orders
     * @name PurchaseOrdersPdf
     * @summary Print a purchase order
     * @request GET:/orders/purchase-orders/{id}.pdf
     * @secure
     */
    purchaseOrdersPdf: (
      { id }: PurchaseOrdersPdfParams,
      params: RequestParams = {},
    ) =>
      this.request<Blob, ErrorEnvelope>({
        path: `/orders/purchase-orders/${id}.pdf`,
        method: "GET",
        secure: true,
        ...params,
      }),

    /**
     * @description Sales orders, newest first, filtered by status, customer, warehouse and dates; paged.
     *
     * @tags sales orders
     * @name SalesOrdersList
     * @summary List sales orders
     * @request GET:/orders/sales-orders
     * @secure
     */
    salesOrdersList: (
      query: SalesOrdersListParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: SalesOrder[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: SalesOrder[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/orders/sales-orders`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Creates a draft sales order numbered SO-000001 without gaps; unit prices default to each product's selling price.
     *
     * @tags sales orders
     * @name SalesOrdersCreate
     * @summary Create a draft sales order
     * @request POST:/orders/sales-orders
     * @secure
     */
    salesOrdersCreate: (
      data: SalesOrdersCreatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: SalesOrder;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/orders/sales-orders`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One sales order with its lines (ordered and shipped quantities), customer, shipments and status history.
     *
     * @tags sales orders
     * @name SalesOrdersGet
     * @summary Get a sales order with its history
     * @request GET:/orders/sales-orders/{id}
     * @secure
     */
    salesOrdersGet: (
      { id }: SalesOrdersGetParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: SalesOrder;
        },
        void | ErrorEnvelope
      >({
        path: `/orders/sales-orders/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Edits a draft (lines are replaced) or moves it draft → confirmed (allocating each line to bins, lots and serials first expiry first out; what there is not is backordered and allocated as stock arrives, by priority; version 2026-11-27 instead refuses unless every line is covered: 409 INSUFFICIENT_STOCK) → cancelled (releasing allocations to the orders waiting). priority, promisedDate and shipComplete may change until the order has shipped. Any other change is 409 INVALID_STATE. Honours If-Match.
     *
     * @tags sales orders
     * @name SalesOrdersUpdate
     * @summary Edit a draft or change its status
     * @request PUT:/orders/sales-orders/{id}
     * @secure
     */
    salesOrdersUpdate: (
      { id }: SalesOrdersUpdateParams,
      data: SalesOrdersUpdatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: SalesOrder;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/orders/sales-orders/${id}`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description What to take from where to ship 1 to 50 confirmed or partially shipped orders: the units allocated to each line, as stops grouped by location in walking order (warehouse code, then location code) with their lots and serial numbers, and the units backordered (no stock allocated). The same as a PDF: GET /orders/pick-list.pdf.
     *
     * @tags sales orders
     * @name SalesOrdersPickList
     * @summary Pick list of sales orders
     * @request GET:/orders/pick-list
     * @secure
     */
    salesOrdersPickList: (
      query: SalesOrdersPickListParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: PickList;
        },
        void | ErrorEnvelope
      >({
        path: `/orders/pick-list`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description One shipment with its carrier, tracking number and what it took per product, location, lot and serial number: the packing slip's content (as a PDF: …/packing-slip.pdf).
     *
     * @tags sales orders
     * @name SalesOrdersShipment
     * @summary Get a shipment of a sales order
     * @request GET:/orders/sales-orders/{id}/shipments/{shipmentId}
     * @secure
     */
    salesOrdersShipment: (
      { id, shipmentId }: SalesOrdersShipmentParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Shipment;
        },
        void | ErrorEnvelope
      >({
        path: `/orders/sales-orders/${id}/shipments/${shipmentId}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Ships lines (by default what is allocated to each; in version 2026-11-27 everything not yet shipped) from the order's warehouse as shipment movements at the cost of the moment (cost of goods sold). Each line takes its allocated units; units named elsewhere (a lot, a bin, serials) are taken from free stock and replace as many allocated ones (recorded as substitutions on the shipment). More than remains is 409 OVER_SHIPMENT; an order that ships complete with units backordered is 409 INVALID_STATE; units named in a bin that is not pickable (the bin, a serial, a lot with no units elsewhere), or a lot expired or short of the line's shelf-life minimum without allowExpired, is 409 CONFLICT.
     *
     * @tags sales orders
     * @name SalesOrdersShip
     * @summary Ship items (default: what is allocated)
     * @request POST:/orders/sales-orders/{id}/ship
     * @secure
     */
    salesOrdersShip: (
      { id }: SalesOrdersShipParams,
      data: SalesOrdersShipPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: SalesOrder;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/orders/sales-orders/${id}/ship`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Sets the ordered quantity of a line of a confirmed or partially shipped order, at least what has shipped: units that no longer ship are released to the orders waiting; units added are allocated, or backordered. 0 removes a line nothing has shipped from (not the last: cancel the order). Honours If-Match.
     *
     * @tags sales orders
     * @name SalesOrdersUpdateLine
     * @summary Change the quantity of a confirmed order's line
     * @request PUT:/orders/sales-orders/{id}/items/{itemId}
     * @secure
     */
    salesOrdersUpdateLine: (
      { id, itemId }: SalesOrdersUpdateLineParams,
      data: SalesOrdersUpdateLinePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: SalesOrder;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/orders/sales-orders/${id}/items/${itemId}`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Moves allocated units of a product from another confirmed order of the same warehouse (fromSalesOrderId) to this order's backordered line: the same bins and lots, now promised here; the other order's line is backordered as many. 409 INSUFFICIENT_STOCK when the other order has fewer allocated.
     *
     * @tags sales orders
     * @name SalesOrdersMoveAllocation
     * @summary Give this order units allocated to another
     * @request POST:/orders/sales-orders/{id}/allocations
     * @secure
     */
    salesOrdersMoveAllocation: (
      { id }: SalesOrdersMoveAllocationParams,
      data: SalesOrdersMoveAllocationPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: SalesOrder;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/orders/sales-orders/${id}/allocations`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description GET /orders/pick-list as a PDF for printing: the orders, then a table per location in walking order (code order) with the SKU, product, lot and expiry (first expiry first out), serial numbers, units and order of each line, then the units no stock covers. Long lists span pages.
     *
     * @tags sales orders
     * @name SalesOrdersPickListPdf
     * @summary Print the pick list of sales orders
     * @request GET:/orders/pick-list.pdf
     * @secure
     */
    salesOrdersPickListPdf: (
      query: SalesOrdersPickListPdfParams,
      params: RequestParams = {},
    ) =>
      this.request<Blob, ErrorEnvelope>({
        path: `/orders/pick-list.pdf`,
        method: "GET",
        query: query,
        secure: true,
        ...params,
      }),

    /**
     * @description The pick list PDF of one confirmed or partially shipped order (as GET /orders/pick-list.pdf?salesOrderIds={id}).
     *
     * @tags sales orders
     * @name SalesOrdersOrderPickListPdf
     * @summary Print the pick list of a sales order
     * @request GET:/orders/sales-orders/{id}/pick-list.pdf
     * @secure
     */
    salesOrdersOrderPickListPdf: (
      { id }: SalesOrdersOrderPickListPdfParams,
      params: RequestParams = {},
    ) =>
      this.request<Blob, ErrorEnvelope>({
        path: `/orders/sales-orders/${id}/pick-list.pdf`,
        method: "GET",
        secure: true,
        ...params,
      }),

    /**
     * @description The packing slip to put in the parcel: ship from and to, carrier and tracking number, and what the shipment took per product with lots and serial numbers.
     *
     * @tags sales orders
     * @name SalesOrdersPackingSlipPdf
     * @summary Print the packing slip of a shipment
     * @request GET:/orders/sales-orders/{id}/shipments/{shipmentId}/packing-slip.pdf
     * @secure
     */
    salesOrdersPackingSlipPdf: (
      { id, shipmentId }: SalesOrdersPackingSlipPdfParams,
      params: RequestParams = {},
    ) =>
      this.request<Blob, ErrorEnvelope>({
        path: `/orders/sales-orders/${id}/shipments/${shipmentId}/packing-slip.pdf`,
        method: "GET",
        secure: true,
        ...params,
      }),

    /**
     * @description Customer returns (RMAs) newest first, by warehouse and sales order, with their lines and totals; paged.
     *
     * @tags returns
     * @name ReturnsCustomerList
     * @summary List customer returns
     * @request GET:/orders/customer-returns
     * @secure
     */
    returnsCustomerList: (
      query: ReturnsCustomerListParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: CustomerReturn[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: CustomerReturn[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/orders/customer-returns`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description One customer return with its lines (condition, lot, serial number, cost and refund value) and totals.
     *
     * @tags returns
     * @name ReturnsCustomerGet
     * @summary Get a customer return
     * @request GET:/orders/customer-returns/{id}
     * @secure
     */
    returnsCustomerGet: (
      { id }: ReturnsCustomerGetParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** A customer return (RMA) of units shipped on a sales order */
          data: CustomerReturn;
        },
        void | ErrorEnvelope
      >({
        path: `/orders/customer-returns/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Records a customer return (RMA-000001, gapless) of units shipped on a shipped or partially shipped order, in one transaction: resellable units go back into stock (return_in movements at the cost recorded when shipped, with their lot and serial number), damaged ones are written off at that cost. Revenue and cost of goods sold are netted in the period of the return. More than was shipped and not yet returned is 409 OVER_RETURN.
     *
     * @tags returns
     * @name ReturnsCustomerCreate
     * @summary Take back units from a customer
     * @request POST:/orders/sales-orders/{id}/returns
     * @secure
     */
    returnsCustomerCreate: (
      { id }: ReturnsCustomerCreateParams,
      data: ReturnsCustomerCreatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** A customer return (RMA) of units shipped on a sales order */
          data: CustomerReturn;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/orders/sales-orders/${id}/returns`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Returns to suppliers (RTS) newest first, by warehouse and purchase order, with their lines and value; paged.
     *
     * @tags returns
     * @name ReturnsSupplierList
     * @summary List supplier returns
     * @request GET:/orders/supplier-returns
     * @secure
     */
    returnsSupplierList: (
      query: ReturnsSupplierListParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: SupplierReturn[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: SupplierReturn[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/orders/supplier-returns`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description One return to a supplier with its lines, where the units left from, and its value at receipt cost.
     *
     * @tags returns
     * @name ReturnsSupplierGet
     * @summary Get a supplier return
     * @request GET:/orders/supplier-returns/{id}
     * @secure
     */
    returnsSupplierGet: (
      { id }: ReturnsSupplierGetParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** A return to the supplier (RTS) of units received on a purchase order */
          data: SupplierReturn;
        },
        void | ErrorEnvelope
      >({
        path: `/orders/supplier-returns/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Records a return to the supplier (RTS-000001, gapless) of units received on a partially received or received order, in one transaction: return_out movements at the order line's unit cost, taken from stock first expiry first out within the location, lot or serials named; the product's cost price is re-averaged and purchases are netted. More than was received and not yet returned is 409 OVER_RETURN; units no longer in stock 409 INSUFFICIENT_STOCK.
     *
     * @tags returns
     * @name ReturnsSupplierCreate
     * @summary Send received units back to the supplier
     * @request POST:/orders/purchase-orders/{id}/returns
     * @secure
     */
    returnsSupplierCreate: (
      { id }: ReturnsSupplierCreateParams,
      data: ReturnsSupplierCreatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** A return to the supplier (RTS) of units received on a purchase order */
          data: SupplierReturn;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/orders/purchase-orders/${id}/returns`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),
  };
  exchangeRates = {
    /**
     * @description Rates into the base currency, newest first (by validFrom), optionally of one currency; paged. A purchase order fixes the rate in force when it is approved.
     *
     * @tags exchange-rates
     * @name ExchangeRatesList
     * @summary List exchange rates
     * @request GET:/exchange-rates
     * @secure
     */
    exchangeRatesList: (
      query: ExchangeRatesListParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: ExchangeRate[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: ExchangeRate[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/exchange-rates`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Records how many units of the base currency one unit of a currency is worth from `validFrom` (default now) until its next rate. Rates are kept, never edited: a new rate supersedes the old from its instant.
     *
     * @tags exchange-rates
     * @name ExchangeRatesCreate
     * @summary Record an exchange rate
     * @request POST:/exchange-rates
     * @secure
     */
    exchangeRatesCreate: (
      data: ExchangeRatesCreatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: ExchangeRate;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/exchange-rates`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One recorded exchange rate.
     *
     * @tags exchange-rates
     * @name ExchangeRatesGet
     * @summary Get an exchange rate
     * @request GET:/exchange-rates/{id}
     * @secure
     */
    exchangeRatesGet: (
      { id }: ExchangeRatesGetParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: ExchangeRate;
        },
        void | ErrorEnvelope
      >({
        path: `/exchange-rates/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),
  };
  landedCosts = {
    /**
     * @description Landed costs, newest first, each with its charges and its lines, optionally only those of one purchase order; a caller bound to a warehouse sees those with lines there, with those lines alone; paged.
     *
     * @tags landed-costs
     * @name LandedCostsList
     * @summary List landed costs
     * @request GET:/landed-costs
     * @secure
     */
    landedCostsList: (
      query: LandedCostsListParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: LandedCost[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: LandedCost[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/landed-costs`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Adds freight, duty, insurance or other charges (each in its currency at a rate to the base currency) to what the units of purchase orders cost, spread over their lines received and kept by value, quantity, weight or volume. Each line's share goes to its units still in stock (under FIFO the units its receipts' layers hold, else the warehouse's on hand, at most its units): their value rises by revaluation movements (and the cost price with it); the share of units gone is expensed. Products at standard cost take none into stock: their share is expensed.
     *
     * @tags landed-costs
     * @name LandedCostsCreate
     * @summary Record a landed cost
     * @request POST:/landed-costs
     * @secure
     */
    landedCostsCreate: (
      data: LandedCostsCreatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: LandedCost;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/landed-costs`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One landed cost with its charges and how each order line shared it.
     *
     * @tags landed-costs
     * @name LandedCostsGet
     * @summary Get a landed cost
     * @request GET:/landed-costs/{id}
     * @secure
     */
    landedCostsGet: (
      { id }: LandedCostsGetParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: LandedCost;
        },
        void | ErrorEnvelope
      >({
        path: `/landed-costs/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),
  };
  assemblyOrders = {
    /**
     * @description Assembly and disassembly orders newest first, by status, type, warehouse, product and a part of the number, each with its components and what is available of them; paged.
     *
     * @tags assembly-orders
     * @name AssemblyOrdersList
     * @summary List assembly orders
     * @request GET:/assembly-orders
     * @secure
     */
    assemblyOrdersList: (
      query: AssemblyOrdersListParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: AssemblyOrder[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: AssemblyOrder[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/assembly-orders`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Opens an order (AO-000001, gapless) to build units of a product from its bill of materials in a warehouse, or to take units apart (type disassembly). Its lines are the bill's components × quantity, copied now. Nothing moves until it is completed; components are not reserved meanwhile, and reorder suggestions count what open orders will consume and bring.
     *
     * @tags assembly-orders
     * @name AssemblyOrdersCreate
     * @summary Create an assembly order
     * @request POST:/assembly-orders
     * @secure
     */
    assemblyOrdersCreate: (
      data: AssemblyOrdersCreatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: AssemblyOrder;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/assembly-orders`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One order with its components, what is available of each and, once completed, their value and the value of the units.
     *
     * @tags assembly-orders
     * @name AssemblyOrdersGet
     * @summary Get an assembly order
     * @request GET:/assembly-orders/{id}
     * @secure
     */
    assemblyOrdersGet: (
      { id }: AssemblyOrdersGetParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: AssemblyOrder;
        },
        void | ErrorEnvelope
      >({
        path: `/assembly-orders/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description In one transaction: an assembly takes its components out (assembly_out movements; first expiry first out, never expired lots or units allocated to orders) and brings the units in (assembly_in) at the components' value plus the labour; a disassembly takes the units out (disassembly_out) and brings the components in (disassembly_in) at the units' value, shared by the components' cost. All or nothing: a component short is 409 INSUFFICIENT_STOCK naming it.
     *
     * @tags assembly-orders
     * @name AssemblyOrdersComplete
     * @summary Complete an assembly order
     * @request POST:/assembly-orders/{id}/complete
     * @secure
     */
    assemblyOrdersComplete: (
      { id }: AssemblyOrdersCompleteParams,
      data: AssemblyOrdersCompletePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: AssemblyOrder;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/assembly-orders/${id}/complete`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Closes an open order; nothing moves. Any other status is 409 INVALID_STATE.
     *
     * @tags assembly-orders
     * @name AssemblyOrdersCancel
     * @summary Cancel an assembly order
     * @request POST:/assembly-orders/{id}/cancel
     * @secure
     */
    assemblyOrdersCancel: (
      { id }: AssemblyOrdersCancelParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: AssemblyOrder;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/assembly-orders/${id}/cancel`,
        method: "POST",
        secure: true,
        format: "json",
        ...params,
      }),
  };
  apiKeys = {
    /**
     * @description Keys newest first, with their hint (`sr_live_…abcd`), permissions, warehouse, expiry and last use; never the keys themselves. Revoked keys only with includeRevoked=true; paged.
     *
     * @tags api-keys
     * @name ApiKeysList
     * @summary List API keys
     * @request GET:/api-keys
     * @secure
     */
    apiKeysList: (query: ApiKeysListParams = {}, params: RequestParams = {}) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: ApiKey[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: ApiKey[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/api-keys`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Creates a key for another system: `sr_live_…` (`sr_test_…` from a server not in production), a bearer token acting as the key's own service principal with the permissions given (a subset of the caller's: 403 otherwise), optionally bound to a warehouse. It expires at expiresAt, after expiresInDays, or by default after API_KEY_EXPIRY_DAYS (365), at most API_KEY_MAX_EXPIRY_DAYS (730) ahead. The key is in the response once and never again: the server keeps only its SHA-256.
     *
     * @tags api-keys
     * @name ApiKeysCreate
     * @summary Create an API key
     * @request POST:/api-keys
     * @secure
     */
    apiKeysCreate: (data: ApiKeysCreatePayload, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: CreatedApiKey;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/api-keys`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One key, without the key itself.
     *
     * @tags api-keys
     * @name ApiKeysGet
     * @summary Get an API key
     * @request GET:/api-keys/{id}
     * @secure
     */
    apiKeysGet: ({ id }: ApiKeysGetParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: ApiKey;
        },
        void | ErrorEnvelope
      >({
        path: `/api-keys/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Revokes the key at once: its secrets are refused from the next request (within SESSION_CACHE_TTL_MS on other server processes). Revoking again changes nothing.
     *
     * @tags api-keys
     * @name ApiKeysRevoke
     * @summary Revoke an API key
     * @request DELETE:/api-keys/{id}
     * @secure
     */
    apiKeysRevoke: ({ id }: ApiKeysRevokeParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: ApiKey;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/api-keys/${id}`,
        method: "DELETE",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Gives the key a new secret, in the response once, with the same id, principal, permissions and warehouse, expiring at expiresAt, after expiresInDays or after API_KEY_EXPIRY_DAYS (an expired key is renewed so). The replaced secret works expireOldInHours more (default 0: refused from the next request; within SESSION_CACHE_TTL_MS on other server processes). A revoked key is 409 INVALID_STATE.
     *
     * @tags api-keys
     * @name ApiKeysRoll
     * @summary Roll an API key
     * @request POST:/api-keys/{id}/roll
     * @secure
     */
    apiKeysRoll: (
      { id }: ApiKeysRollParams,
      data: ApiKeysRollPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: CreatedApiKey;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/api-keys/${id}/roll`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),
  };
  events = {
    /**
     * @description Events after a sequence number, oldest first: stock changes, products, order and transfer status changes, receipts and shipments, each written in the transaction of its change. Poll with after=<next of the previous answer>: events are numbered gapless in the order they became visible, so a consumer never misses one or reads one twice. Kept EVENT_RETENTION_DAYS days. Not for callers bound to a warehouse (403): events are not filtered by warehouse yet.
     *
     * @tags events
     * @name EventsFeed
     * @summary Read the event feed
     * @request GET:/events
     * @secure
     */
    eventsFeed: (query: EventsFeedParams = {}, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: EventFeed;
        },
        void | ErrorEnvelope
      >({
        path: `/events`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),
  };
  webhooks = {
    /**
     * @description Subscriptions newest first, never their secrets; one Stockroom switched off shows why in disabledReason; paged. Not for callers bound to a warehouse (403): webhooks carry every warehouse's events.
     *
     * @tags webhooks
     * @name WebhooksList
     * @summary List webhooks
     * @request GET:/webhooks
     * @secure
     */
    webhooksList: (
      query: WebhooksListParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: Webhook[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: Webhook[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/webhooks`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Subscribes a URL to event types. Every event committed from now on is POSTed to it, signed with the secret in this response (shown once): headers Stockroom-Signature (t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">), Stockroom-Event-Id and Stockroom-Event-Type. A 2xx within 10 s is success; otherwise retried with exponential backoff and jitter for WEBHOOK_RETRY_HOURS (72). One subject's events (a product's, an order's) arrive in sequence order. URLs of link-local or cloud metadata addresses and names are refused (400), and so are private and loopback addresses unless WEBHOOK_ALLOW_PRIVATE_URLS=true. Not for callers bound to a warehouse (403): webhooks carry every warehouse's events.
     *
     * @tags webhooks
     * @name WebhooksCreate
     * @summary Create a webhook
     * @request POST:/webhooks
     * @secure
     */
    webhooksCreate: (data: WebhooksCreatePayload, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: CreatedWebhook;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/webhooks`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One subscription, without its secret. Not for callers bound to a warehouse (403): webhooks carry every warehouse's events.
     *
     * @tags webhooks
     * @name WebhooksGet
     * @summary Get a webhook
     * @request GET:/webhooks/{id}
     * @secure
     */
    webhooksGet: ({ id }: WebhooksGetParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Webhook;
        },
        void | ErrorEnvelope
      >({
        path: `/webhooks/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Changes the URL, event types, description or isActive; isActive=true switches a subscription back on and clears disabledReason. Not for callers bound to a warehouse (403): webhooks carry every warehouse's events.
     *
     * @tags webhooks
     * @name WebhooksUpdate
     * @summary Update a webhook
     * @request PUT:/webhooks/{id}
     * @secure
     */
    webhooksUpdate: (
      { id }: WebhooksUpdateParams,
      data: WebhooksUpdatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Webhook;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/webhooks/${id}`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Removes the subscription and its deliveries: nothing more is sent to it. Not for callers bound to a warehouse (403): webhooks carry every warehouse's events.
     *
     * @tags webhooks
     * @name WebhooksDelete
     * @summary Delete a webhook
     * @request DELETE:/webhooks/{id}
     * @secure
     */
    webhooksDelete: (
      { id }: WebhooksDeleteParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Webhook;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/webhooks/${id}`,
        method: "DELETE",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description A subscription's deliveries newest first: status, attempts, next attempt, last response code, latency and error; paged. Not for callers bound to a warehouse (403): webhooks carry every warehouse's events.
     *
     * @tags webhooks
     * @name WebhooksDeliveries
     * @summary List deliveries
     * @request GET:/webhooks/{id}/deliveries
     * @secure
     */
    webhooksDeliveries: (
      { id, ...query }: WebhooksDeliveriesParams,
      params: RequestParams = {},
    ) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: WebhookDelivery[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: WebhookDelivery[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/webhooks/${id}/deliveries`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Sends the delivery's event again, at once, as a new delivery of its own (answered), outside its subject's order and retried for a retry period of its own; receivers tell a repeat by Stockroom-Event-Id. Not for callers bound to a warehouse (403): webhooks carry every warehouse's events.
     *
     * @tags webhooks
     * @name WebhooksRedeliver
     * @summary Redeliver
     * @request POST:/webhooks/{id}/deliveries/{deliveryId}/redeliver
     * @secure
     */
    webhooksRedeliver: (
      { id, deliveryId }: WebhooksRedeliverParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: WebhookDelivery;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/webhooks/${id}/deliveries/${deliveryId}/redeliver`,
        method: "POST",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Sends the subscription a test event of type ping (data {webhookId, message}; never in the event feed), signed like every delivery, through the normal delivery path: answers the delivery, pending, whose progress shows in the subscription's deliveries. A switched-off subscription is 409 INVALID_STATE. Not for callers bound to a warehouse (403): webhooks carry every warehouse's events.
     *
     * @tags webhooks
     * @name WebhooksPing
     * @summary Ping a webhook
     * @request POST:/webhooks/{id}/ping
     * @secure
     */
    webhooksPing: (
      { id }: WebhooksPingParams,
      data: WebhooksPingPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: WebhookDelivery;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/webhooks/${id}/ping`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Gives the subscription a new signing secret, in this response once (like creation; never shown again, nor the replaced one). For expireOldInHours (0 to 168, default 24) every delivery carries both signatures, the new first: Stockroom-Signature t=<unix seconds>,v1=<new>,v1=<old>; after that (at once with 0) only the new one. A receiver accepts either secret during the window, then only the new (docs/INTEGRATION.md). Rotating again during a window starts a new window for the secret it replaces; the oldest stops signing at once. Not for callers bound to a warehouse (403): webhooks carry every warehouse's events.
     *
     * @tags webhooks
     * @name WebhooksRotateSecret
     * @summary Rotate a webhook secret
     * @request POST:/webhooks/{id}/rotate-secret
     * @secure
     */
    webhooksRotateSecret: (
      { id }: WebhooksRotateSecretParams,
      data: WebhooksRotateSecretPayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: CreatedWebhook;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/webhooks/${id}/rotate-secret`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Sends again every event numbered after afterSequence up to untilSequence (the sequence of the event feed and of each delivered body; at most 1000 numbers per call, 400 beyond) of the subscription's event types that was delivered or attempted to it before, each as a new delivery of its own like a single redelivery (at once, outside its subject's order, same Stockroom-Event-Id); answers how many were scheduled. Events it never got (before it started, while it was switched off) are not sent. Not for callers bound to a warehouse (403): webhooks carry every warehouse's events.
     *
     * @tags webhooks
     * @name WebhooksRedeliverRange
     * @summary Redeliver a range of events
     * @request POST:/webhooks/{id}/redeliver
     * @secure
     */
    webhooksRedeliverRange: (
      { id }: WebhooksRedeliverRangeParams,
      data: WebhooksRedeliverRangePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: WebhookRangeRedeliveryResult;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/webhooks/${id}/redeliver`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),
  };
  lookup = {
    /**
     * @description What a barcode, SKU, document number (PO-, SO-, TR-, CC-) or location code names, among the records the caller may read: products (SKU in any case, exact barcode, or a GTIN of the product or one of its packs) first, then purchase orders, sales orders, transfers, counts and locations. A GS1 element string (GS1-128, DataMatrix or QR, with or without symbology identifier, or with parentheses) is read: `gs1` gives its elements and `item` the product, pack, quantity, lot, expiry and serial it carries. An unknown code gives an empty list; a malformed GS1 string is a 400 naming the part that failed.
     *
     * @tags lookup
     * @name LookupCode
     * @summary Look up a scanned code
     * @request GET:/lookup
     * @secure
     */
    lookupCode: (query: LookupCodeParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: LookupResult;
        },
        void | ErrorEnvelope
      >({
        path: `/lookup`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),
  };
  users = {
    /**
     * @description Users by name with role, warehouse binding and last login; paged.
     *
     * @tags users
     * @name UsersList
     * @summary List users
     * @request GET:/users
     * @secure
     */
    usersList: (query: UsersListParams = {}, params: RequestParams = {}) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: UserListItem[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: UserListItem[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/users`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Creates a user with a role and optionally a warehouse binding; e-mails are unique in any case.
     *
     * @tags users
     * @name UsersCreate
     * @summary Create a user
     * @request POST:/users
     * @secure
     */
    usersCreate: (data: UsersCreatePayload, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: User;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/users`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One user with role, permissions and warehouse binding.
     *
     * @tags users
     * @name UsersGet
     * @summary Get a user
     * @request GET:/users/{id}
     * @secure
     */
    usersGet: ({ id }: UsersGetParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: User;
        },
        void | ErrorEnvelope
      >({
        path: `/users/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Changes name, e-mail, role, warehouse, password or active flag; role, warehouse, password and deactivation revoke the user's tokens. The last active admin cannot be demoted (409). Honours If-Match.
     *
     * @tags users
     * @name UsersUpdate
     * @summary Update a user
     * @request PUT:/users/{id}
     * @secure
     */
    usersUpdate: (
      { id }: UsersUpdateParams,
      data: UsersUpdatePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: User;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/users/${id}`,
        method: "PUT",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description Deactivates a user and revokes its tokens; nobody can deactivate themselves or the last active admin (409).
     *
     * @tags users
     * @name UsersDeactivate
     * @summary Deactivate a user
     * @request DELETE:/users/{id}
     * @secure
     */
    usersDeactivate: (
      { id }: UsersDeactivateParams,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: User;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/users/${id}`,
        method: "DELETE",
        secure: true,
        format: "json",
        ...params,
      }),
  };
  analytics = {
    /**
     * @description Headline figures for a period (default the last 30 days): products, stock units and value, low and out of stock counts, open orders, sales, top products and recent movements.
     *
     * @tags analytics
     * @name AnalyticsDashboard
     * @summary Dashboard metrics
     * @request GET:/analytics/dashboard
     * @secure
     */
    analyticsDashboard: (
      query: AnalyticsDashboardParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: DashboardReport;
        },
        void | ErrorEnvelope
      >({
        path: `/analytics/dashboard`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Inventory value at cost from the ledger, turnover and days on hand over the period, and dead stock, optionally for one warehouse.
     *
     * @tags analytics
     * @name AnalyticsInventory
     * @summary Inventory report: valuation, turnover, days on hand, dead stock
     * @request GET:/analytics/inventory
     * @secure
     */
    analyticsInventory: (
      query: AnalyticsInventoryParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: InventoryReport;
        },
        void | ErrorEnvelope
      >({
        path: `/analytics/inventory`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Revenue and units shipped over the period as a series grouped by day, week or month, with top products and top customers.
     *
     * @tags analytics
     * @name AnalyticsSales
     * @summary Sales report
     * @request GET:/analytics/sales
     * @secure
     */
    analyticsSales: (
      query: AnalyticsSalesParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: SalesReport;
        },
        void | ErrorEnvelope
      >({
        path: `/analytics/sales`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Revenue, cost of goods sold, margin, purchases and inventory value at the start and end of the period, so that end = start + purchases − COGS + adjustments.
     *
     * @tags analytics
     * @name AnalyticsFinancial
     * @summary Financial report: revenue, COGS, margin, purchases, inventory value
     * @request GET:/analytics/financial
     * @secure
     */
    analyticsFinancial: (
      query: AnalyticsFinancialParams = {},
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: FinancialReport;
        },
        void | ErrorEnvelope
      >({
        path: `/analytics/financial`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),
  };
  tasks = {
    /**
     * @description Putaway, replenishment, pick, count and move tasks. assignee=me lists the caller's work: their assigned and in-progress tasks first, then the open tasks anyone may claim; then by priority (highest first), due time, and the walking order of the source location (sequence, then code). Filters by warehouse, status (a comma-separated list), type and wave; paged.
     *
     * @tags tasks
     * @name TasksList
     * @summary List tasks in queue order
     * @request GET:/tasks
     * @secure
     */
    tasksList: (query: TasksListParams = {}, params: RequestParams = {}) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: Task[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: Task[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/tasks`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description A move task (units of a product from one location to another) or a count task (count the product at a location; quantity the units expected, none for a blind count), open for anyone to claim or assigned at once.
     *
     * @tags tasks
     * @name TasksCreate
     * @summary Make a move or count task
     * @request POST:/tasks
     * @secure
     */
    tasksCreate: (data: TasksCreatePayload, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Task;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/tasks`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One task with its product, lot, source and destination codes and assignee.
     *
     * @tags tasks
     * @name TasksGet
     * @summary Get a task
     * @request GET:/tasks/{id}
     * @secure
     */
    tasksGet: ({ id }: TasksGetParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Task;
        },
        void | ErrorEnvelope
      >({
        path: `/tasks/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description The open task becomes assigned to the caller, in one guarded update: two people claiming at once never share a task; the one who comes second gets 409 CONFLICT "Task already claimed".
     *
     * @tags tasks
     * @name TasksClaim
     * @summary Claim an open task
     * @request POST:/tasks/{id}/claim
     * @secure
     */
    tasksClaim: ({ id }: TasksClaimParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Task;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/tasks/${id}/claim`,
        method: "POST",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description The assignee, or a manager, gives an assigned or in-progress task back: it is open again for anyone to claim.
     *
     * @tags tasks
     * @name TasksRelease
     * @summary Give a task back
     * @request POST:/tasks/{id}/release
     * @secure
     */
    tasksRelease: ({ id }: TasksReleaseParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Task;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/tasks/${id}/release`,
        method: "POST",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description The assignee starts an assigned task (in_progress). Optional: completing an assigned task starts it too.
     *
     * @tags tasks
     * @name TasksStart
     * @summary Start a task
     * @request POST:/tasks/{id}/start
     * @secure
     */
    tasksStart: ({ id }: TasksStartParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Task;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/tasks/${id}/start`,
        method: "POST",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description The assignee reports the work done with what they scanned: the source location (409 CONFLICT "Wrong location: scan <CODE>" when it is not the task's), the destination (a putaway may go to another active location that is not a receiving one), the units done (at most the task's; fewer is a short move) and the lot or serials. Putaway, replenishment and move relocate the units through the ledger exactly as POST /inventory/relocations; a count posts the variance at the location as an adjustment (reason Cycle count).
     *
     * @tags tasks
     * @name TasksComplete
     * @summary Complete a task
     * @request POST:/tasks/{id}/complete
     * @secure
     */
    tasksComplete: (
      { id }: TasksCompleteParams,
      data: TasksCompletePayload,
      params: RequestParams = {},
    ) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Task;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/tasks/${id}/complete`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description An open or assigned task is cancelled (a wave's pick tasks are cancelled with their wave).
     *
     * @tags tasks
     * @name TasksCancel
     * @summary Cancel a task
     * @request POST:/tasks/{id}/cancel
     * @secure
     */
    tasksCancel: ({ id }: TasksCancelParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          data: Task;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/tasks/${id}/cancel`,
        method: "POST",
        secure: true,
        format: "json",
        ...params,
      }),
  };
  picking = {
    /**
     * @description Waves newest first, with their order and task counts; filters by warehouse and status; a warehouse-bound caller sees its own warehouse's only; paged.
     *
     * @tags picking
     * @name WavesList
     * @summary List waves
     * @request GET:/picking/waves
     * @secure
     */
    wavesList: (query: WavesListParams = {}, params: RequestParams = {}) =>
      this.request<
        | {
            /** true with data, false with error */
            success: true;
            /** The page's items */
            data: Wave[];
            /** Paging of list form A */
            meta: ListMeta;
          }
        | {
            /** true with data, false with error */
            success: true;
            /** The result */
            data: {
              /** The page's items */
              items: Wave[];
              /** Paging of list form B */
              pagination: Pagination;
            };
          },
        void | ErrorEnvelope
      >({
        path: `/picking/waves`,
        method: "GET",
        query: query,
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description Takes ready sales orders of one warehouse (confirmed or partially shipped, with allocated units to pick, not shipping complete with units backordered, in no open wave): the list given, or up to maxOrders (default 20) by priority, promised date, order date and number, optionally only those promised by a day or with units in a zone. Each order gets a cart slot; every allocated unit gets a pick task to the packing location, per order line and bin, lot and serial (batch) or per product and bin, lot and serial (zone). Numbered WV-000001 without gaps. 409 CONFLICT when the warehouse has no packing location, a chosen order is not ready (details name each with the reason), or no order is.
     *
     * @tags picking
     * @name WavesCreate
     * @summary Build a wave of sales orders
     * @request POST:/picking/waves
     * @secure
     */
    wavesCreate: (data: WavesCreatePayload, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** A wave with its orders in their cart slots and its pick tasks in walking order (decision 0022 point 6). */
          data: WaveDetail;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/picking/waves`,
        method: "POST",
        body: data,
        secure: true,
        type: ContentType.Json,
        format: "json",
        ...params,
      }),

    /**
     * @description One wave with its orders in their cart slots (number, customer) and its pick tasks in walking order: zone, then location sequence and code.
     *
     * @tags picking
     * @name WavesGet
     * @summary Get a wave with its orders and pick tasks
     * @request GET:/picking/waves/{id}
     * @secure
     */
    wavesGet: ({ id }: WavesGetParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** A wave with its orders in their cart slots and its pick tasks in walking order (decision 0022 point 6). */
          data: WaveDetail;
        },
        void | ErrorEnvelope
      >({
        path: `/picking/waves/${id}`,
        method: "GET",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description An open or picking wave is cancelled with its tasks not yet started; allocations stay as they are (units already at packing stay allocated there), and the orders may go into another wave. 409 INVALID_STATE when the wave is picked or cancelled.
     *
     * @tags picking
     * @name WavesCancel
     * @summary Cancel a wave
     * @request POST:/picking/waves/{id}/cancel
     * @secure
     */
    wavesCancel: ({ id }: WavesCancelParams, params: RequestParams = {}) =>
      this.request<
        {
          /** true with data, false with error */
          success: true;
          /** A wave with its orders in their cart slots and its pick tasks in walking order (decision 0022 point 6). */
          data: WaveDetail;
          /** What was done, in words */
          message: string;
        },
        ErrorEnvelope
      >({
        path: `/picking/waves/${id}/cancel`,
        method: "POST",
        secure: true,
        format: "json",
        ...params,
      }),

    /**
     * @description The wave's pick list as a PDF: Code 128 of the wave number, the orders in their cart slots, then the pick tasks in walking order in a table per zone, each with the location, SKU, product, lot and expiry, serial, units and cart slot.
     *
     * @tags picking
     * @name WavesPickListPdf
     * @summary Print the pick list of a wave
     * @request GET:/picking/waves/{id}/pick-list.pdf
     * @secure
     */
    wavesPickListPdf: (
      { id }: WavesPickListPdfParams,
      params: RequestParams = {},
    ) =>
      this.request<Blob, ErrorEnvelope>({
        path: `/picking/waves/${id}/pick-list.pdf`,
        method: "GET",
        secure: true,
        ...params,
      }),

    /**
     * @description One label per order of the wave, in cart slot order: the slot and the customer, Code 128 of the order number, the wave number. size=a4 (default) lays 24 labels of 70 × 37 mm on each A4 page, size=62mm gives one 62 × 29 mm label per page.
     *
     * @tags picking
     * @name WavesCartLabelsPdf
     * @summary Print the cart labels of a wave
     * @request GET:/picking/waves/{id}/cart-labels.pdf
     * @secure
     */
    wavesCartLabelsPdf: (
      { id, ...query }: WavesCartLabelsPdfParams,
      params: RequestParams = {},
    ) =>
      this.request<Blob, ErrorEnvelope>({
        path: `/picking/waves/${id}/cart-labels.pdf`,
        method: "GET",
        query: query,
        secure: true,
        ...params,
      }),
  };
}
