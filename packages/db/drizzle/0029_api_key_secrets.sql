-- Every key expires (decision 0017): a JWT key made to last until revoked gets a year from now.
UPDATE "api_keys" SET "expires_at" = now() + interval '365 days' WHERE "expires_at" IS NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "key_hint" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "previous_secret_hash" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "previous_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "rolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_secret_hash_unique" UNIQUE("secret_hash");--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_previous_secret_hash_unique" UNIQUE("previous_secret_hash");