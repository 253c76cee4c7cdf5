CREATE TABLE "notice_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"object_key" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"author_id" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_slug_unique" UNIQUE("slug"),
	CONSTRAINT "notices_kind_check" CHECK ("kind" in ('baugesuch', 'strassensperrung', 'gemeinderat', 'abfall', 'allgemein')),
	CONSTRAINT "notices_status_check" CHECK ("status" in ('draft', 'scheduled', 'published', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "notice_attachments" ADD CONSTRAINT "notice_attachments_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_attachments_notice_idx" ON "notice_attachments" USING btree ("notice_id","id");--> statement-breakpoint
CREATE INDEX "notices_expires_idx" ON "notices" USING btree ("expires_at" DESC NULLS LAST,"published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Site search finds notices (title A, the kind's own fields such as the address or street B, text C).
ALTER TABLE "notices" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("details"->>'address', '') || ' ' || coalesce("details"->>'street', '') || ' ' || coalesce("details"->>'project', '') || ' ' || coalesce("details"->>'applicant', '')), 'B') || setweight(to_tsvector('german', coalesce("content", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "notices_search_vector_idx" ON "notices" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "notices_title_trgm_idx" ON "notices" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- Notices are public content: every write raises their generation (migration response_cache_sql); an
-- attachment's write touches its notice in the same transaction.
INSERT INTO content_generations (area) VALUES ('notices') ON CONFLICT (area) DO NOTHING;--> statement-breakpoint
CREATE TRIGGER notices_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
