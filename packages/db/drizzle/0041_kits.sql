ALTER TABLE "bills_of_materials" DROP CONSTRAINT "bills_of_materials_type";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "kit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "kit_item_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_kit_item_id_sales_order_items_id_fk" FOREIGN KEY ("kit_item_id") REFERENCES "public"."sales_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_order_items_kit_idx" ON "sales_order_items" USING btree ("kit_item_id");--> statement-breakpoint
ALTER TABLE "bills_of_materials" ADD CONSTRAINT "bills_of_materials_type" CHECK ("bills_of_materials"."type" in ('assembly', 'kit'));--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_kit" CHECK (not "sales_order_items"."kit" or ("sales_order_items"."allocated_quantity" = 0 and "sales_order_items"."kit_item_id" is null));