-- Site search: a stored, weighted German tsvector per searchable table (title A, summary B, body C),
-- kept out of schema.ts so that plain selects never carry it.
-- Prefix and compound-part matching of titles (ILIKE '%teil%') through trigram indexes.

ALTER TABLE "articles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("excerpt", '')), 'B') || setweight(to_tsvector('german', coalesce("content", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "articles_search_vector_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "pr_reports" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("company_name", '')), 'B') || setweight(to_tsvector('german', coalesce("content", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "pr_reports_search_vector_idx" ON "pr_reports" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "pr_reports_title_trgm_idx" ON "pr_reports" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "reader_letters" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("topic", '')), 'B') || setweight(to_tsvector('german', coalesce("content", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "reader_letters_search_vector_idx" ON "reader_letters" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "reader_letters_title_trgm_idx" ON "reader_letters" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "user_articles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("excerpt", '')), 'B') || setweight(to_tsvector('german', coalesce("content", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "user_articles_search_vector_idx" ON "user_articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "user_articles_title_trgm_idx" ON "user_articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("location", '')), 'B') || setweight(to_tsvector('german', coalesce("description", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "events_search_vector_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "help_entries" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("description", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "help_entries_search_vector_idx" ON "help_entries" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "help_entries_title_trgm_idx" ON "help_entries" USING gin ("title" gin_trgm_ops);
