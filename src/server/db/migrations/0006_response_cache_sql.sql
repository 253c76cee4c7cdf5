-- Every write to a table of public content raises that table's generation in the same transaction and
-- tells every instance (NOTIFY is delivered at commit, never for a rolled-back write). A statement
-- trigger fires once per statement, whatever service or future write path issued it.
CREATE FUNCTION bump_content_generation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_generation bigint;
BEGIN
  INSERT INTO content_generations (area, generation) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (area) DO UPDATE SET generation = content_generations.generation + 1
  RETURNING generation INTO next_generation;
  PERFORM pg_notify('content_generation', TG_TABLE_NAME || ':' || next_generation);
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO content_generations (area) VALUES
  ('articles'), ('pr_reports'), ('reader_letters'), ('user_articles'), ('events'), ('help_entries'),
  ('businesses'), ('election_candidates'), ('election_votes')
ON CONFLICT (area) DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER articles_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
--> statement-breakpoint
CREATE TRIGGER pr_reports_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pr_reports
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
--> statement-breakpoint
CREATE TRIGGER reader_letters_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reader_letters
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
--> statement-breakpoint
CREATE TRIGGER user_articles_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_articles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
--> statement-breakpoint
CREATE TRIGGER events_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
--> statement-breakpoint
CREATE TRIGGER help_entries_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON help_entries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
--> statement-breakpoint
CREATE TRIGGER businesses_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
--> statement-breakpoint
CREATE TRIGGER election_candidates_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON election_candidates
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
--> statement-breakpoint
CREATE TRIGGER election_votes_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON election_votes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
