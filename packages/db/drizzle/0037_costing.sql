CREATE TYPE "public"."costing_method" AS ENUM('average', 'fifo');--> statement-breakpoint
CREATE TABLE "cost_layers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cost_layers_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"lot_id" uuid,
	"movement_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"value" numeric NOT NULL,
	"remaining" integer NOT NULL,
	"remaining_value" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_layers_quantities" CHECK ("cost_layers"."quantity" > 0 and "cost_layers"."remaining" between 0 and "cost_layers"."quantity"),
	CONSTRAINT "cost_layers_values" CHECK ("cost_layers"."value" >= 0 and "cost_layers"."remaining_value" between 0 and "cost_layers"."value" and ("cost_layers"."remaining" > 0 or "cost_layers"."remaining_value" = 0))
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "value" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "value" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "costing_method" "costing_method" DEFAULT 'average' NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_layers" ADD CONSTRAINT "cost_layers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_layers" ADD CONSTRAINT "cost_layers_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_layers" ADD CONSTRAINT "cost_layers_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_layers" ADD CONSTRAINT "cost_layers_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_layers_open_idx" ON "cost_layers" USING btree ("product_id","warehouse_id","lot_id","sequence") WHERE "cost_layers"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "cost_layers_movement_idx" ON "cost_layers" USING btree ("movement_id");