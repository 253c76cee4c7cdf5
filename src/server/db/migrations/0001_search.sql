CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ((setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("excerpt", '')), 'B') || setweight(to_tsvector('german', coalesce("content", '')), 'C')));--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ((setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("location", '')), 'B') || setweight(to_tsvector('german', coalesce("description", '')), 'C')));--> statement-breakpoint
CREATE INDEX "help_entries_search_idx" ON "help_entries" USING gin ((setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("description", '')), 'C')));--> statement-breakpoint
CREATE INDEX "pr_reports_search_idx" ON "pr_reports" USING gin ((setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("company_name", '')), 'B') || setweight(to_tsvector('german', coalesce("content", '')), 'C')));--> statement-breakpoint
CREATE INDEX "reader_letters_search_idx" ON "reader_letters" USING gin ((setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("topic", '')), 'B') || setweight(to_tsvector('german', coalesce("content", '')), 'C')));--> statement-breakpoint
CREATE INDEX "user_articles_search_idx" ON "user_articles" USING gin ((setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("excerpt", '')), 'B') || setweight(to_tsvector('german', coalesce("content", '')), 'C')));