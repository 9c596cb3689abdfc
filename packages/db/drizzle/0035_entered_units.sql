ALTER TABLE "customer_return_items" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "customer_return_items" ADD COLUMN "unit_quantity" integer;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "unit_quantity" integer;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD COLUMN "unit_quantity" integer;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD COLUMN "unit_quantity" integer;--> statement-breakpoint
ALTER TABLE "supplier_return_items" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "supplier_return_items" ADD COLUMN "unit_quantity" integer;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD COLUMN "unit_quantity" integer;--> statement-breakpoint
ALTER TABLE "customer_return_items" ADD CONSTRAINT "customer_return_items_entered_unit" CHECK (("customer_return_items"."unit" is null) = ("customer_return_items"."unit_quantity" is null) and ("customer_return_items"."unit_quantity" is null or "customer_return_items"."unit_quantity" > 0));--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_entered_unit" CHECK (("purchase_order_items"."unit" is null) = ("purchase_order_items"."unit_quantity" is null) and ("purchase_order_items"."unit_quantity" is null or "purchase_order_items"."unit_quantity" > 0));--> statement-breakpoint
ALTER TABLE "sales_order_items" ADD CONSTRAINT "sales_order_items_entered_unit" CHECK (("sales_order_items"."unit" is null) = ("sales_order_items"."unit_quantity" is null) and ("sales_order_items"."unit_quantity" is null or "sales_order_items"."unit_quantity" > 0));--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_entered_unit" CHECK (("stock_count_entries"."unit" is null) = ("stock_count_entries"."unit_quantity" is null) and ("stock_count_entries"."unit_quantity" is null or "stock_count_entries"."unit_quantity" >= 0));--> statement-breakpoint
ALTER TABLE "supplier_return_items" ADD CONSTRAINT "supplier_return_items_entered_unit" CHECK (("supplier_return_items"."unit" is null) = ("supplier_return_items"."unit_quantity" is null) and ("supplier_return_items"."unit_quantity" is null or "supplier_return_items"."unit_quantity" > 0));--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_entered_unit" CHECK (("transfer_items"."unit" is null) = ("transfer_items"."unit_quantity" is null) and ("transfer_items"."unit_quantity" is null or "transfer_items"."unit_quantity" > 0));