ALTER TABLE "test_payments" DROP CONSTRAINT "test_payments_kind_check";--> statement-breakpoint
ALTER TABLE "pr_reports" ADD COLUMN "billing_street" text;--> statement-breakpoint
ALTER TABLE "pr_reports" ADD COLUMN "billing_postal_code" text;--> statement-breakpoint
ALTER TABLE "pr_reports" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "pr_reports" ADD COLUMN "billing_country" text;--> statement-breakpoint
ALTER TABLE "pr_reports" ADD COLUMN "cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pr_reports" ADD COLUMN "next_charge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "test_payments_subscription_idx" ON "test_payments" USING btree ("subscription_id");--> statement-breakpoint
ALTER TABLE "test_payments" ADD CONSTRAINT "test_payments_kind_check" CHECK ("kind" in ('customer', 'setup_intent', 'subscription', 'invoice'));