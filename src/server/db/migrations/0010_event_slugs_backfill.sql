-- Events that existed before they had pages get their address from the title, as new submissions do
-- (slugFromTitle in src/server/lib/reader-contributions.ts): German umlauts transliterated, other accents dropped, anything else a
-- hyphen. The first event of a title (by creation) keeps the plain slug, later ones the start of
-- their id (never another title's slug, so the unique constraint holds).
WITH base AS (
  SELECT id, created_at,
    coalesce(nullif(trim(both '-' from left(regexp_replace(
      translate(
        replace(replace(replace(replace(lower(normalize(title, NFC)), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'),
        'àáâãåèéêëìíîïòóôõùúûýÿçñ', 'aaaaaeeeeiiiiooooouuuyycn'),
      '[^a-z0-9]+', '-', 'g'), 80)), ''), 'event') AS slug
  FROM "events"
), numbered AS (
  SELECT id, slug, row_number() OVER (PARTITION BY slug ORDER BY created_at, id) AS n FROM base
)
UPDATE "events" e
SET "slug" = CASE WHEN numbered.n = 1 THEN numbered.slug ELSE numbered.slug || '-' || left(e.id::text, 8) END
FROM numbered
WHERE e.id = numbered.id;
