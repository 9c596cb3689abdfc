-- Trigram matching for the case-insensitive substring search on product name and SKU.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
