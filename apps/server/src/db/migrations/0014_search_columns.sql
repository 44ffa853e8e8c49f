-- Search reads stored normalized text: lower(f_unaccent(column)) computed when a row is written
-- (f_unaccent is IMMUTABLE, migration 0000), with the trigram indexes on it. The name and address
-- indexes on the expression stay for the back-office and booking lookups.
DROP INDEX "businesses_description_trgm_idx";--> statement-breakpoint
DROP INDEX "businesses_cuisine_type_trgm_idx";--> statement-breakpoint
DROP INDEX "categories_name_trgm_idx";--> statement-breakpoint
DROP INDEX "menu_items_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower(public.f_unaccent("name"))) STORED;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "description_search" text GENERATED ALWAYS AS (lower(public.f_unaccent("description"))) STORED;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "cuisine_type_search" text GENERATED ALWAYS AS (lower(public.f_unaccent("cuisine_type"))) STORED;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "address_search" text GENERATED ALWAYS AS (lower(public.f_unaccent("address"))) STORED;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower(public.f_unaccent("name"))) STORED;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower(public.f_unaccent("name"))) STORED;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "description_search" text GENERATED ALWAYS AS (lower(public.f_unaccent("description"))) STORED;--> statement-breakpoint
CREATE INDEX "businesses_name_search_trgm_idx" ON "businesses" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "businesses_address_search_trgm_idx" ON "businesses" USING gin ("address_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "businesses_description_trgm_idx" ON "businesses" USING gin ("description_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "businesses_cuisine_type_trgm_idx" ON "businesses" USING gin ("cuisine_type_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "menu_items_name_trgm_idx" ON "menu_items" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);