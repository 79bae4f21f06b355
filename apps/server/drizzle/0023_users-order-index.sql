DROP INDEX "users_order_created_at_index";--> statement-breakpoint
CREATE INDEX "users_order_created_at_index" ON "users" USING btree ("created_at" DESC NULLS LAST,"id","profile_id");