ALTER TABLE "api_keys" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
UPDATE "api_keys" SET "revoked_reason" = 'revoked' WHERE "revoked_at" IS NOT NULL;