CREATE TABLE "landed_cost_charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"landed_cost_id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"base_amount" numeric NOT NULL,
	CONSTRAINT "landed_cost_charges_type" CHECK ("landed_cost_charges"."type" in ('freight', 'duty', 'insurance', 'other')),
	CONSTRAINT "landed_cost_charges_amount" CHECK ("landed_cost_charges"."amount" > 0 and "landed_cost_charges"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "landed_cost_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"landed_cost_id" uuid NOT NULL,
	"purchase_order_item_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"basis" numeric NOT NULL,
	"amount" numeric NOT NULL,
	"units_in_stock" integer NOT NULL,
	"capitalized" numeric NOT NULL,
	"expensed" numeric NOT NULL,
	CONSTRAINT "landed_cost_lines_units" CHECK ("landed_cost_lines"."units" > 0 and "landed_cost_lines"."units_in_stock" between 0 and "landed_cost_lines"."units"),
	CONSTRAINT "landed_cost_lines_split" CHECK ("landed_cost_lines"."amount" >= 0 and "landed_cost_lines"."capitalized" >= 0 and "landed_cost_lines"."expensed" >= 0 and "landed_cost_lines"."capitalized" + "landed_cost_lines"."expensed" = "landed_cost_lines"."amount")
);
--> statement-breakpoint
CREATE TABLE "landed_costs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"allocation" text NOT NULL,
	"total" numeric NOT NULL,
	"capitalized" numeric NOT NULL,
	"expensed" numeric NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landed_costs_allocation" CHECK ("landed_costs"."allocation" in ('value', 'quantity', 'weight', 'volume')),
	CONSTRAINT "landed_costs_split" CHECK ("landed_costs"."total" > 0 and "landed_costs"."capitalized" >= 0 and "landed_costs"."expensed" >= 0 and "landed_costs"."capitalized" + "landed_costs"."expensed" = "landed_costs"."total")
);
--> statement-breakpoint
ALTER TABLE "landed_cost_charges" ADD CONSTRAINT "landed_cost_charges_landed_cost_id_landed_costs_id_fk" FOREIGN KEY ("landed_cost_id") REFERENCES "public"."landed_costs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landed_cost_lines" ADD CONSTRAINT "landed_cost_lines_landed_cost_id_landed_costs_id_fk" FOREIGN KEY ("landed_cost_id") REFERENCES "public"."landed_costs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landed_cost_lines" ADD CONSTRAINT "landed_cost_lines_purchase_order_item_id_purchase_order_items_id_fk" FOREIGN KEY ("purchase_order_item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landed_cost_lines" ADD CONSTRAINT "landed_cost_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landed_cost_lines" ADD CONSTRAINT "landed_cost_lines_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landed_costs" ADD CONSTRAINT "landed_costs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landed_cost_charges_landed_cost_idx" ON "landed_cost_charges" USING btree ("landed_cost_id");--> statement-breakpoint
CREATE INDEX "landed_cost_lines_landed_cost_idx" ON "landed_cost_lines" USING btree ("landed_cost_id");--> statement-breakpoint
CREATE INDEX "landed_cost_lines_item_idx" ON "landed_cost_lines" USING btree ("purchase_order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "landed_costs_number_unique" ON "landed_costs" USING btree ("number");--> statement-breakpoint
CREATE INDEX "landed_costs_created_idx" ON "landed_costs" USING btree ("created_at");