CREATE TABLE "stock_movement_daily" (
	"day" date NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"type" "movement_type" NOT NULL,
	"movements" integer NOT NULL,
	"quantity" integer NOT NULL,
	"value" numeric(16, 2) NOT NULL,
	CONSTRAINT "stock_movement_daily_day_warehouse_id_product_id_type_pk" PRIMARY KEY("day","warehouse_id","product_id","type")
);
--> statement-breakpoint
ALTER TABLE "inventory_levels" ADD COLUMN "last_outbound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "value" numeric(16, 2) GENERATED ALWAYS AS (round("stock_movements"."quantity" * coalesce("stock_movements"."unit_cost", 0), 2)) STORED;--> statement-breakpoint
ALTER TABLE "stock_movement_daily" ADD CONSTRAINT "stock_movement_daily_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement_daily" ADD CONSTRAINT "stock_movement_daily_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movement_daily_product_idx" ON "stock_movement_daily" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_movements_type_created_idx" ON "stock_movements" USING btree ("type","created_at");