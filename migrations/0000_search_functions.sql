-- Client search (API.md §7) folds text in SQL: case- and accent-insensitive substring matching on
-- names, email and company, and on the digits of the phone number, through trigram indexes within
-- each studio (btree_gin puts studio_id in the same index). The clients table stores the results of
-- these functions in generated columns, so this migration comes first.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); with the dictionary named explicitly the
-- result is fixed, which is what a generated column needs. lower() follows the ICU root collation,
-- not the database's: in a C-locale database it would lower ASCII letters only (É stays É). Names inside the functions are
-- schema-qualified: index builds and generated columns run them with a search_path of pg_catalog only.
CREATE OR REPLACE FUNCTION studio_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower(value COLLATE "und-x-icu")) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION studio_search_text(first_name text, last_name text, email text, company text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.studio_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION studio_digits(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(coalesce(value, ''), '[^0-9]', '', 'g') $$;
