-- An open group's feed is public content (the response cache keeps it for visitors): writes to its posts,
-- comments, likes and files raise their generations (migration response_cache_sql), and so does a change
-- of a member's name, which the feed shows with each post and comment: the area 'member_names', raised by
-- nothing else of `users` (migration election_poll_area's bump_derived_generation).
INSERT INTO content_generations (area) VALUES
  ('group_posts'), ('group_post_comments'), ('group_post_likes'), ('group_post_attachments'), ('member_names')
ON CONFLICT (area) DO NOTHING;
--> statement-breakpoint
-- The four feed tables take the same statement trigger as migration response_cache_sql's tables.
DO $$
DECLARE
  feed_table text;
BEGIN
  FOREACH feed_table IN ARRAY ARRAY['group_posts', 'group_post_comments', 'group_post_likes', 'group_post_attachments'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation()',
      feed_table || '_content_generation', feed_table
    );
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_member_names_generation AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION bump_derived_generation('member_names');
