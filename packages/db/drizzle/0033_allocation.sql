CREATE TYPE "public"."hold_status" AS ENUM('active', 'converted', 'released', 'expired');--> statement-breakpoint
CREATE TABLE "allocations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"balance_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"sales_order_item_id" uuid,
	"hold_id" uuid,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allocations_quantity_positive" CHECK ("allocations"."quantity" > 0),
	CONSTRAINT "allocations_one_owner" CHECK (num_nonnulls("allocations"."sales_order_item_id", "allocations"."hold_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "stock_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"reference" text,
	"lines" jsonb NOT NULL,
	"status" "hold_status" DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sales_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "ship_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "min_remaining_shelf_life_days" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "is_pickable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_remaining_shelf_life_days" integer;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "allocated_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "promised_date" date;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "ship_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "substitutions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_balance_id_stock_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."stock_balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_sales_order_item_id_sales_order_items_id_fk" FOREIGN KEY ("sales_order_item_id") REFERENCES "public"."sales_order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_hold_id_stock_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."stock_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allocations_balance_item_unique" ON "allocations" USING btree ("balance_id","sales_order_item_id") WHERE "allocations"."sales_order_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "allocations_balance_hold_unique" ON "allocations" USING btree ("balance_id","hold_id") WHERE "allocations"."hold_id" is not null;--> statement-breakpoint
CREATE INDEX "allocations_item_idx" ON "allocations" USING btree ("sales_order_item_id");--> statement-breakpoint
CREATE INDEX "allocations_hold_idx" ON "allocations" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "allocations_level_idx" ON "allocations" USING btree ("product_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_holds_active_expiry_idx" ON "stock_holds" USING btree ("expires_at") WHERE "stock_holds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "sales_order_items_waiting_idx" ON "sales_order_items" USING btree ("product_id") WHERE "sales_order_items"."quantity" > "sales_order_items"."shipped_quantity" + "sales_order_items"."allocated_quantity";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_min_remaining_shelf_life" CHECK ("customers"."min_remaining_shelf_life_days" is null or "customers"."min_remaining_shelf_life_days" between 0 and 36500);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_min_remaining_shelf_life" CHECK ("products"."min_remaining_shelf_life_days" is null or "products"."min_remaining_shelf_life_days" between 0 and 36500);--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_allocated_within_open" CHECK ("sales_order_items"."allocated_quantity" >= 0 and "sales_order_items"."shipped_quantity" + "sales_order_items"."allocated_quantity" <= "sales_order_items"."quantity");--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_priority_range" CHECK ("sales_orders"."priority" between 0 and 9);--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_reserved_within_on_hand" CHECK ("stock_balances"."reserved" >= 0 and "stock_balances"."reserved" <= "stock_balances"."on_hand");--> statement-breakpoint
-- Orders confirmed before allocation reserved units of their warehouse only (decision 0020): each open
-- line is allocated to balances in picking order (unexpired lots first expiry first out, then expired
-- ones), lines by order date and number: the overlap of the two running sums is what a line takes of a balance.
INSERT INTO "allocations" ("id", "balance_id", "product_id", "warehouse_id", "sales_order_item_id", "quantity")
WITH "open_lines" AS (
  SELECT i."id", i."product_id", o."warehouse_id", i."quantity" - i."shipped_quantity" AS "open",
    sum(i."quantity" - i."shipped_quantity") OVER (PARTITION BY i."product_id", o."warehouse_id" ORDER BY o."order_date", o."number", i."id") AS "upto"
  FROM "sales_order_items" i JOIN "sales_orders" o ON o."id" = i."sales_order_id"
  WHERE o."status" IN ('confirmed', 'partially_shipped') AND i."quantity" > i."shipped_quantity"
), "ordered_balances" AS (
  SELECT b."id", b."product_id", b."warehouse_id", b."on_hand",
    sum(b."on_hand") OVER (PARTITION BY b."product_id", b."warehouse_id" ORDER BY coalesce(l."expiry_date" < current_date, false), l."expiry_date" ASC NULLS LAST, l."created_at", b."created_at", b."id") AS "upto"
  FROM "stock_balances" b LEFT JOIN "lots" l ON l."id" = b."lot_id"
  WHERE b."on_hand" > 0
)
SELECT gen_random_uuid(), b."id", b."product_id", b."warehouse_id", ln."id",
  least(ln."upto", b."upto") - greatest(ln."upto" - ln."open", b."upto" - b."on_hand")
FROM "open_lines" ln JOIN "ordered_balances" b ON b."product_id" = ln."product_id" AND b."warehouse_id" = ln."warehouse_id"
WHERE least(ln."upto", b."upto") > greatest(ln."upto" - ln."open", b."upto" - b."on_hand");--> statement-breakpoint
UPDATE "stock_balances" b SET "reserved" = a."units"
FROM (SELECT "balance_id", sum("quantity")::int AS "units" FROM "allocations" GROUP BY "balance_id") a
WHERE b."id" = a."balance_id";--> statement-breakpoint
UPDATE "sales_order_items" i SET "allocated_quantity" = a."units"
FROM (SELECT "sales_order_item_id", sum("quantity")::int AS "units" FROM "allocations" GROUP BY "sales_order_item_id") a
WHERE i."id" = a."sales_order_item_id";--> statement-breakpoint
UPDATE "inventory_levels" lv SET "reserved" = coalesce((SELECT sum(b."reserved")::int FROM "stock_balances" b WHERE b."product_id" = lv."product_id" AND b."warehouse_id" = lv."warehouse_id"), 0)
WHERE lv."reserved" > 0;
