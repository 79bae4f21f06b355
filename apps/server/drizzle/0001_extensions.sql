-- Trigram indexes for the lists' global search (ILIKE '%text%').
CREATE EXTENSION IF NOT EXISTS pg_trgm;
