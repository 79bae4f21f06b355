DROP INDEX "products_name_trgm";--> statement-breakpoint
DROP INDEX "products_az_iso_trgm";--> statement-breakpoint
DROP INDEX "articles_order_created_at_index";--> statement-breakpoint
DROP INDEX "articles_order_lifecycle_name_index";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("az_iso"::text, '') || chr(1) || coalesce("name"::text, ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_index" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_order_created_at_index" ON "articles" USING btree ("created_at" DESC NULLS LAST,"id","product_id");--> statement-breakpoint
CREATE INDEX "articles_order_lifecycle_name_index" ON "articles" USING btree ("altra_status_iso" NULLS FIRST,"name" NULLS FIRST,"id","product_id");