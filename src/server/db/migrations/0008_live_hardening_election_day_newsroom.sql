CREATE TABLE "editorial_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"saved_by" uuid,
	"saved_by_name" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editorial_slug_redirects" (
	"kind" text NOT NULL,
	"old_slug" text NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editorial_slug_redirects_kind_old_slug_pk" PRIMARY KEY("kind","old_slug")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_caption" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "byline" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "election_summary" ADD COLUMN "election_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_last_seen" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "editorial_revisions" ADD CONSTRAINT "editorial_revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editorial_revisions_item_idx" ON "editorial_revisions" USING btree ("kind","item_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK ("status" in ('draft', 'scheduled', 'published', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" in ('user', 'editor', 'admin'));