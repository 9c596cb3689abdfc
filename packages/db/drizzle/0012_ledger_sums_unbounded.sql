ALTER TABLE "stock_movement_daily" ALTER COLUMN "quantity" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stock_movement_daily" ALTER COLUMN "value" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "value" SET DATA TYPE numeric;