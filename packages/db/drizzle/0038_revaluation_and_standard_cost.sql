ALTER TYPE "public"."costing_method" ADD VALUE 'standard';--> statement-breakpoint
ALTER TYPE "public"."movement_type" ADD VALUE 'revaluation';--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_quantity_non_zero";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "purchase_price_variance" numeric;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_quantity_non_zero" CHECK ("stock_movements"."quantity" <> 0 or "stock_movements"."type"::text = 'revaluation');