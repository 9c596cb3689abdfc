CREATE TYPE "public"."count_status" AS ENUM('open', 'approved', 'cancelled');--> statement-breakpoint
CREATE TABLE "stock_count_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL,
	"counted_quantity" integer NOT NULL,
	"book_quantity" integer NOT NULL,
	"counted_by" uuid,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"count_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"lot_id" uuid,
	"serial_number" text,
	"expected_quantity" integer NOT NULL,
	"counted_quantity" integer,
	"book_quantity" integer,
	"counted_by" uuid,
	"counted_at" timestamp with time zone,
	"variance_quantity" integer,
	"unit_cost" numeric(14, 4),
	"variance_value" numeric,
	CONSTRAINT "stock_count_lines_grain_unique" UNIQUE NULLS NOT DISTINCT("count_id","product_id","location_id","lot_id","serial_number"),
	CONSTRAINT "stock_count_lines_quantities" CHECK ("stock_count_lines"."expected_quantity" >= 0 and "stock_count_lines"."counted_quantity" >= 0 and "stock_count_lines"."book_quantity" >= 0),
	CONSTRAINT "stock_count_lines_counted" CHECK (("stock_count_lines"."counted_quantity" is null) = ("stock_count_lines"."counted_at" is null))
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"location_id" uuid,
	"category_id" uuid,
	"product_ids" uuid[],
	"blind" boolean DEFAULT false NOT NULL,
	"status" "count_status" DEFAULT 'open' NOT NULL,
	"note" text,
	"variance_quantity" integer,
	"variance_value" numeric,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "stock_counts_closed" CHECK (("stock_counts"."status" = 'open') = ("stock_counts"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_line_id_stock_count_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."stock_count_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_location_fk" FOREIGN KEY ("location_id","warehouse_id") REFERENCES "public"."locations"("id","warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_count_entries_line_idx" ON "stock_count_entries" USING btree ("line_id","counted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_number_unique" ON "stock_counts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "stock_counts_warehouse_created_idx" ON "stock_counts" USING btree ("warehouse_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_counts_closed_idx" ON "stock_counts" USING btree ("closed_at") WHERE "stock_counts"."status" = 'approved';