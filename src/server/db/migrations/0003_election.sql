CREATE TABLE "election_summary" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone,
	CONSTRAINT "election_summary_single_row" CHECK ("id" = 1)
);
--> statement-breakpoint
DROP INDEX "election_votes_ip_idx";--> statement-breakpoint
ALTER TABLE "election_candidates" ADD COLUMN "vote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "election_votes_visitor_unique" ON "election_votes" USING btree ("ip_address") WHERE "user_id" is null;