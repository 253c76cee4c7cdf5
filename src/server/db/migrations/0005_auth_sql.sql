-- Accounts that existed before addresses were verified: administrators and members who came through the
-- identity provider are trusted as they were; members with only a password confirm their address anew.
UPDATE "users" SET "email_verified_at" = "created_at"
WHERE "is_admin" OR EXISTS (SELECT 1 FROM "external_identities" WHERE "external_identities"."user_id" = "users"."id");
--> statement-breakpoint
-- "Sign out everywhere" and a password reset end a member's sessions by the user id kept in the session.
CREATE INDEX "sessions_user_idx" ON "sessions" (("sess"->>'userId'));
