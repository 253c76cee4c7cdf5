CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_purpose_check" CHECK ("purpose" in ('verify-email', 'reset-password'))
);
--> statement-breakpoint
CREATE TABLE "content_generations" (
	"area" text PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"reporter_user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reports_item_kind_check" CHECK ("item_kind" in ('article', 'leserbrief', 'user-article', 'pr-report', 'event', 'help-entry', 'message'))
);
--> statement-breakpoint
CREATE TABLE "election_summary" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone,
	CONSTRAINT "election_summary_single_row" CHECK ("id" = 1)
);
--> statement-breakpoint
CREATE TABLE "live_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_blocks" (
	"blocker_user_id" uuid NOT NULL,
	"blocked_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_blocker_user_id_blocked_user_id_pk" PRIMARY KEY("blocker_user_id","blocked_user_id")
);
--> statement-breakpoint
CREATE TABLE "message_mail_notices" (
	"recipient_user_id" uuid NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_mail_notices_recipient_user_id_sender_user_id_pk" PRIMARY KEY("recipient_user_id","sender_user_id")
);
--> statement-breakpoint
CREATE TABLE "message_mail_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"notify_by_mail" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payment_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "test_payment_clock_single_row" CHECK ("id" = 1)
);
--> statement-breakpoint
CREATE TABLE "test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text,
	"email" text,
	"status" text NOT NULL,
	"card_last4" text,
	"payment_method_id" text,
	"period_end" timestamp with time zone,
	"amount_rappen" integer,
	"paid_invoices" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payments_kind_check" CHECK ("kind" in ('customer', 'setup_intent', 'subscription'))
);
--> statement-breakpoint
DROP INDEX "articles_search_idx";--> statement-breakpoint
DROP INDEX "election_votes_ip_idx";--> statement-breakpoint
DROP INDEX "events_search_idx";--> statement-breakpoint
DROP INDEX "help_entries_search_idx";--> statement-breakpoint
DROP INDEX "pr_reports_search_idx";--> statement-breakpoint
DROP INDEX "reader_letters_search_idx";--> statement-breakpoint
DROP INDEX "user_articles_search_idx";--> statement-breakpoint
DROP INDEX "articles_category_published_idx";--> statement-breakpoint
ALTER TABLE "election_candidates" ADD COLUMN "vote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pr_reports" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_connections" ADD CONSTRAINT "live_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_user_id_users_id_fk" FOREIGN KEY ("blocker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_user_id_users_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mail_notices" ADD CONSTRAINT "message_mail_notices_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mail_notices" ADD CONSTRAINT "message_mail_notices_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mail_settings" ADD CONSTRAINT "message_mail_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_versions" ADD CONSTRAINT "message_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "account_tokens_expires_idx" ON "account_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_reporter_item_unique" ON "content_reports" USING btree ("item_kind","item_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("item_kind","item_id") WHERE "resolved_at" is null;--> statement-breakpoint
CREATE INDEX "live_connections_user_idx" ON "live_connections" USING btree ("user_id","seen_at");--> statement-breakpoint
CREATE INDEX "test_payments_due_idx" ON "test_payments" USING btree ("period_end") WHERE "kind" = 'subscription' and "status" in ('trialing', 'active');--> statement-breakpoint
CREATE INDEX "articles_featured_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "featured" = 'true';--> statement-breakpoint
CREATE UNIQUE INDEX "election_votes_visitor_unique" ON "election_votes" USING btree ("ip_address") WHERE "user_id" is null;--> statement-breakpoint
CREATE INDEX "help_entries_listing_idx" ON "help_entries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "help_entries"."moderation_state" = 'approved';--> statement-breakpoint
CREATE INDEX "help_entries_description_trgm_idx" ON "help_entries" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pr_reports_owner_session_idx" ON "pr_reports" USING btree ("owner_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pr_reports_setup_intent_idx" ON "pr_reports" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pr_reports_subscription_idx" ON "pr_reports" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "articles_category_published_idx" ON "articles" USING btree ("category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);