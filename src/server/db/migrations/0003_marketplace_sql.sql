-- The marketplace search is a case-insensitive substring match; its indexes (next migration) need pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
