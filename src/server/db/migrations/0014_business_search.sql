-- Site search finds businesses (issue 30, item 2): by name (A), category (B) and what the description says they offer (C).
ALTER TABLE "businesses" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("name", '')), 'A') || setweight(to_tsvector('german', coalesce("category", '')), 'B') || setweight(to_tsvector('german', coalesce("description", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "businesses_search_vector_idx" ON "businesses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING gin ("name" gin_trgm_ops);
