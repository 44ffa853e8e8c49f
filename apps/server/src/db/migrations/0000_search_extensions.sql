-- Text search support, needed before the tables: the trigram indexes of 0001 are built on
-- lower(public.f_unaccent(column)) with gin_trgm_ops.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary chosen by search_path), so it cannot be used
-- in an index. This wrapper names the dictionary explicitly and can therefore be IMMUTABLE.
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
