DROP INDEX "cost_layers_open_idx";--> statement-breakpoint
ALTER TABLE "cost_layers" ADD COLUMN "effective_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "costing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "effective_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Every movement so far counted when it was written. The ledger is append-only: its guard steps aside for this one backfill.
ALTER TABLE "stock_movements" DISABLE TRIGGER "stock_movements_append_only";--> statement-breakpoint
UPDATE "stock_movements" SET "effective_at" = "created_at";--> statement-breakpoint
ALTER TABLE "stock_movements" ENABLE TRIGGER "stock_movements_append_only";--> statement-breakpoint
UPDATE "cost_layers" l SET "effective_at" = m."created_at" FROM "stock_movements" m WHERE m."id" = l."movement_id";--> statement-breakpoint
-- A product whose method or standard changed so far: from its last revaluation of that change.
UPDATE "products" p SET "costing_since" = r.at FROM (SELECT product_id, max(created_at) AS at FROM "stock_movements" WHERE type::text = 'revaluation' AND reference_type = 'product' GROUP BY product_id) r WHERE r.product_id = p.id;--> statement-breakpoint
CREATE INDEX "stock_movements_product_effective_idx" ON "stock_movements" USING btree ("product_id","effective_at","sequence");--> statement-breakpoint
CREATE INDEX "cost_layers_open_idx" ON "cost_layers" USING btree ("product_id","warehouse_id","lot_id","effective_at","sequence") WHERE "cost_layers"."remaining" > 0;