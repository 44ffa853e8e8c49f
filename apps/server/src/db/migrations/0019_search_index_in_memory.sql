-- Search answers from an in-memory index of the catalog (decision 016): no query reads the
-- trigram indexes of the *_search columns any more, and each one cost every write of a name,
-- description, cuisine or address. The columns stay (the index reads them); the expression
-- indexes on name and address stay for the back-office and booking lookups.
DROP INDEX "businesses_name_search_trgm_idx";--> statement-breakpoint
DROP INDEX "businesses_description_trgm_idx";--> statement-breakpoint
DROP INDEX "businesses_cuisine_type_trgm_idx";--> statement-breakpoint
DROP INDEX "businesses_address_search_trgm_idx";--> statement-breakpoint
DROP INDEX "categories_name_trgm_idx";--> statement-breakpoint
DROP INDEX "menu_items_name_trgm_idx";