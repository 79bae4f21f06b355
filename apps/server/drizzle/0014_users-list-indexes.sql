CREATE INDEX "users_order_created_at_index" ON "users" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_profile_order_created_at_index" ON "users" USING btree ("profile_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_surname_trgm" ON "users" USING gin ("surname" gin_trgm_ops);