-- An open group's feed is public content (the response cache keeps it for visitors): writes to its posts,
-- comments, likes and files raise their generations (migration response_cache_sql), and so does a change
-- of a member's name, which the feed shows with each post and comment: the area 'member_names', raised by
-- nothing else of `users` (migration election_poll_area's bump_derived_generation).
INSERT INTO content_generations (area) VALUES
  ('group_posts'), ('group_post_comments'), ('group_post_likes'), ('group_post_attachments'), ('member_names')
ON CONFLICT (area) DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER group_posts_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_posts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
--> statement-breakpoint
CREATE TRIGGER group_post_comments_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_post_comments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
--> statement-breakpoint
CREATE TRIGGER group_post_likes_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_post_likes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
--> statement-breakpoint
CREATE TRIGGER group_post_attachments_content_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_post_attachments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_generation();
--> statement-breakpoint
CREATE TRIGGER users_member_names_generation AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION bump_derived_generation('member_names');
