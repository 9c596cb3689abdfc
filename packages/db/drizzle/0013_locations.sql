-- Locations within warehouses, and how products are tracked (decision 0015).
CREATE TYPE "public"."tracking" AS ENUM('none', 'lot', 'serial');--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "locations_code_format" CHECK ("locations"."code" ~ '^[A-Z0-9-]{1,50}$')
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tracking" "tracking" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_life_days" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_warehouse_code_unique" ON "locations" USING btree ("warehouse_id","code");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shelf_life_positive" CHECK ("products"."shelf_life_days" is null or "products"."shelf_life_days" between 1 and 36500);--> statement-breakpoint
-- Every existing warehouse gets its default location, used wherever a request names none (decision 0015).
INSERT INTO "locations" ("id", "warehouse_id", "code", "name") SELECT gen_random_uuid(), "id", 'DEFAULT', 'Default location' FROM "warehouses";
