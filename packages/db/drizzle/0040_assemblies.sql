ALTER TYPE "public"."movement_type" ADD VALUE 'assembly_out';--> statement-breakpoint
ALTER TYPE "public"."movement_type" ADD VALUE 'assembly_in';--> statement-breakpoint
ALTER TYPE "public"."movement_type" ADD VALUE 'disassembly_out';--> statement-breakpoint
ALTER TYPE "public"."movement_type" ADD VALUE 'disassembly_in';--> statement-breakpoint
CREATE TABLE "assembly_order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"assembly_order_id" uuid NOT NULL,
	"component_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"value" numeric,
	"position" integer NOT NULL,
	CONSTRAINT "assembly_order_lines_quantity" CHECK ("assembly_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "assembly_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"product_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"labour_cost" numeric NOT NULL,
	"value" numeric,
	"note" text,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "assembly_orders_type" CHECK ("assembly_orders"."type" in ('assembly', 'disassembly')),
	CONSTRAINT "assembly_orders_status" CHECK ("assembly_orders"."status" in ('open', 'completed', 'cancelled')),
	CONSTRAINT "assembly_orders_quantity" CHECK ("assembly_orders"."quantity" > 0 and "assembly_orders"."labour_cost" >= 0),
	CONSTRAINT "assembly_orders_closed" CHECK (("assembly_orders"."status" = 'open') = ("assembly_orders"."closed_at" is null) and ("assembly_orders"."status" = 'completed') = ("assembly_orders"."value" is not null))
);
--> statement-breakpoint
CREATE TABLE "bill_of_materials_components" (
	"product_id" uuid NOT NULL,
	"component_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bill_of_materials_components_product_id_component_id_pk" PRIMARY KEY("product_id","component_id"),
	CONSTRAINT "bill_of_materials_components_quantity" CHECK ("bill_of_materials_components"."quantity" > 0),
	CONSTRAINT "bill_of_materials_components_not_itself" CHECK ("bill_of_materials_components"."product_id" <> "bill_of_materials_components"."component_id")
);
--> statement-breakpoint
CREATE TABLE "bills_of_materials" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"labour_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_of_materials_type" CHECK ("bills_of_materials"."type" in ('assembly')),
	CONSTRAINT "bills_of_materials_labour_cost" CHECK ("bills_of_materials"."labour_cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "assembly_order_lines" ADD CONSTRAINT "assembly_order_lines_assembly_order_id_assembly_orders_id_fk" FOREIGN KEY ("assembly_order_id") REFERENCES "public"."assembly_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_order_lines" ADD CONSTRAINT "assembly_order_lines_component_id_products_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_orders" ADD CONSTRAINT "assembly_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_orders" ADD CONSTRAINT "assembly_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_orders" ADD CONSTRAINT "assembly_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_orders" ADD CONSTRAINT "assembly_orders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_orders" ADD CONSTRAINT "assembly_orders_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_of_materials_components" ADD CONSTRAINT "bill_of_materials_components_product_id_bills_of_materials_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."bills_of_materials"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_of_materials_components" ADD CONSTRAINT "bill_of_materials_components_component_id_products_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_materials" ADD CONSTRAINT "bills_of_materials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_materials" ADD CONSTRAINT "bills_of_materials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_materials" ADD CONSTRAINT "bills_of_materials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assembly_order_lines_component_unique" ON "assembly_order_lines" USING btree ("assembly_order_id","component_id");--> statement-breakpoint
CREATE INDEX "assembly_order_lines_component_idx" ON "assembly_order_lines" USING btree ("component_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assembly_orders_number_unique" ON "assembly_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "assembly_orders_status_created_idx" ON "assembly_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "assembly_orders_product_idx" ON "assembly_orders" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "bill_of_materials_components_component_idx" ON "bill_of_materials_components" USING btree ("component_id");