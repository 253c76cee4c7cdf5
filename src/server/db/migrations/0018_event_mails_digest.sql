CREATE TABLE "digest_runs" (
	"week" text PRIMARY KEY NOT NULL,
	"recipients" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
-- Events approved before subscriptions existed mail nobody.
UPDATE "events" SET "notified_at" = now() WHERE "status" = 'approved';
