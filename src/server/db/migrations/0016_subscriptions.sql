CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token" text NOT NULL,
	"confirm_token" text,
	"topics" text[] NOT NULL,
	"confirmed_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "subscriptions_token_unique" UNIQUE("token"),
	CONSTRAINT "subscriptions_confirmToken_unique" UNIQUE("confirm_token")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE INDEX "subscriptions_unconfirmed_idx" ON "subscriptions" USING btree ("created_at") WHERE "confirmed_at" is null;--> statement-breakpoint
-- What was public before subscriptions existed has been seen: it mails nobody.
UPDATE "notices" SET "notified_at" = now() WHERE "status" IN ('published', 'scheduled') AND "published_at" <= now();--> statement-breakpoint
UPDATE "articles" SET "notified_at" = now() WHERE "status" IN ('published', 'scheduled') AND "published_at" <= now();
