DROP INDEX "articles_search_idx";--> statement-breakpoint
DROP INDEX "events_search_idx";--> statement-breakpoint
DROP INDEX "help_entries_search_idx";--> statement-breakpoint
DROP INDEX "pr_reports_search_idx";--> statement-breakpoint
DROP INDEX "reader_letters_search_idx";--> statement-breakpoint
DROP INDEX "user_articles_search_idx";--> statement-breakpoint
DROP INDEX "articles_category_published_idx";--> statement-breakpoint
CREATE INDEX "articles_featured_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "featured" = 'true';--> statement-breakpoint
CREATE INDEX "articles_category_published_idx" ON "articles" USING btree ("category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);