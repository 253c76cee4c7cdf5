-- Whether the election poll runs is read by every page's header, so it is an area of its own in the
-- response cache ('election'): raised when the poll's day changes or a candidate enters or leaves the
-- ballot, and not by votes (they update election_candidates and election_summary on every vote, and
-- would end every cached page each time). Its closing at midnight after election day is by time alone
-- (SCHEDULED_AREAS in cache/public-routes.ts).
CREATE FUNCTION bump_derived_generation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_generation bigint;
BEGIN
  INSERT INTO content_generations (area, generation) VALUES (TG_ARGV[0], 1)
  ON CONFLICT (area) DO UPDATE SET generation = content_generations.generation + 1
  RETURNING generation INTO next_generation;
  PERFORM pg_notify('content_generation', TG_ARGV[0] || ':' || next_generation);
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO content_generations (area) VALUES ('election') ON CONFLICT (area) DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER election_candidates_poll_generation AFTER INSERT OR DELETE OR TRUNCATE ON election_candidates
  FOR EACH STATEMENT EXECUTE FUNCTION bump_derived_generation('election');
--> statement-breakpoint
CREATE TRIGGER election_summary_poll_day_set AFTER INSERT ON election_summary
  FOR EACH ROW WHEN (NEW.election_date IS NOT NULL) EXECUTE FUNCTION bump_derived_generation('election');
--> statement-breakpoint
CREATE TRIGGER election_summary_poll_day_changed AFTER UPDATE ON election_summary
  FOR EACH ROW WHEN (OLD.election_date IS DISTINCT FROM NEW.election_date)
  EXECUTE FUNCTION bump_derived_generation('election');
--> statement-breakpoint
CREATE TRIGGER election_summary_poll_day_removed AFTER DELETE OR TRUNCATE ON election_summary
  FOR EACH STATEMENT EXECUTE FUNCTION bump_derived_generation('election');
