-- Who wrote a PR report's draft, for the order pages. Reports ordered before this column existed count as
-- the template writer's: the writer of every portal without AI_BASE_URL.
ALTER TABLE "pr_reports" ADD COLUMN "written_by" text DEFAULT 'template' NOT NULL;--> statement-breakpoint
ALTER TABLE "pr_reports" ADD COLUMN "from_website" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pr_reports" ADD CONSTRAINT "pr_reports_written_by_check" CHECK ("written_by" in ('template', 'model'));