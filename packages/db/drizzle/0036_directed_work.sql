CREATE TABLE "pick_faces" (
	"id" uuid PRIMARY KEY NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"min_quantity" integer NOT NULL,
	"max_quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "pick_faces_min_max" CHECK ("pick_faces"."min_quantity" >= 0 and "pick_faces"."max_quantity" > "pick_faces"."min_quantity")
);
--> statement-breakpoint
CREATE TABLE "putaway_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"product_id" uuid,
	"category_id" uuid,
	"unit" text,
	"location_id" uuid,
	"zone" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "putaway_rules_matches" CHECK (num_nonnulls("putaway_rules"."product_id", "putaway_rules"."category_id", "putaway_rules"."unit") >= 1 and num_nonnulls("putaway_rules"."product_id", "putaway_rules"."category_id") <= 1),
	CONSTRAINT "putaway_rules_destination" CHECK (num_nonnulls("putaway_rules"."location_id", "putaway_rules"."zone") = 1),
	CONSTRAINT "putaway_rules_priority" CHECK ("putaway_rules"."priority" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"priority" smallint DEFAULT 5 NOT NULL,
	"due_at" timestamp with time zone,
	"product_id" uuid NOT NULL,
	"lot_id" uuid,
	"serial_number" text,
	"quantity" integer,
	"done_quantity" integer,
	"from_location_id" uuid,
	"to_location_id" uuid,
	"assignee_id" uuid,
	"wave_id" uuid,
	"sales_order_item_id" uuid,
	"cart_slot" integer,
	"purchase_order_id" uuid,
	"note" text,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "tasks_type" CHECK ("tasks"."type" in ('putaway', 'replenishment', 'pick', 'count', 'move')),
	CONSTRAINT "tasks_status" CHECK ("tasks"."status" in ('open', 'assigned', 'in_progress', 'done', 'cancelled')),
	CONSTRAINT "tasks_priority" CHECK ("tasks"."priority" between 0 and 9),
	CONSTRAINT "tasks_quantity" CHECK ("tasks"."quantity" > 0 and "tasks"."done_quantity" >= 0),
	CONSTRAINT "tasks_moves" CHECK ("tasks"."type" = 'count' or ("tasks"."quantity" is not null and "tasks"."from_location_id" is not null and "tasks"."to_location_id" is not null)),
	CONSTRAINT "tasks_count" CHECK ("tasks"."type" <> 'count' or "tasks"."from_location_id" is not null),
	CONSTRAINT "tasks_assigned" CHECK (("tasks"."status" in ('assigned', 'in_progress')) <= ("tasks"."assignee_id" is not null)),
	CONSTRAINT "tasks_done" CHECK (("tasks"."status" = 'done') = ("tasks"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "wave_orders" (
	"wave_id" uuid NOT NULL,
	"sales_order_id" uuid NOT NULL,
	"cart_slot" integer NOT NULL,
	CONSTRAINT "wave_orders_wave_id_sales_order_id_pk" PRIMARY KEY("wave_id","sales_order_id"),
	CONSTRAINT "wave_orders_slot_unique" UNIQUE("wave_id","cart_slot"),
	CONSTRAINT "wave_orders_slot" CHECK ("wave_orders"."cart_slot" > 0)
);
--> statement-breakpoint
CREATE TABLE "waves" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"packing_location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "waves_number_unique" UNIQUE("number"),
	CONSTRAINT "waves_mode" CHECK ("waves"."mode" in ('batch', 'zone')),
	CONSTRAINT "waves_status" CHECK ("waves"."status" in ('open', 'picking', 'picked', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "type" text DEFAULT 'storage' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "zone" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "sequence" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "max_weight" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "suggested_location_id" uuid;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "receiving_steps" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_faces" ADD CONSTRAINT "pick_faces_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_faces" ADD CONSTRAINT "pick_faces_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_faces" ADD CONSTRAINT "pick_faces_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_faces" ADD CONSTRAINT "pick_faces_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_faces" ADD CONSTRAINT "pick_faces_location_id_warehouse_id_locations_id_warehouse_id_fk" FOREIGN KEY ("location_id","warehouse_id") REFERENCES "public"."locations"("id","warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "putaway_rules" ADD CONSTRAINT "putaway_rules_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "putaway_rules" ADD CONSTRAINT "putaway_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "putaway_rules" ADD CONSTRAINT "putaway_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "putaway_rules" ADD CONSTRAINT "putaway_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "putaway_rules" ADD CONSTRAINT "putaway_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "putaway_rules" ADD CONSTRAINT "putaway_rules_location_id_warehouse_id_locations_id_warehouse_id_fk" FOREIGN KEY ("location_id","warehouse_id") REFERENCES "public"."locations"("id","warehouse_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_wave_id_waves_id_fk" FOREIGN KEY ("wave_id") REFERENCES "public"."waves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_sales_order_item_id_sales_order_items_id_fk" FOREIGN KEY ("sales_order_item_id") REFERENCES "public"."sales_order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_from_location_id_warehouse_id_locations_id_warehouse_id_fk" FOREIGN KEY ("from_location_id","warehouse_id") REFERENCES "public"."locations"("id","warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_to_location_id_warehouse_id_locations_id_warehouse_id_fk" FOREIGN KEY ("to_location_id","warehouse_id") REFERENCES "public"."locations"("id","warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave_orders" ADD CONSTRAINT "wave_orders_wave_id_waves_id_fk" FOREIGN KEY ("wave_id") REFERENCES "public"."waves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave_orders" ADD CONSTRAINT "wave_orders_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waves" ADD CONSTRAINT "waves_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waves" ADD CONSTRAINT "waves_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waves" ADD CONSTRAINT "waves_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waves" ADD CONSTRAINT "waves_packing_location_id_warehouse_id_locations_id_warehouse_id_fk" FOREIGN KEY ("packing_location_id","warehouse_id") REFERENCES "public"."locations"("id","warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pick_faces_location_product_unique" ON "pick_faces" USING btree ("location_id","product_id");--> statement-breakpoint
CREATE INDEX "pick_faces_product_idx" ON "pick_faces" USING btree ("product_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "putaway_rules_warehouse_idx" ON "putaway_rules" USING btree ("warehouse_id","priority");--> statement-breakpoint
CREATE INDEX "tasks_queue_idx" ON "tasks" USING btree ("warehouse_id","status","priority") WHERE "tasks"."status" in ('open', 'assigned', 'in_progress');--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assignee_id") WHERE "tasks"."status" in ('assigned', 'in_progress');--> statement-breakpoint
CREATE INDEX "tasks_wave_idx" ON "tasks" USING btree ("wave_id");--> statement-breakpoint
CREATE INDEX "tasks_item_idx" ON "tasks" USING btree ("sales_order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_one_open_replenishment" ON "tasks" USING btree ("to_location_id","product_id") WHERE "tasks"."type" = 'replenishment' and "tasks"."status" in ('open', 'assigned', 'in_progress');--> statement-breakpoint
CREATE INDEX "wave_orders_order_idx" ON "wave_orders" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "waves_warehouse_status_idx" ON "waves" USING btree ("warehouse_id","status");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_suggested_location_id_locations_id_fk" FOREIGN KEY ("suggested_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_walk_idx" ON "locations" USING btree ("warehouse_id","sequence","code");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_zone_format" CHECK ("locations"."zone" ~ '^[A-Z0-9-]{1,50}$');--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_type" CHECK ("locations"."type" in ('receiving', 'storage', 'pick_face', 'packing', 'shipping', 'quarantine'));--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_never_pickable" CHECK ("locations"."type" not in ('receiving', 'quarantine') or not "locations"."is_pickable");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_sequence" CHECK ("locations"."sequence" >= 0);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_capacity" CHECK ("locations"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_max_weight" CHECK ("locations"."max_weight" > 0);--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_receiving_steps" CHECK ("warehouses"."receiving_steps" in (1, 2));