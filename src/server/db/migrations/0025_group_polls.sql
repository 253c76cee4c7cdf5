CREATE TABLE "group_poll_ballots" (
	"poll_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_poll_ballots_poll_id_user_id_pk" PRIMARY KEY("poll_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_poll_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "group_poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"author_user_id" uuid,
	"question" text NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"closes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_poll_ballots" ADD CONSTRAINT "group_poll_ballots_poll_id_group_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."group_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_poll_ballots" ADD CONSTRAINT "group_poll_ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_poll_choices" ADD CONSTRAINT "group_poll_choices_poll_id_group_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."group_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_poll_choices" ADD CONSTRAINT "group_poll_choices_option_id_group_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."group_poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_poll_choices" ADD CONSTRAINT "group_poll_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_poll_options" ADD CONSTRAINT "group_poll_options_poll_id_group_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."group_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_polls" ADD CONSTRAINT "group_polls_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_polls" ADD CONSTRAINT "group_polls_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_poll_choices_poll_idx" ON "group_poll_choices" USING btree ("poll_id","option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_poll_options_position_idx" ON "group_poll_options" USING btree ("poll_id","position");--> statement-breakpoint
CREATE INDEX "group_polls_group_idx" ON "group_polls" USING btree ("group_id","created_at" DESC NULLS LAST);