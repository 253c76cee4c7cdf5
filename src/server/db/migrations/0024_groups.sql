CREATE TABLE "group_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text DEFAULT 'member' NOT NULL,
	"notification_level" text DEFAULT 'all' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "group_members_role_check" CHECK ("role" in ('owner', 'admin', 'member')),
	CONSTRAINT "group_members_status_check" CHECK ("status" in ('member', 'requested')),
	CONSTRAINT "group_members_notification_check" CHECK ("notification_level" in ('all', 'announcements', 'none'))
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"visibility" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"description" text NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"meeting_place" text,
	"website" text,
	"membership_fee" text,
	"logo_url" text,
	"cover_url" text,
	"founded_by_user_id" uuid,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_kind_check" CHECK ("kind" in ('verein', 'schule', 'quartier', 'interessen', 'behoerde')),
	CONSTRAINT "groups_visibility_check" CHECK ("visibility" in ('open', 'closed', 'private')),
	CONSTRAINT "groups_status_check" CHECK ("status" in ('pending', 'active', 'rejected', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_founded_by_user_id_users_id_fk" FOREIGN KEY ("founded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_invitations_token_idx" ON "group_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "group_invitations_group_idx" ON "group_invitations" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_slug_idx" ON "groups" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_name_idx" ON "groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "groups_directory_idx" ON "groups" USING btree ("status","visibility","name");--> statement-breakpoint
-- The directory and a group's public profile are public content: writes to groups and to their member
-- lists (the directory's member counts) raise their generations (migration response_cache_sql).
INSERT INTO content_generations (area) VALUES ('groups'), ('group_members') ON CONFLICT (area) DO NOTHING;--> statement-breakpoint
CREATE TRIGGER groups_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON groups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();--> statement-breakpoint
CREATE TRIGGER group_members_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_members
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
