ALTER TABLE "api_keys" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
UPDATE "api_keys" SET "revoked_reason" = 'revoked' WHERE "revoked_at" IS NOT NULL;--> statement-breakpoint
UPDATE "api_keys" SET "revoked_at" = now(), "revoked_reason" = 'creator-deactivated'
  FROM "users" WHERE "users"."id" = "api_keys"."created_by" AND NOT "users"."is_active" AND "api_keys"."revoked_at" IS NULL;--> statement-breakpoint
UPDATE "users" SET "is_active" = false, "token_version" = "token_version" + 1
  WHERE "is_active" AND "id" IN (SELECT "principal_id" FROM "api_keys" WHERE "revoked_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_reason_known" CHECK (("api_keys"."revoked_at" is null and "api_keys"."revoked_reason" is null) or ("api_keys"."revoked_at" is not null and "api_keys"."revoked_reason" is not null and "api_keys"."revoked_reason" in ('revoked', 'creator-deactivated')));
