DROP INDEX "articles_created_at_id_index";--> statement-breakpoint
DROP INDEX "attribute_types_sort_key_id_index";--> statement-breakpoint
DROP INDEX "attribute_types_created_at_index";--> statement-breakpoint
DROP INDEX "families_sort_key_id_index";--> statement-breakpoint
DROP INDEX "families_created_at_index";--> statement-breakpoint
DROP INDEX "manufacturers_created_at_index";--> statement-breakpoint
DROP INDEX "products_created_at_id_index";--> statement-breakpoint
DROP INDEX "ranges_sort_key_id_index";--> statement-breakpoint
DROP INDEX "ranges_created_at_index";--> statement-breakpoint
DROP INDEX "systems_sort_key_id_index";--> statement-breakpoint
DROP INDEX "systems_created_at_index";--> statement-breakpoint
CREATE INDEX "articles_order_created_at_index" ON "articles" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "articles_active_index" ON "articles" USING btree ("active");--> statement-breakpoint
CREATE INDEX "attribute_types_order_sort_key_index" ON "attribute_types" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "attribute_types_order_created_at_index" ON "attribute_types" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "attribute_types_az_iso_trgm" ON "attribute_types" USING gin ("az_iso" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attribute_types_key_trgm" ON "attribute_types" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "families_order_sort_key_index" ON "families" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "families_order_created_at_index" ON "families" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "families_az_iso_trgm" ON "families" USING gin ("az_iso" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "manufacturers_order_created_at_index" ON "manufacturers" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_order_created_at_index" ON "products" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_active_index" ON "products" USING btree ("active");--> statement-breakpoint
CREATE INDEX "ranges_order_sort_key_index" ON "ranges" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "ranges_order_created_at_index" ON "ranges" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ranges_az_iso_trgm" ON "ranges" USING gin ("az_iso" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "systems_order_sort_key_index" ON "systems" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "systems_order_created_at_index" ON "systems" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "systems_az_iso_trgm" ON "systems" USING gin ("az_iso" gin_trgm_ops);