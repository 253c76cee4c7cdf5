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
ALTER TABLE "pr_reports" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
CREATE INDEX "test_payments_due_idx" ON "test_payments" USING btree ("period_end") WHERE "kind" = 'subscription' and "status" in ('trialing', 'active');--> statement-breakpoint
CREATE INDEX "pr_reports_owner_session_idx" ON "pr_reports" USING btree ("owner_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pr_reports_setup_intent_idx" ON "pr_reports" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pr_reports_subscription_idx" ON "pr_reports" USING btree ("stripe_subscription_id");