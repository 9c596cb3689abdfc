ALTER TABLE "inventory_levels" ADD COLUMN "in_transit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD COLUMN "from_location_id" uuid;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD COLUMN "to_location_id" uuid;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD COLUMN "lot_id" uuid;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD COLUMN "serial_numbers" text[];--> statement-breakpoint
ALTER TABLE "transfer_items" ADD COLUMN "shipped_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD COLUMN "received_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD COLUMN "lost_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD COLUMN "unit_cost" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "mode" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_from_location_id_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_to_location_id_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_open_idx" ON "transfers" USING btree ("to_warehouse_id") WHERE "transfers"."status" in ('in_transit', 'partially_received');--> statement-breakpoint
ALTER TABLE "inventory_levels" ADD CONSTRAINT "inventory_levels_in_transit_non_negative" CHECK ("inventory_levels"."in_transit" >= 0);--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_progress" CHECK ("transfer_items"."received_quantity" >= 0 and "transfer_items"."lost_quantity" >= 0 and "transfer_items"."received_quantity" + "transfer_items"."lost_quantity" <= "transfer_items"."shipped_quantity" and "transfer_items"."shipped_quantity" <= "transfer_items"."quantity");--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_mode" CHECK ("transfers"."mode" in ('direct', 'two-step'));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_status" CHECK (("transfers"."mode" = 'direct') = ("transfers"."status" = 'completed') and "transfers"."status" in ('completed', 'draft', 'in_transit', 'partially_received', 'received', 'closed', 'cancelled'));--> statement-breakpoint
-- Every transfer before this migration was direct: all of it shipped and received at once.
UPDATE "transfer_items" SET "shipped_quantity" = "quantity", "received_quantity" = "quantity";
