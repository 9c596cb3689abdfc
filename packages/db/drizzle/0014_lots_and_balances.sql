-- Lots, stock balances at the finest grain, and the grain of every movement (decision 0015).
ALTER TYPE "public"."movement_type" ADD VALUE 'relocation_out';--> statement-breakpoint
ALTER TYPE "public"."movement_type" ADD VALUE 'relocation_in';--> statement-breakpoint
CREATE TABLE "lots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"lot_number" text NOT NULL,
	"expiry_date" date,
	"manufactured_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_id_product_unique" UNIQUE("id","product_id")
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"lot_id" uuid,
	"serial_number" text,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_grain_unique" UNIQUE NULLS NOT DISTINCT("product_id","warehouse_id","location_id","lot_id","serial_number"),
	CONSTRAINT "stock_balances_on_hand_non_negative" CHECK ("stock_balances"."on_hand" >= 0),
	CONSTRAINT "stock_balances_serial_single_unit" CHECK ("stock_balances"."serial_number" is null or "stock_balances"."on_hand" <= 1)
);
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_id_warehouse_unique" UNIQUE("id","warehouse_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "lot_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "serial_number" text;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_location_fk" FOREIGN KEY ("location_id","warehouse_id") REFERENCES "public"."locations"("id","warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_lot_fk" FOREIGN KEY ("lot_id","product_id") REFERENCES "public"."lots"("id","product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lots_product_lot_number_unique" ON "lots" USING btree ("product_id","lot_number");--> statement-breakpoint
CREATE INDEX "lots_expiry_idx" ON "lots" USING btree ("expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balances_serial_in_stock_unique" ON "stock_balances" USING btree ("product_id","serial_number") WHERE "stock_balances"."serial_number" is not null and "stock_balances"."on_hand" > 0;--> statement-breakpoint
CREATE INDEX "stock_balances_warehouse_location_idx" ON "stock_balances" USING btree ("warehouse_id","location_id");--> statement-breakpoint
CREATE INDEX "stock_balances_lot_idx" ON "stock_balances" USING btree ("lot_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_lot_idx" ON "stock_movements" USING btree ("lot_id") WHERE "stock_movements"."lot_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_movements_serial_idx" ON "stock_movements" USING btree ("product_id","serial_number") WHERE "stock_movements"."serial_number" is not null;
--> statement-breakpoint
-- Every level becomes a balance at its warehouse's default location, with no lot and no serial.
INSERT INTO "stock_balances" ("id", "product_id", "warehouse_id", "location_id", "on_hand", "created_at", "updated_at")
SELECT gen_random_uuid(), l."product_id", l."warehouse_id", loc."id", l."on_hand", l."updated_at", l."updated_at"
FROM "inventory_levels" l JOIN "locations" loc ON loc."warehouse_id" = l."warehouse_id" AND loc."code" = 'DEFAULT';
--> statement-breakpoint
-- The movements of that stock happened at the default location: the ledger of every balance sums to it.
-- The ledger is append-only; this one backfill of a new column is the exception.
ALTER TABLE "stock_movements" DISABLE TRIGGER "stock_movements_append_only";
--> statement-breakpoint
UPDATE "stock_movements" m SET "location_id" = loc."id" FROM "locations" loc WHERE loc."warehouse_id" = m."warehouse_id" AND loc."code" = 'DEFAULT';
--> statement-breakpoint
ALTER TABLE "stock_movements" ENABLE TRIGGER "stock_movements_append_only";
