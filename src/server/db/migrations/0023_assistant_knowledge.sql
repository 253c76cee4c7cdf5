CREATE TABLE "assistant_faq" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"keywords" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"expansions" text[] NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_synonyms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
ALTER TABLE "assistant_faq" ADD CONSTRAINT "assistant_faq_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_synonyms" ADD CONSTRAINT "assistant_synonyms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The assistant finds a question by its words and the team's keywords (A) before its answer's (B).
ALTER TABLE "assistant_faq" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("question", '')), 'A') || setweight(to_tsvector('german', coalesce("keywords", '')), 'A') || setweight(to_tsvector('german', coalesce("answer", '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "assistant_faq_search_vector_idx" ON "assistant_faq" USING gin ("search_vector");
--> statement-breakpoint
-- Residents' words the portal names otherwise, for every portal from its first start (the team extends them at /admin).
INSERT INTO "assistant_synonyms" ("term", "expansions") VALUES
  ('brot', ARRAY['baeckerei']),
  ('gipfeli', ARRAY['baeckerei']),
  ('zopf', ARRAY['baeckerei']),
  ('zmorge', ARRAY['fruehstueck']),
  ('velo flicken', ARRAY['velowerkstatt']),
  ('velowerkstatt', ARRAY['velo']),
  ('fahrrad', ARRAY['velo']),
  ('coiffeur', ARRAY['friseur', 'barbershop']),
  ('friseur', ARRAY['coiffeur', 'barbershop']),
  ('frisoer', ARRAY['coiffeur']),
  ('barbershop', ARRAY['coiffeur', 'friseur']),
  ('barbier', ARRAY['coiffeur', 'barbershop']),
  ('haarschnitt', ARRAY['coiffeur']),
  ('zuegeln', ARRAY['umzug', 'transport']),
  ('umzug', ARRAY['transport']),
  ('samichlaus', ARRAY['nikolaus']),
  ('chlaus', ARRAY['samichlaus']),
  ('nikolaus', ARRAY['samichlaus']),
  ('gmeind', ARRAY['gemeindeversammlung']),
  ('medikament', ARRAY['apotheke']),
  ('medikamente', ARRAY['apotheke']),
  ('tanken', ARRAY['tankstellenshop']),
  ('auto', ARRAY['garage'])
ON CONFLICT ("term") DO NOTHING;
