-- Keys made before versions were pinned were made under the first, 2026-11-27.
ALTER TABLE "api_keys" ADD COLUMN "api_version" text NOT NULL DEFAULT '2026-11-27';--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "api_version" DROP DEFAULT;
