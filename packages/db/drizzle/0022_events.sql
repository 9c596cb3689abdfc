CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sequence" bigint,
	"type" text NOT NULL,
	"subject" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "events_sequence_unique" ON "events" USING btree ("sequence");--> statement-breakpoint
CREATE INDEX "events_unsequenced" ON "events" USING btree ("id") WHERE "events"."sequence" is null;--> statement-breakpoint
CREATE INDEX "events_occurred_at" ON "events" USING btree ("occurred_at");