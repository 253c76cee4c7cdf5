CREATE TABLE "group_post_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"post_id" integer,
	"uploader_user_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"object_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_post_attachments_kind_check" CHECK ("kind" in ('image', 'pdf'))
);
--> statement-breakpoint
ALTER TABLE "group_post_attachments" ADD CONSTRAINT "group_post_attachments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_attachments" ADD CONSTRAINT "group_post_attachments_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_attachments" ADD CONSTRAINT "group_post_attachments_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_post_attachments_post_idx" ON "group_post_attachments" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "group_post_attachments_unattached_idx" ON "group_post_attachments" USING btree ("created_at") WHERE "group_post_attachments"."post_id" is null;