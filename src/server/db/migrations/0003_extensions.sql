-- pg_trgm: trigram indexes for parts of compound words in titles (site search) and the marketplace's
-- substring search. Created before the schema migration that defines indexes with gin_trgm_ops.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
