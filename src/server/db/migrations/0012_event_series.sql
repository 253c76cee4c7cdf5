ALTER TABLE "events" ADD COLUMN "recurrence" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;