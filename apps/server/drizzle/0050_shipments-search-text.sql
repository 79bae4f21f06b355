DROP INDEX "shipments_identifier_trgm_index";--> statement-breakpoint
DROP INDEX "shipments_tracking_number_trgm_index";--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("identifier"::text, '') || chr(1) || coalesce("tracking_number"::text, ''))) STORED;--> statement-breakpoint
CREATE INDEX "shipments_search_text_trgm_index" ON "shipments" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "shipments_search_grams_index" ON "shipments" USING gin (search_digit_grams("search_text")) WITH (fastupdate=false);