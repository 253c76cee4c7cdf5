ALTER TABLE "events" DROP CONSTRAINT "events_status_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_group_idx" ON "events" USING btree ("group_id","event_date");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_check" CHECK ("status" in ('pending', 'approved', 'rejected', 'members'));